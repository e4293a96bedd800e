import type { ChatDataEmployeeRow } from '../../../../contract/company/chat-data';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import '../../../lib/i18n/messages/company-chat-data-messages';

/** A first-reply time as an operator reads it: seconds under a minute, else minutes. */
export function replyTime(seconds: number | null): string {
  if (seconds === null) return '-';
  return seconds < 60
    ? t('chatData.seconds', { seconds })
    : t('chatData.minutes', { minutes: Math.round(seconds / 60) });
}

export const percent = (rate: number | null) =>
  rate === null ? '-' : `${Math.round(rate * 100)}%`;

export function chatDataColumns(): DataColumn<ChatDataEmployeeRow>[] {
  return [
    {
      key: 'employee',
      title: t('chatData.col.employee'),
      hideable: false,
      render: (row) => row.employee.name,
    },
    {
      key: 'department',
      title: t('chatData.col.department'),
      render: (row) => row.department || '-',
    },
    { key: 'sent', title: t('chatData.col.sent'), align: 'end', render: (row) => row.sent },
    {
      key: 'received',
      title: t('chatData.col.received'),
      align: 'end',
      render: (row) => row.received,
    },
    {
      key: 'customers',
      title: t('chatData.col.customers'),
      align: 'end',
      render: (row) => row.customers,
    },
    {
      key: 'reply_rate',
      title: t('chatData.col.replyRate'),
      align: 'end',
      render: (row) => percent(row.reply_rate),
    },
    {
      key: 'first_reply',
      title: t('chatData.col.firstReply'),
      align: 'end',
      render: (row) => replyTime(row.avg_first_reply_seconds),
    },
    {
      key: 'hits',
      title: t('chatData.col.hits'),
      align: 'end',
      render: (row) => row.sensitive_hits,
    },
  ];
}
