import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { useNavigate } from 'react-router-dom';
import { groupList } from '../../../../contract/customer/group-list';
import type { GroupRow } from '../../../../contract/customer/group-list';
import { t } from '../../../lib/i18n/translate';
import { DataTable } from '../../../ui/data-table/data-table';
import { ExportButton, exportFilters } from '../../../data/export-job/export-button';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { DateRangeFilter, SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { EmployeePicker } from '../../../ui/pickers/employee-picker';
import { TagPicker } from '../../../ui/pickers/tag-picker';
import { StatCard } from '../../../ui/stat-card/stat-card';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { useDirectory, useTagGroupOptions } from '../shared/picker-data';
import { groupColumns, groupStatusLabel } from './group-columns';
import '../../../lib/i18n/messages/customer-ops-messages';
import '../../../lib/i18n/messages/customer-handover-messages';
import { HandoverRecordsDrawer } from '../shared/handover/handover-records-drawer';
import { GroupHandoverDialog } from './group-handover-dialog';

const EMPTY = {
  name: '',
  owner_ids: [] as number[],
  tag_ids: [] as number[],
  status: '',
  created: { from: '', to: '' },
};

/** issue #19 /group-list 客户群 (docs/domain.md §10 #6): groups, today's joins and quits, filters. */
export function GroupListPage() {
  const navigate = useNavigate();
  const list = useListState(EMPTY);
  // issue #41: mounted on first use, then kept (as on /customer-list).
  const [handover, setHandover] = useState<boolean | null>(null);
  const [records, setRecords] = useState<boolean | null>(null);
  const directory = useDirectory();
  const tagGroups = useTagGroupOptions();
  const { applied } = list;
  const groupQuery = {
    page: list.page,
    page_size: list.pageSize,
    name: applied.name || undefined,
    owner_ids: applied.owner_ids,
    tag_ids: applied.tag_ids,
    status: applied.status === '' ? undefined : Number(applied.status),
    created_from: applied.created.from || undefined,
    created_to: applied.created.to || undefined,
  };
  const query = useEndpointQuery(groupList, { query: groupQuery }, { keepPrevious: true });
  const open = (row: GroupRow) => navigate(`/group-list/group-detail?id=${row.id}`);
  const columns = useMemo(() => groupColumns(open), []); // eslint-disable-line react-hooks/exhaustive-deps
  const summary = query.data?.summary;
  const draft = list.draft;
  return (
    <PageLayout
      title={t('customerOps.group.title')}
      description={t('customerOps.group.description')}
      testId="group-list-page"
      actions={
        <ExportButton
          type="customer_groups"
          filters={exportFilters(groupQuery)}
          total={query.data?.total ?? 0}
        />
      }
    >
      <Box display="grid" gridTemplateColumns={{ base: '1fr 1fr', lg: 'repeat(4, 1fr)' }} gap="3">
        <StatCard label={t('customerOps.group.stat.groups')} value={summary?.groups ?? 0} />
        <StatCard
          label={t('customerOps.group.stat.members')}
          value={summary?.members ?? 0}
          tone="purple"
        />
        <StatCard
          label={t('customerOps.group.stat.joins')}
          value={summary?.today_joins ?? 0}
          tone="green"
        />
        <StatCard
          label={t('customerOps.group.stat.quits')}
          value={summary?.today_quits ?? 0}
          tone="red"
        />
      </Box>
      <PageSection>
        <FilterBar onSearch={() => list.apply()} onReset={list.reset}>
          <FilterField label={t('customerOps.group.filter.name')}>
            <Input
              size="sm"
              bg="white"
              value={draft.name}
              placeholder={t('customerOps.group.filter.namePlaceholder')}
              onChange={(event) => list.setDraft({ ...draft, name: event.currentTarget.value })}
            />
          </FilterField>
          <FilterField label={t('customerOps.group.filter.owner')}>
            <EmployeePicker
              departments={directory.data?.departments ?? []}
              employees={directory.data?.employees ?? []}
              value={draft.owner_ids}
              onChange={(owner_ids) => list.setDraft({ ...draft, owner_ids })}
              ariaLabel={t('customerOps.group.filter.owner')}
            />
          </FilterField>
          <FilterField label={t('customerOps.group.filter.tags')}>
            <TagPicker
              groups={tagGroups.data ?? []}
              value={draft.tag_ids}
              onChange={(tag_ids) => list.setDraft({ ...draft, tag_ids })}
              ariaLabel={t('customerOps.group.filter.tags')}
            />
          </FilterField>
          <FilterField label={t('customerOps.group.filter.status')} width="36">
            <SelectFilter
              value={draft.status}
              onChange={(status) => list.setDraft({ ...draft, status })}
              options={[0, 1, 2, 3].map((value) => ({
                value: String(value),
                label: groupStatusLabel(value),
              }))}
              ariaLabel={t('customerOps.group.filter.status')}
            />
          </FilterField>
          <FilterField label={t('customerOps.group.filter.created')} width="auto">
            <DateRangeFilter
              value={draft.created}
              onChange={(created) => list.setDraft({ ...draft, created })}
            />
          </FilterField>
        </FilterBar>
      </PageSection>
      <PageSection>
        <DataTable
          label={t('customerOps.group.title')}
          testId="group-table"
          columns={columns}
          rows={query.data?.list}
          rowKey={(row) => row.id}
          total={query.data?.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          loading={query.isFetching}
          error={query.isError}
          onRetry={() => void query.refetch()}
          emptyText={list.filtered ? t('customerOps.empty.filtered') : undefined}
          columnSettingsKey="group-list"
          selected={list.selected}
          onSelectedChange={list.setSelected}
          batchActions={
            <Button
              size="xs"
              variant="outline"
              onClick={() => setHandover(true)}
              data-testid="group-batch-handover"
            >
              {t('handover.groupAction')}
            </Button>
          }
          toolbar={
            <Button
              size="sm"
              variant="outline"
              onClick={() => setRecords(true)}
              data-testid="group-handover-records"
            >
              {t('handover.records')}
            </Button>
          }
        />
      </PageSection>
      {handover === null ? null : (
        <GroupHandoverDialog
          open={handover}
          groupIds={[...list.selected].map(Number)}
          onClose={() => setHandover(false)}
          onDone={list.clearSelection}
        />
      )}
      {records === null ? null : (
        <HandoverRecordsDrawer open={records} onClose={() => setRecords(false)} targetType={2} />
      )}
    </PageLayout>
  );
}
