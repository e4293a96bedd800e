// The /export-log table's columns (issue #14: type, filters, rows, size, status, created by,
// created at, expiry, actions). Plain elements and the list kit's cell blocks
// (docs/architecture.md "Styling").
import type { ExportStatus, ExportTaskRow } from '../../../../contract/setting/export-log';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatNumber } from '../../../lib/format/format-number';
import { formatSize } from '../../../lib/format/format-size';
import { t } from '../../../lib/i18n/translate';
import type { BadgePalette } from '../../../ui/data-table/cells/cell-styles';
import { StatusBadge } from '../../../ui/data-table/cells/status-badge';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { RightStaticButton } from '../../../data/menu/right-button';
import { sc } from '../../../ui/static-css/class-names';

const STATUS_PALETTE: Record<ExportStatus, BadgePalette> = {
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
    <div>
      <StatusBadge palette={STATUS_PALETTE[row.status]} testId="export-status">
        {row.status_label}
      </StatusBadge>
      {row.status === 'running' && row.total !== null ? (
        <p className={sc('sc-xs', 'sc-muted', 'sc-mt-1')} data-testid="export-progress">
          {t('exportLog.progress', {
            done: formatNumber(row.rows),
            total: formatNumber(row.total),
          })}
        </p>
      ) : null}
      {row.status === 'failed' && row.error ? (
        <p
          className={sc('sc-xs', 'sc-fg-down', 'sc-mt-1', 'sc-truncate', 'sc-max-48')}
          title={row.error}
        >
          {row.error}
        </p>
      ) : null}
    </div>
  );
}

export function exportLogColumns(actions: ExportRowActions): DataColumn<ExportTaskRow>[] {
  return [
    {
      key: 'type',
      title: t('exportLog.col.type'),
      hideable: false,
      render: (row) => (
        <p className={sc('sc-strong')}>
          {row.type_label}
          <span className={sc('sc-muted', 'sc-xs', 'sc-ms-1')}>
            {row.format === 'xlsx' ? '.xlsx' : '.csv'}
          </span>
        </p>
      ),
    },
    {
      key: 'filters',
      title: t('exportLog.col.filters'),
      render: (row) => (
        <p className={sc('sc-text-sm', 'sc-clamp-2', 'sc-max-64')} title={row.filters_summary}>
          {row.filters_summary}
        </p>
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
        <div className={sc('sc-buttons')}>
          {row.status === 'done' ? (
            <RightStaticButton
              right="export"
              className={sc('bt-xs-ghost', 'sc-palette-blue')}
              onClick={() => actions.onDownload(row)}
              data-testid="export-download"
            >
              {t('exportLog.download')}
            </RightStaticButton>
          ) : null}
          {row.status === 'failed' ? (
            <RightStaticButton
              right="export"
              className={sc('bt-xs-ghost', 'sc-palette-blue')}
              onClick={() => actions.onRetry(row)}
            >
              {t('exportLog.retry')}
            </RightStaticButton>
          ) : null}
          <RightStaticButton
            right="delete"
            className={sc('bt-xs-ghost', 'sc-palette-red')}
            onClick={() => actions.onDelete(row)}
          >
            {t('exportLog.delete')}
          </RightStaticButton>
        </div>
      ),
    },
  ];
}
