import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { MomentRow } from '../../../../contract/reach/moment-dispatch';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { MomentStatusBadge, MomentSummary } from './moment-parts';

export type MomentAction = 'detail' | 'copy' | 'cancel';

/** The /moment-dispatch list's columns (docs/domain.md §2: per-task publish and interaction totals). */
export function momentColumns(onAction: (row: MomentRow, action: MomentAction) => void) {
  const columns: DataColumn<MomentRow>[] = [
    {
      key: 'name',
      title: t('momentDispatch.column.name'),
      hideable: false,
      render: (row) => (
        <Button
          variant="plain"
          size="sm"
          color="blue.700"
          px="0"
          onClick={() => onAction(row, 'detail')}
        >
          {row.name}
        </Button>
      ),
    },
    {
      key: 'content',
      title: t('momentDispatch.column.content'),
      render: (row) => <MomentSummary content={row.content} />,
    },
    {
      key: 'status',
      title: t('momentDispatch.column.status'),
      render: (row) => <MomentStatusBadge status={row.status} />,
    },
    {
      key: 'published',
      title: t('momentDispatch.column.published'),
      align: 'end',
      render: (row) =>
        `${formatNumber(row.totals.published)} / ${formatNumber(row.totals.employees)}`,
    },
    {
      key: 'interactions',
      title: t('momentDispatch.column.interactions'),
      align: 'end',
      render: (row) => `${formatNumber(row.totals.likes)} / ${formatNumber(row.totals.comments)}`,
    },
    {
      key: 'publishAt',
      title: t('momentDispatch.column.publishAt'),
      render: (row) => (
        <Text fontSize="sm" whiteSpace="nowrap">
          {formatDateTime(row.publish_at)}
        </Text>
      ),
    },
    {
      key: 'endAt',
      title: t('momentDispatch.column.endAt'),
      defaultHidden: true,
      render: (row) => (
        <Text fontSize="sm" whiteSpace="nowrap">
          {formatDateTime(row.end_at)}
        </Text>
      ),
    },
    {
      key: 'creator',
      title: t('momentDispatch.column.creator'),
      render: (row) => row.creator || '-',
    },
    {
      key: 'createdAt',
      title: t('momentDispatch.column.createdAt'),
      defaultHidden: true,
      render: (row) => formatDateTime(row.created_at),
    },
    {
      key: 'actions',
      title: t('momentDispatch.column.actions'),
      hideable: false,
      render: (row) => (
        <Box display="flex" gap="1" flexWrap="wrap">
          <Button
            size="xs"
            variant="ghost"
            colorPalette="blue"
            onClick={() => onAction(row, 'detail')}
          >
            {t('momentDispatch.action.detail')}
          </Button>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="blue"
            onClick={() => onAction(row, 'copy')}
          >
            {t('momentDispatch.action.copy')}
          </Button>
          {row.status === 1 || row.status === 2 ? (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => onAction(row, 'cancel')}
            >
              {t('momentDispatch.action.cancel')}
            </Button>
          ) : null}
        </Box>
      ),
    },
  ];
  return columns;
}
