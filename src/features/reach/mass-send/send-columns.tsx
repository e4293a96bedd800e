import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { MassSendRow } from '../../../../contract/reach/mass-send';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';

export type SendAction = 'detail' | 'copy' | 'edit' | 'cancel';

const STATUS_PALETTE = { 1: 'blue', 2: 'orange', 3: 'green', 4: 'gray', 5: 'purple' } as const;

export function SendStatusBadge({ status }: { status: MassSendRow['status'] }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle">
      {t(`mass.status.${status}`)}
    </Badge>
  );
}

/** The first line of the text and the attachment count. */
export function MessageSummary({ row }: { row: Pick<MassSendRow, 'message'> }) {
  const count = row.message.attachments.length;
  return (
    <Box maxW="18rem">
      <Text lineClamp={2} fontSize="sm">
        {row.message.text || '-'}
      </Text>
      {count > 0 ? (
        <Text fontSize="xs" color="fg.muted">
          {t('mass.attachments', { count })}
        </Text>
      ) : null}
    </Box>
  );
}

export function sendColumns(onAction: (row: MassSendRow, action: SendAction) => void) {
  const columns: DataColumn<MassSendRow>[] = [
    {
      key: 'name',
      title: t('mass.col.name'),
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
        <Text fontSize="sm" whiteSpace="nowrap">
          {formatDateTime(row.send_at)}
          {row.send_type === 'scheduled' ? ` · ${t('mass.scheduledHint')}` : ''}
        </Text>
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
        <Box display="flex" gap="1" flexWrap="wrap">
          <Button
            size="xs"
            variant="ghost"
            colorPalette="blue"
            onClick={() => onAction(row, 'detail')}
          >
            {t('mass.action.detail')}
          </Button>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="blue"
            onClick={() => onAction(row, 'copy')}
          >
            {t('mass.action.copy')}
          </Button>
          {row.status === 1 ? (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="blue"
              onClick={() => onAction(row, 'edit')}
            >
              {t('mass.action.edit')}
            </Button>
          ) : null}
          {row.status === 1 || row.status === 2 || row.status === 5 ? (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => onAction(row, 'cancel')}
            >
              {t('mass.action.cancel')}
            </Button>
          ) : null}
        </Box>
      ),
    },
  ];
  return columns;
}
