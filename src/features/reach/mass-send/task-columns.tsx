import { Badge } from '@chakra-ui/react/badge';
import { Text } from '@chakra-ui/react/text';
import type { RecipientRow, SendTaskRow } from '../../../../contract/reach/mass-send';
import { REMIND_MAX_PER_DAY } from '../../../../contract/reach/mass-send';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { RightButton } from '../../../data/menu/right-button';

const TASK_PALETTE = { 0: 'orange', 1: 'green', 2: 'gray' } as const;
const RECIPIENT_PALETTE = {
  0: 'blue',
  1: 'green',
  2: 'orange',
  3: 'purple',
  4: 'red',
  5: 'gray',
} as const;

export function taskColumns(
  onRemind: (task: SendTaskRow) => void,
  canRemind: boolean,
): DataColumn<SendTaskRow>[] {
  return [
    {
      key: 'employee',
      title: t('detail.col.employee'),
      hideable: false,
      render: (row) => row.employee_name,
    },
    {
      key: 'status',
      title: t('detail.col.taskStatus'),
      render: (row) => (
        <Badge colorPalette={TASK_PALETTE[row.status]} variant="subtle" data-testid="task-status">
          {t(`detail.task.${row.status}`)}
        </Badge>
      ),
    },
    {
      key: 'confirmedAt',
      title: t('detail.col.confirmedAt'),
      render: (row) => formatDateTime(row.confirmed_at),
    },
    {
      key: 'recipients',
      title: t('detail.col.recipients'),
      align: 'end',
      render: (row) => row.recipients,
    },
    { key: 'sent', title: t('detail.col.sent'), align: 'end', render: (row) => row.sent },
    {
      key: 'other',
      title: t('detail.col.other'),
      align: 'end',
      render: (row) => row.not_friend + row.limit_reached + row.failed,
    },
    {
      key: 'actions',
      title: t('mass.col.actions'),
      hideable: false,
      render: (row) =>
        row.status === 0 ? (
          <>
            <RightButton
              right="send"
              size="xs"
              variant="ghost"
              colorPalette="blue"
              disabled={!canRemind || row.reminders_24h >= REMIND_MAX_PER_DAY}
              onClick={() => onRemind(row)}
            >
              {t('detail.remind')}
            </RightButton>
            {row.reminders_24h > 0 ? (
              <Text as="span" fontSize="xs" color="fg.muted">
                {t('detail.remindCount', { count: row.reminders_24h })}
              </Text>
            ) : null}
          </>
        ) : (
          '-'
        ),
    },
  ];
}

export function recipientColumns(kind: 'private' | 'group'): DataColumn<RecipientRow>[] {
  return [
    {
      key: 'target',
      title: t(kind === 'private' ? 'detail.col.target' : 'detail.col.group'),
      hideable: false,
      render: (row) => row.target_name || `#${row.target_id}`,
    },
    { key: 'employee', title: t('detail.col.employee'), render: (row) => row.employee_name },
    {
      key: 'status',
      title: t('detail.col.status'),
      render: (row) => (
        <Badge
          colorPalette={RECIPIENT_PALETTE[row.status]}
          variant="subtle"
          data-testid="recipient-status"
        >
          {t(`detail.recipient.${row.status}`)}
        </Badge>
      ),
    },
    { key: 'reason', title: t('detail.col.reason'), render: (row) => row.reason || '-' },
    {
      key: 'deliveredAt',
      title: t('detail.col.deliveredAt'),
      render: (row) => formatDateTime(row.delivered_at),
    },
  ];
}
