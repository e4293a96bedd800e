import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { GroupRow } from '../../../../contract/customer/group-list';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { TagChips } from '../shared/tag-chips';

export const groupStatusLabel = (status: number) =>
  t(`customerOps.group.status.${status}` as 'customerOps.group.status.0');

/** The /group-list table's columns (issue #19, docs/domain.md §4 [OS] GroupChatItem). */
export function groupColumns(open: (row: GroupRow) => void): DataColumn<GroupRow>[] {
  return [
    {
      key: 'name',
      title: t('customerOps.group.col.name'),
      hideable: false,
      render: (row) => (
        <Button variant="plain" size="sm" px="0" colorPalette="blue" onClick={() => open(row)}>
          {row.name}
        </Button>
      ),
    },
    {
      key: 'owner',
      title: t('customerOps.group.col.owner'),
      render: (row) => row.owner?.name ?? '-',
    },
    {
      key: 'members',
      title: t('customerOps.group.col.members'),
      render: (row) =>
        t('customerOps.group.members', { customers: row.customers, employees: row.employees }),
    },
    {
      key: 'today',
      title: t('customerOps.group.col.today'),
      render: (row) => (
        <Text as="span">
          <Text as="span" color="green.700">
            +{row.today_joins}
          </Text>{' '}
          /{' '}
          <Text as="span" color="red.700">
            -{row.today_quits}
          </Text>
        </Text>
      ),
    },
    {
      key: 'tags',
      title: t('customerOps.group.col.tags'),
      render: (row) => <TagChips names={row.tags.map((tag) => tag.name)} />,
    },
    {
      key: 'status',
      title: t('customerOps.group.col.status'),
      render: (row) => groupStatusLabel(row.status),
    },
    {
      key: 'notice',
      title: t('customerOps.group.col.notice'),
      defaultHidden: true,
      render: (row) => (
        <Text as="span" lineClamp={1} maxW="60">
          {row.notice || '-'}
        </Text>
      ),
    },
    {
      key: 'created',
      title: t('customerOps.group.col.created'),
      render: (row) => formatDateTime(row.created_at),
    },
    {
      key: 'actions',
      title: t('customerOps.col.actions'),
      hideable: false,
      render: (row) => (
        <Button variant="plain" size="sm" px="0" colorPalette="blue" onClick={() => open(row)}>
          {t('customerOps.action.detail')}
        </Button>
      ),
    },
  ];
}
