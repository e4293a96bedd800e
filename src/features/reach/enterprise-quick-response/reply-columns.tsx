// issue #18: the script list's columns — title and group, the message at a glance, scope,
// usage (all time and last 30 days), and the row actions (order, usage, edit, delete).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { QuickReplyRow } from '../../../../contract/reach/enterprise-quick-response';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { RightButton } from '../../../data/menu/right-button';

export interface ReplyActions {
  canMove: boolean;
  onMove: (row: QuickReplyRow, direction: 'up' | 'down') => void;
  onUsage: (row: QuickReplyRow) => void;
  onEdit: (row: QuickReplyRow) => void;
  onDelete: (row: QuickReplyRow) => void;
}

const summary = (row: QuickReplyRow) => {
  const count = row.message.attachments.length;
  const extra = count ? ` [${t('enterpriseQuickResponse.attachments', { count })}]` : '';
  return `${row.message.text}${extra}`;
};

export function replyColumns(actions: ReplyActions): DataColumn<QuickReplyRow>[] {
  return [
    {
      key: 'title',
      title: t('enterpriseQuickResponse.column.title'),
      hideable: false,
      width: '11rem',
      render: (row) => (
        <Box>
          <Text fontWeight="medium">{row.title}</Text>
          <Text fontSize="xs" color="gray.600">
            {row.group_path}
          </Text>
        </Box>
      ),
    },
    {
      key: 'content',
      title: t('enterpriseQuickResponse.column.content'),
      width: '18rem',
      ellipsis: summary,
      render: summary,
    },
    {
      key: 'scope',
      title: t('enterpriseQuickResponse.column.scope'),
      render: (row) =>
        row.departments.length
          ? row.departments.map((department) => department.name).join('、')
          : t('enterpriseQuickResponse.scope.all'),
    },
    {
      key: 'send_count',
      title: t('enterpriseQuickResponse.column.sendCount'),
      align: 'end',
      render: (row) => (
        <Box>
          <Text>{formatNumber(row.send_count)}</Text>
          <Text fontSize="xs" color="gray.600">
            {t('enterpriseQuickResponse.sendCount30d', {
              count: formatNumber(row.send_count_30d),
            })}
          </Text>
        </Box>
      ),
    },
    {
      key: 'updated_at',
      title: t('enterpriseQuickResponse.column.updatedAt'),
      render: (row) => formatDateTime(row.updated_at),
    },
    {
      key: 'actions',
      title: t('enterpriseQuickResponse.column.actions'),
      hideable: false,
      width: '16rem',
      render: (row) => (
        <Box display="flex" gap="1" flexWrap="nowrap">
          {actions.canMove ? (
            <>
              <Button
                size="xs"
                variant="ghost"
                aria-label={t('enterpriseQuickResponse.moveUpOf', { name: row.title })}
                onClick={() => actions.onMove(row, 'up')}
              >
                ↑
              </Button>
              <Button
                size="xs"
                variant="ghost"
                aria-label={t('enterpriseQuickResponse.moveDownOf', { name: row.title })}
                onClick={() => actions.onMove(row, 'down')}
              >
                ↓
              </Button>
            </>
          ) : null}
          <Button
            size="xs"
            variant="ghost"
            colorPalette="blue"
            onClick={() => actions.onUsage(row)}
          >
            {t('enterpriseQuickResponse.usage')}
          </Button>
          <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => actions.onEdit(row)}>
            {t('enterpriseQuickResponse.edit')}
          </Button>
          <RightButton
            right="delete"
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => actions.onDelete(row)}
          >
            {t('enterpriseQuickResponse.delete')}
          </RightButton>
        </Box>
      ),
    },
  ];
}
