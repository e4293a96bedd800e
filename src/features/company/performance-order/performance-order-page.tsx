import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import {
  ORDER_STATUS_TITLES,
  performanceOrderFilterOptions,
  performanceOrderList,
} from '../../../../contract/company/performance-order';
import type { PerformanceOrderRow } from '../../../../contract/company/performance-order';
import { PLATFORM_TITLES } from '../../../../contract/company/performance-rule';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { ExportButton, exportFilters } from '../../../data/export-job/export-button';
import { t } from '../../../lib/i18n/translate';
import { DataTable } from '../../../ui/data-table/data-table';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { DateRangeFilter, SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { StatCard } from '../../../ui/stat-card/stat-card';
import { AdjustDialog } from './adjust-dialog';
import { orderColumns } from './order-columns';
import '../../../lib/i18n/messages/company-performance-messages';

const EMPTY = {
  order_no: '',
  shop_id: '',
  platform_type: '',
  status: '',
  employee_id: '',
  attributed: '',
  paid: { from: '', to: '' },
};
const optional = (value: string) => (value === '' ? undefined : value);
const attributedOf = (value: string) =>
  value === 'yes' || value === 'no' ? (value as 'yes' | 'no') : undefined;
const yuan = (value: string | undefined) => Math.round(Number(value ?? 0));

/** issue #22 /performance-order 业绩订单 (docs/domain.md §7): orders and whom they count for. */
export function PerformanceOrderPage() {
  const list = useListState(EMPTY);
  const { applied, draft } = list;
  const [adjusting, setAdjusting] = useState<PerformanceOrderRow | null>(null);
  const options = useEndpointQuery(performanceOrderFilterOptions, {}, { persist: true });
  const query = {
    page: list.page,
    page_size: list.pageSize,
    order_no: optional(applied.order_no.trim()),
    shop_id: optional(applied.shop_id),
    platform_type: optional(applied.platform_type),
    status: optional(applied.status),
    employee_id: optional(applied.employee_id),
    attributed: attributedOf(applied.attributed),
    paid_from: optional(applied.paid.from),
    paid_to: optional(applied.paid.to),
  };
  const orders = useEndpointQuery(performanceOrderList, { query }, { keepPrevious: true });
  const summary = orders.data?.summary;
  const set = (patch: Partial<typeof EMPTY>) => list.setDraft({ ...draft, ...patch });
  return (
    <PageLayout
      title={t('perf.order.title')}
      description={t('perf.order.description')}
      testId="performance-order-page"
    >
      <Box display="grid" gridTemplateColumns={{ base: '1fr 1fr', lg: 'repeat(4, 1fr)' }} gap="3">
        <StatCard label={t('perf.order.stat.orders')} value={summary?.orders ?? 0} />
        <StatCard label={t('perf.order.stat.amount')} value={yuan(summary?.amount)} tone="purple" />
        <StatCard
          label={t('perf.order.stat.attributedOrders')}
          value={summary?.attributed_orders ?? 0}
          tone="green"
        />
        <StatCard
          label={t('perf.order.stat.attributedAmount')}
          value={yuan(summary?.attributed_amount)}
          tone="orange"
          testId="attributed-amount"
        />
      </Box>
      <PageSection>
        <FilterBar onSearch={() => list.apply()} onReset={list.reset}>
          <FilterField label={t('perf.order.filter.orderNo')}>
            <Input
              size="sm"
              bg="white"
              maxLength={64}
              value={draft.order_no}
              data-testid="filter-order-no"
              onChange={(event) => set({ order_no: event.currentTarget.value })}
            />
          </FilterField>
          <FilterField label={t('perf.order.filter.shop')}>
            <SelectFilter
              ariaLabel={t('perf.order.filter.shop')}
              value={draft.shop_id}
              onChange={(shop_id) => set({ shop_id })}
              options={(options.data?.shops ?? []).map((shop) => ({
                value: String(shop.id),
                label: shop.name,
              }))}
            />
          </FilterField>
          <FilterField label={t('perf.order.filter.platform')} width="40">
            <SelectFilter
              ariaLabel={t('perf.order.filter.platform')}
              value={draft.platform_type}
              onChange={(platform_type) => set({ platform_type })}
              options={Object.entries(PLATFORM_TITLES).map(([value, label]) => ({ value, label }))}
            />
          </FilterField>
          <FilterField label={t('perf.order.filter.status')} width="36">
            <SelectFilter
              ariaLabel={t('perf.order.filter.status')}
              value={draft.status}
              onChange={(status) => set({ status })}
              options={Object.entries(ORDER_STATUS_TITLES).map(([value, label]) => ({
                value,
                label,
              }))}
            />
          </FilterField>
          <FilterField label={t('perf.order.filter.employee')} width="40">
            <SelectFilter
              ariaLabel={t('perf.order.filter.employee')}
              value={draft.employee_id}
              onChange={(employee_id) => set({ employee_id })}
              options={(options.data?.employees ?? []).map((row) => ({
                value: String(row.id),
                label: row.name,
              }))}
            />
          </FilterField>
          <FilterField label={t('perf.order.filter.attributed')} width="36">
            <SelectFilter
              ariaLabel={t('perf.order.filter.attributed')}
              value={draft.attributed}
              onChange={(attributed) => set({ attributed })}
              options={[
                { value: 'yes', label: t('perf.order.attributed.yes') },
                { value: 'no', label: t('perf.order.attributed.no') },
              ]}
            />
          </FilterField>
          <FilterField label={t('perf.order.filter.paid')} width="auto">
            <DateRangeFilter value={draft.paid} onChange={(paid) => set({ paid })} />
          </FilterField>
        </FilterBar>
      </PageSection>
      <PageSection>
        <DataTable
          label={t('perf.order.table')}
          testId="performance-order-table"
          columns={orderColumns(setAdjusting)}
          rows={orders.data?.list}
          rowKey={(row) => row.id}
          total={orders.data?.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          loading={orders.isFetching}
          error={orders.isError}
          onRetry={() => void orders.refetch()}
          emptyText={list.filtered ? undefined : t('perf.order.empty')}
          columnSettingsKey="performance-order"
          toolbar={
            <ExportButton
              type="performance_order"
              filters={exportFilters(query)}
              total={orders.data?.total ?? 0}
            />
          }
        />
      </PageSection>
      <AdjustDialog
        order={adjusting}
        employees={options.data?.employees ?? []}
        onClose={() => setAdjusting(null)}
      />
    </PageLayout>
  );
}
