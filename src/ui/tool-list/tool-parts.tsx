// issue #15, #34: the parts every acquiring tool's list page shares — the on/off column, the
// creation time column, the row actions and the delete confirmation — written once beside
// ToolList.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { formatDateTime } from '../../lib/format/date-time';
import { t } from '../../lib/i18n/translate';
import { notifySuccess } from '../../lib/notify/notifier';
import { DeleteConfirmDialog } from '../confirm-dialog/delete-confirm-dialog';
import type { DataColumn } from '../data-table/data-table';
import { Toggle } from '../form-drawer/toggle';
import '../../lib/i18n/messages/acquiring-tools-messages';

/** Turns one code on or off; rejects when the write fails (the API client has said why). */
export type SetToolEnabled = (id: number, enabled: boolean) => Promise<unknown>;

/**
 * Turns the codes on or off, then says so once; resolves whether every write succeeded (a
 * failed write is shown by the API client).
 */
export function setToolsEnabled(
  setEnabled: SetToolEnabled,
  ids: readonly number[],
  on: boolean,
): Promise<boolean> {
  return Promise.all(ids.map((id) => setEnabled(id, on))).then(
    () => {
      notifySuccess(t('tools.toggled'));
      return true;
    },
    () => false,
  );
}

export function toolStatusColumn<T extends { readonly id: number; readonly enabled: boolean }>(
  setEnabled: SetToolEnabled,
): DataColumn<T> {
  return {
    key: 'enabled',
    title: t('tools.status'),
    render: (row) => (
      <Toggle
        checked={row.enabled}
        label={row.enabled ? t('tools.on') : t('tools.off')}
        onChange={(enabled) => void setToolsEnabled(setEnabled, [row.id], enabled)}
      />
    ),
  };
}

export function toolCreatedColumn<T extends { readonly created_at: string }>(): DataColumn<T> {
  return {
    key: 'created',
    title: t('tools.createdAt'),
    render: (row) => formatDateTime(row.created_at),
  };
}

/** The row actions of a code: 二维码, 编辑, 数据, the tool's own (`extra`), 删除. */
export function toolActionsColumn<T>(actions: {
  onQr: (row: T) => void;
  onEdit: (row: T) => void;
  onData: (row: T) => void;
  onDelete: (row: T) => void;
  extra?: (row: T) => ReactNode;
  /**
   * issue #41: why the user may not delete (their roles lack the 删除 right, `useCan`); the
   * button is then disabled with this as its title. '' or absent: allowed.
   */
  deleteRefusal?: string;
}): DataColumn<T> {
  const action = (label: string, onClick: () => void) => (
    <Button size="xs" variant="ghost" colorPalette="blue" onClick={onClick}>
      {label}
    </Button>
  );
  return {
    key: 'actions',
    title: t('tools.actions'),
    hideable: false,
    render: (row) => (
      <Box display="flex" gap="1" flexWrap="wrap">
        {action(t('tools.qr'), () => actions.onQr(row))}
        {action(t('tools.edit'), () => actions.onEdit(row))}
        {action(t('tools.data'), () => actions.onData(row))}
        {actions.extra?.(row)}
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          onClick={() => actions.onDelete(row)}
          disabled={Boolean(actions.deleteRefusal)}
          title={actions.deleteRefusal || undefined}
        >
          {t('tools.delete')}
        </Button>
      </Box>
    ),
  };
}

/** Confirms deleting a code; `remove` resolves once it is gone. */
export function ToolDeleteDialog<T extends { readonly id: number; readonly name: string }>(props: {
  row: T | null;
  busy: boolean;
  remove: (id: number) => Promise<unknown>;
  onClose: () => void;
}) {
  const { row } = props;
  return (
    <DeleteConfirmDialog
      target={row}
      mutation={{ isPending: props.busy, mutateAsync: ({ params }) => props.remove(params.id) }}
      title={t('tools.deleteTitle')}
      body={<Text fontSize="sm">{row ? t('tools.deleteBody', { name: row.name }) : ''}</Text>}
      deleted={t('tools.deleted')}
      onClose={props.onClose}
    />
  );
}
