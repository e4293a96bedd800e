import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { lossList, lossNotices, lossWinBackTag } from '../../../../contract/customer/loss-customer';
import type { AlertNoticeRow, LossRow } from '../../../../contract/customer/loss-customer';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { DataTable } from '../../../ui/data-table/data-table';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { DateRangeFilter, SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { DepartmentSelect } from '../../../ui/pickers/department-select';
import { EmployeePicker } from '../../../ui/pickers/employee-picker';
import { StatCard } from '../../../ui/stat-card/stat-card';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { useDirectory } from '../shared/picker-data';
import { TabSwitch } from '../shared/tab-switch';
import { TagDialog } from '../shared/tag-dialog';
import { lossColumns } from './loss-columns';
import { LossSettingsDialog } from './loss-settings-dialog';
import '../../../lib/i18n/messages/customer-ops-messages';

type View = 'all' | 'employee' | 'notices';
const EMPTY = {
  employee_ids: [] as number[],
  department: '',
  direction: '',
  lost: { from: '', to: '' },
  min_days: '',
};
const noticeColumns: DataColumn<AlertNoticeRow>[] = [
  {
    key: 'at',
    title: t('customerOps.notice.col.at'),
    render: (row) => formatDateTime(row.created_at),
  },
  {
    key: 'recipient',
    title: t('customerOps.notice.col.recipient'),
    render: (row) => row.recipient,
  },
  {
    key: 'kind',
    title: t('customerOps.notice.col.kind'),
    render: (row) => t(`customerOps.notice.kind.${row.kind}` as 'customerOps.notice.kind.loss'),
  },
  { key: 'content', title: t('customerOps.notice.col.content'), render: (row) => row.content },
];

/** issue #19 /loss-customer 流失客户 (docs/domain.md §10 #13): losses, 删人提醒, alerts, win-back. */
export function LossCustomerPage() {
  const [view, setView] = useState<View>('all');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [tagOpen, setTagOpen] = useState(false);
  const list = useListState(EMPTY);
  const directory = useDirectory();
  const { applied, draft } = list;
  const direction = view === 'employee' ? 'employee' : applied.direction || undefined;
  const losses = useEndpointQuery(
    lossList,
    {
      query: {
        page: list.page,
        page_size: list.pageSize,
        employee_ids: applied.employee_ids,
        department_ids: applied.department ? [Number(applied.department)] : [],
        direction: direction === 'customer' || direction === 'employee' ? direction : undefined,
        lost_from: applied.lost.from || undefined,
        lost_to: applied.lost.to || undefined,
        min_days: applied.min_days === '' ? undefined : Number(applied.min_days),
      },
    },
    { enabled: view !== 'notices', keepPrevious: true },
  );
  const [noticePage, setNoticePage] = useState({ page: 1, pageSize: 20 });
  const notices = useEndpointQuery(
    lossNotices,
    { query: { page: noticePage.page, page_size: noticePage.pageSize } },
    { enabled: view === 'notices', keepPrevious: true },
  );
  const winBack = useEndpointMutation(lossWinBackTag, { invalidates: [lossList] });
  const summary = losses.data?.summary;
  const rowKey = (row: LossRow) => `${row.customer.id}-${row.employee.id}`;
  const selectedCustomers = [
    ...new Set(
      (losses.data?.list ?? [])
        .filter((row) => list.selected.has(rowKey(row)))
        .map((row) => row.customer.id),
    ),
  ];
  return (
    <PageLayout
      title={t('customerOps.loss.title')}
      description={t('customerOps.loss.description')}
      testId="loss-customer-page"
      actions={
        <Button
          size="sm"
          variant="outline"
          onClick={() => setSettingsOpen(true)}
          data-testid="loss-settings"
        >
          {t('customerOps.loss.settings')}
        </Button>
      }
    >
      <Box display="grid" gridTemplateColumns={{ base: '1fr 1fr', lg: 'repeat(3, 1fr)' }} gap="3">
        <StatCard
          label={t('customerOps.loss.stat.byCustomer')}
          value={summary?.by_customer ?? 0}
          tone="red"
        />
        <StatCard
          label={t('customerOps.loss.stat.byEmployee')}
          value={summary?.by_employee ?? 0}
          tone="orange"
        />
        <StatCard label={t('customerOps.loss.stat.today')} value={summary?.today ?? 0} />
      </Box>
      <TabSwitch
        label={t('customerOps.loss.title')}
        value={view}
        onChange={(next) => {
          setView(next);
          list.clearSelection();
        }}
        options={[
          { value: 'all', label: t('customerOps.loss.view.all') },
          { value: 'employee', label: t('customerOps.loss.view.employee') },
          { value: 'notices', label: t('customerOps.loss.view.notices') },
        ]}
      />
      {view === 'notices' ? (
        <PageSection>
          <DataTable
            label={t('customerOps.loss.view.notices')}
            testId="loss-notices"
            columns={noticeColumns}
            rows={notices.data?.list}
            rowKey={(row) => row.id}
            total={notices.data?.total ?? 0}
            page={noticePage.page}
            pageSize={noticePage.pageSize}
            onPageChange={(page, pageSize) => setNoticePage({ page, pageSize })}
            loading={notices.isFetching}
            error={notices.isError}
            onRetry={() => void notices.refetch()}
          />
        </PageSection>
      ) : (
        <>
          <PageSection>
            <FilterBar onSearch={() => list.apply()} onReset={list.reset}>
              <FilterField label={t('customerOps.loss.filter.department')}>
                <DepartmentSelect
                  departments={directory.data?.departments ?? []}
                  value={draft.department}
                  onChange={(department) => list.setDraft({ ...draft, department })}
                  ariaLabel={t('customerOps.loss.filter.department')}
                />
              </FilterField>
              <FilterField label={t('customerOps.loss.filter.employee')}>
                <EmployeePicker
                  departments={directory.data?.departments ?? []}
                  employees={directory.data?.employees ?? []}
                  value={draft.employee_ids}
                  onChange={(employee_ids) => list.setDraft({ ...draft, employee_ids })}
                  ariaLabel={t('customerOps.loss.filter.employee')}
                />
              </FilterField>
              {view === 'all' ? (
                <FilterField label={t('customerOps.loss.filter.direction')} width="40">
                  <SelectFilter
                    value={draft.direction}
                    onChange={(value) => list.setDraft({ ...draft, direction: value })}
                    options={[
                      { value: 'customer', label: t('customerOps.loss.direction.customer') },
                      { value: 'employee', label: t('customerOps.loss.direction.employee') },
                    ]}
                    ariaLabel={t('customerOps.loss.filter.direction')}
                  />
                </FilterField>
              ) : null}
              <FilterField label={t('customerOps.loss.filter.lost')} width="auto">
                <DateRangeFilter
                  value={draft.lost}
                  onChange={(lost) => list.setDraft({ ...draft, lost })}
                />
              </FilterField>
              <FilterField label={t('customerOps.loss.filter.minDays')} width="32">
                <Input
                  size="sm"
                  bg="white"
                  inputMode="numeric"
                  value={draft.min_days}
                  onChange={(event) =>
                    list.setDraft({
                      ...draft,
                      min_days: event.currentTarget.value.replace(/\D/g, ''),
                    })
                  }
                />
              </FilterField>
            </FilterBar>
          </PageSection>
          <PageSection>
            <DataTable
              label={t('customerOps.loss.title')}
              testId="loss-table"
              columns={lossColumns}
              rows={losses.data?.list}
              rowKey={rowKey}
              total={losses.data?.total ?? 0}
              {...list.tableProps}
              loading={losses.isFetching}
              error={losses.isError}
              onRetry={() => void losses.refetch()}
              emptyText={list.filtered ? t('customerOps.empty.filtered') : undefined}
              columnSettingsKey="loss-customer"
              batchActions={
                <Button size="xs" colorPalette="blue" onClick={() => setTagOpen(true)}>
                  {t('customerOps.loss.winBack')}
                </Button>
              }
            />
          </PageSection>
        </>
      )}
      <LossSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <TagDialog
        open={tagOpen}
        count={selectedCustomers.length}
        busy={winBack.isPending}
        onClose={() => setTagOpen(false)}
        onConfirm={(tag_ids) =>
          winBack.mutate(
            { body: { customer_ids: selectedCustomers, tag_ids } },
            {
              onSuccess: (result) => {
                notifySuccess(t('customerOps.loss.tagged', { n: result.added }));
                setTagOpen(false);
                list.clearSelection();
              },
            },
          )
        }
      />
    </PageLayout>
  );
}
