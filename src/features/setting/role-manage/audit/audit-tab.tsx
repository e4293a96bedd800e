// issue #14 /role-manage audit tab: who changed which role or member, what and when.
import { useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { roleAuditList } from '../../../../../contract/setting/role-manage';
import type { AuditRow } from '../../../../../contract/setting/role-manage';
import { useEndpointQuery } from '../../../../data/endpoint-hooks';
import { formatDateTime } from '../../../../lib/format/date-time';
import { DEFAULT_PAGE_SIZE } from '../../../../lib/format/table-defaults';
import { t } from '../../../../lib/i18n/translate';
import { DataTable } from '../../../../ui/data-table/data-table';
import type { DataColumn } from '../../../../ui/data-table/data-table';
// The column titles below are read when this module loads: register the strings first.
import '../../../../lib/i18n/messages/setting-role-manage-messages';

const COLUMNS: DataColumn<AuditRow>[] = [
  {
    key: 'time',
    title: t('roleManage.col.time'),
    hideable: false,
    render: (row) => formatDateTime(row.created_at),
  },
  { key: 'actor', title: t('roleManage.col.actor'), render: (row) => row.actor_name },
  {
    key: 'action',
    title: t('roleManage.col.action'),
    hideable: false,
    render: (row) => (
      <Badge variant="subtle" colorPalette={row.action.endsWith('delete') ? 'red' : 'blue'}>
        {row.action_label}
      </Badge>
    ),
  },
  { key: 'target', title: t('roleManage.col.target'), render: (row) => row.target_name },
  {
    key: 'detail',
    title: t('roleManage.col.detail'),
    width: '24rem',
    ellipsis: (row) => row.detail,
    render: (row) => row.detail || '—',
  },
];

export function AuditTab() {
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const list = useEndpointQuery(
    roleAuditList,
    { query: { page: paging.page, page_size: paging.pageSize } },
    { keepPrevious: true },
  );
  return (
    <DataTable
      label={t('roleManage.audit.table')}
      testId="audit-table"
      columns={COLUMNS}
      rows={list.data?.list}
      rowKey={(row) => row.id}
      total={list.data?.total ?? 0}
      page={paging.page}
      pageSize={paging.pageSize}
      onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
      loading={list.isFetching && !list.data}
      error={list.isError}
      onRetry={() => void list.refetch()}
      emptyText={t('roleManage.audit.empty')}
    />
  );
}
