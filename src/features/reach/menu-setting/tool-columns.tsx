// issue #18: the toolbar list's columns — place, name and kind, the entry URL to paste into
// the platform's admin (copy), scope, on/off, and order/edit/delete for the code holder.
import { useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { ToolbarEntryRow } from '../../../../contract/reach/menu-setting';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { Toggle } from '../../../ui/form-drawer/toggle';
import { RightButton } from '../../../data/menu/right-button';

export interface ToolActions {
  canEdit: boolean;
  entryUrl: (row: ToolbarEntryRow) => string;
  onToggle: (row: ToolbarEntryRow, enabled: boolean) => void;
  onMove: (row: ToolbarEntryRow, direction: 'up' | 'down') => void;
  onEdit: (row: ToolbarEntryRow) => void;
  onDelete: (row: ToolbarEntryRow) => void;
}

function CopyUrl(props: { text: string; name: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="xs"
      variant="outline"
      flexShrink={0}
      aria-label={t('menuSetting.copyOf', { name: props.name })}
      onClick={() => {
        void navigator.clipboard?.writeText(props.text).then(() => {
          setCopied(true);
          window.setTimeout(() => setCopied(false), 1500);
        });
      }}
    >
      {copied ? t('menuSetting.copied') : t('menuSetting.copy')}
    </Button>
  );
}

export function toolColumns(actions: ToolActions): DataColumn<ToolbarEntryRow>[] {
  return [
    {
      key: 'position',
      title: t('menuSetting.column.position'),
      align: 'end',
      render: (row) => row.position,
    },
    {
      key: 'name',
      title: t('menuSetting.column.name'),
      hideable: false,
      render: (row) => (
        <Box display="flex" alignItems="center" gap="2" flexWrap="wrap">
          <Text fontWeight="medium">{row.name}</Text>
          <Badge size="sm" colorPalette={row.builtin ? 'blue' : 'purple'} variant="subtle">
            {row.builtin ? t('menuSetting.kind.builtin') : t('menuSetting.kind.custom')}
          </Badge>
        </Box>
      ),
    },
    {
      key: 'url',
      title: t('menuSetting.column.url'),
      width: '22rem',
      render: (row) => (
        <Box display="flex" alignItems="center" gap="2" minW="0">
          <Text fontSize="sm" color="gray.700" truncate title={actions.entryUrl(row)}>
            {actions.entryUrl(row)}
          </Text>
          <CopyUrl text={actions.entryUrl(row)} name={row.name} />
        </Box>
      ),
    },
    {
      key: 'scope',
      title: t('menuSetting.column.scope'),
      render: (row) =>
        row.departments.length
          ? row.departments.map((department) => department.name).join('、')
          : t('menuSetting.scope.all'),
    },
    {
      key: 'enabled',
      title: t('menuSetting.column.enabled'),
      render: (row) =>
        actions.canEdit ? (
          <Toggle
            checked={row.enabled}
            onChange={(on) => actions.onToggle(row, on)}
            label={row.enabled ? t('menuSetting.status.on') : t('menuSetting.status.off')}
            testId={`tool-toggle-${row.id}`}
          />
        ) : (
          <Badge colorPalette={row.enabled ? 'green' : 'gray'}>
            {row.enabled ? t('menuSetting.status.on') : t('menuSetting.status.off')}
          </Badge>
        ),
    },
    {
      key: 'actions',
      title: t('menuSetting.column.actions'),
      hideable: false,
      width: '12rem',
      render: (row) =>
        actions.canEdit ? (
          <Box display="flex" gap="1" flexWrap="nowrap">
            <Button
              size="xs"
              variant="ghost"
              aria-label={t('menuSetting.moveUpOf', { name: row.name })}
              onClick={() => actions.onMove(row, 'up')}
            >
              ↑
            </Button>
            <Button
              size="xs"
              variant="ghost"
              aria-label={t('menuSetting.moveDownOf', { name: row.name })}
              onClick={() => actions.onMove(row, 'down')}
            >
              ↓
            </Button>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="blue"
              onClick={() => actions.onEdit(row)}
            >
              {t('menuSetting.edit')}
            </Button>
            {row.builtin ? null : (
              <RightButton
                right="delete"
                size="xs"
                variant="ghost"
                colorPalette="red"
                onClick={() => actions.onDelete(row)}
              >
                {t('menuSetting.delete')}
              </RightButton>
            )}
          </Box>
        ) : (
          '—'
        ),
    },
  ];
}
