// The /export-log table's columns (issue #14: type, filters, rows, size, status, created by,
// created at, expiry, actions).
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { ExportStatus, ExportTaskRow } from '../../../../contract/setting/export-log';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatNumber } from '../../../lib/format/format-number';
import { formatSize } from '../../../lib/format/format-size';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { RightButton } from '../../../data/menu/right-button';

const STATUS_PALETTE: Record<ExportStatus, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
  expired: 'gray',
};

export interface ExportRowActions {
  onDownload: (row: ExportTaskRow) => void;
  onRetry: (row: ExportTaskRow) => void;
  onDelete: (row: ExportTaskRow) => void;
}

function StatusCell({ row }: { row: ExportTaskRow }) {
  return (
    <Box>
      <Badge colorPalette={STATUS_PALETTE[row.status]} variant="subtle" data-testid="export-status">
        {row.status_label}
      </Badge>
      {row.status === 'running' && row.total !== null ? (
        <Text fontSize="xs" color="fg.muted" mt="1" data-testid="export-progress">
          {t('exportLog.progress', {
            done: formatNumber(row.rows),
            total: formatNumber(row.total),
          })}
        </Text>
      ) : null}
      {row.status === 'failed' && row.error ? (
        <Text fontSize="xs" color="red.700" mt="1" maxW="48" truncate title={row.error}>
          {row.error}
        </Text>
      ) : null}
    </Box>
  );
}

export function exportLogColumns(actions: ExportRowActions): DataColumn<ExportTaskRow>[] {
  return [
    {
      key: 'type',
      title: t('exportLog.col.type'),
      hideable: false,
      render: (row) => (
        <Text fontWeight="medium">
          {row.type_label}
          <Text as="span" color="fg.muted" fontSize="xs" ms="1">
            {row.format === 'xlsx' ? '.xlsx' : '.csv'}
          </Text>
        </Text>
      ),
    },
    {
      key: 'filters',
      title: t('exportLog.col.filters'),
      render: (row) => (
        <Text fontSize="sm" maxW="64" lineClamp={2} title={row.filters_summary}>
          {row.filters_summary}
        </Text>
      ),
    },
    {
      key: 'rows',
      title: t('exportLog.col.rows'),
      align: 'end',
      render: (row) => <span data-testid="export-rows">{formatNumber(row.rows)}</span>,
    },
    {
      key: 'size',
      title: t('exportLog.col.size'),
      align: 'end',
      render: (row) => (row.status === 'done' ? formatSize(row.size) : '—'),
    },
    {
      key: 'status',
      title: t('exportLog.col.status'),
      render: (row) => <StatusCell row={row} />,
    },
    { key: 'createdBy', title: t('exportLog.col.createdBy'), render: (row) => row.created_by },
    {
      key: 'createdAt',
      title: t('exportLog.col.createdAt'),
      render: (row) => formatDateTime(row.created_at),
    },
    {
      key: 'expiresAt',
      title: t('exportLog.col.expiresAt'),
      render: (row) => (row.expires_at ? formatDateTime(row.expires_at) : '—'),
    },
    {
      key: 'actions',
      title: t('exportLog.col.actions'),
      hideable: false,
      render: (row) => (
        <Box display="flex" gap="1" flexWrap="wrap">
          {row.status === 'done' ? (
            <RightButton
              right="export"
              size="xs"
              variant="ghost"
              colorPalette="blue"
              onClick={() => actions.onDownload(row)}
              data-testid="export-download"
            >
              {t('exportLog.download')}
            </RightButton>
          ) : null}
          {row.status === 'failed' ? (
            <RightButton
              right="export"
              size="xs"
              variant="ghost"
              colorPalette="blue"
              onClick={() => actions.onRetry(row)}
            >
              {t('exportLog.retry')}
            </RightButton>
          ) : null}
          <RightButton
            right="delete"
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => actions.onDelete(row)}
          >
            {t('exportLog.delete')}
          </RightButton>
        </Box>
      ),
    },
  ];
}
