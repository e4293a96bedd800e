import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OperateRecord } from '../../../../contract/setting/authorize';
import { OPERATE_TYPE_TITLES } from '../../../../contract/setting/authorize';
import { formatDateTime } from '../../../lib/format/date-time';
import { TABLE_DEFAULTS } from '../../../lib/format/table-defaults';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { DataTable } from '../../../ui/data-table/data-table';
import { PageSection } from '../../../ui/page-layout/page-layout';
import { operateRecordQueryOptions } from './api/records-queries';
import '../../../lib/i18n/messages/settings-messages';

const COLUMNS: readonly DataColumn<OperateRecord>[] = [
  {
    key: 'time',
    title: t('settings.records.time'),
    width: '180px',
    render: (row) => formatDateTime(row.create_time),
  },
  {
    key: 'type',
    title: t('settings.records.type'),
    width: '160px',
    render: (row) => OPERATE_TYPE_TITLES[row.operate_type] ?? row.operate_type,
  },
  { key: 'content', title: t('settings.records.content'), render: (row) => row.content },
  {
    key: 'operator',
    title: t('settings.records.operator'),
    width: '140px',
    render: (row) => row.operator_name || '-',
  },
];

/** spec §7 mini-authorize-operate-record: who changed the authorization, paged. */
export function OperateRecordTable() {
  const [paging, setPaging] = useState({ page: 1, pageSize: TABLE_DEFAULTS.pageSize });
  const records = useQuery(operateRecordQueryOptions(paging.page, paging.pageSize));
  return (
    <PageSection title={t('settings.records.title')} testId="operate-records">
      <DataTable
        label={t('settings.records.title')}
        columns={COLUMNS}
        rows={records.data?.list}
        rowKey={(row) => row.id}
        total={records.data?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
        loading={records.isFetching}
        error={records.isError}
        onRetry={() => void records.refetch()}
        emptyText={t('settings.records.empty')}
      />
    </PageSection>
  );
}
