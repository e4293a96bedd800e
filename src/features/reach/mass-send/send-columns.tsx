import type { MassSendRow } from '../../../../contract/reach/mass-send';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import { confirmIntent } from '../../../ui/confirm-dialog/confirm-dialog-island';
import { RowAction } from '../../../ui/data-table/cells/row-actions';
import { StatusBadge } from '../../../ui/data-table/cells/status-badge';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { sc } from '../../../ui/static-css/class-names';

// docs/architecture.md "Styling": plain elements and the list kit's cell blocks in the rows.

export type SendAction = 'detail' | 'copy' | 'edit' | 'cancel';

const STATUS_PALETTE = { 1: 'blue', 2: 'orange', 3: 'green', 4: 'gray', 5: 'purple' } as const;

export function SendStatusBadge({ status }: { status: MassSendRow['status'] }) {
  return <StatusBadge palette={STATUS_PALETTE[status]}>{t(`mass.status.${status}`)}</StatusBadge>;
}

/** The first line of the text and the attachment count. */
export function MessageSummary({ row }: { row: Pick<MassSendRow, 'message'> }) {
  const count = row.message.attachments.length;
  return (
    <div className={sc('sc-max-18rem')}>
      <p className={sc('sc-text-sm', 'sc-clamp-2')}>{row.message.text || '-'}</p>
      {count > 0 ? (
        <p className={sc('sc-xs', 'sc-muted')}>{t('mass.attachments', { count })}</p>
      ) : null}
    </div>
  );
}

export function sendColumns(onAction: (row: MassSendRow, action: SendAction) => void) {
  const columns: DataColumn<MassSendRow>[] = [
    {
      key: 'name',
      title: t('mass.col.name'),
      hideable: false,
      render: (row) => (
        <RowAction size="sm" onClick={() => onAction(row, 'detail')}>
          {row.name}
        </RowAction>
      ),
    },
    { key: 'message', title: t('mass.col.message'), render: (row) => <MessageSummary row={row} /> },
    {
      key: 'status',
      title: t('mass.col.status'),
      render: (row) => <SendStatusBadge status={row.status} />,
    },
    {
      key: 'sendAt',
      title: t('mass.col.sendAt'),
      render: (row) => (
        <p className={sc('sc-text-sm', 'sc-nowrap')}>
          {formatDateTime(row.send_at)}
          {row.send_type === 'scheduled' ? ` · ${t('mass.scheduledHint')}` : ''}
        </p>
      ),
    },
    {
      key: 'reach',
      title: t('mass.col.reach'),
      align: 'end',
      render: (row) => `${formatNumber(row.totals.sent)} / ${formatNumber(row.totals.recipients)}`,
    },
    {
      key: 'confirm',
      title: t('mass.col.confirm'),
      align: 'end',
      render: (row) => `${row.totals.confirmed} / ${row.totals.employees}`,
    },
    { key: 'creator', title: t('mass.col.creator'), render: (row) => row.creator || '-' },
    {
      key: 'actions',
      title: t('mass.col.actions'),
      hideable: false,
      render: (row) => (
        <div className={sc('sc-buttons')}>
          <button
            type="button"
            className={sc('bt-xs-ghost', 'sc-palette-blue')}
            onClick={() => onAction(row, 'detail')}
          >
            {t('mass.action.detail')}
          </button>
          <button
            type="button"
            className={sc('bt-xs-ghost', 'sc-palette-blue')}
            onClick={() => onAction(row, 'copy')}
          >
            {t('mass.action.copy')}
          </button>
          {row.status === 1 ? (
            <button
              type="button"
              className={sc('bt-xs-ghost', 'sc-palette-blue')}
              onClick={() => onAction(row, 'edit')}
            >
              {t('mass.action.edit')}
            </button>
          ) : null}
          {row.status === 1 || row.status === 2 || row.status === 5 ? (
            <button
              type="button"
              className={sc('bt-xs-ghost', 'sc-palette-red')}
              onClick={() => onAction(row, 'cancel')}
              {...confirmIntent}
            >
              {t('mass.action.cancel')}
            </button>
          ) : null}
        </div>
      ),
    },
  ];
  return columns;
}
