import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import {
  BIND_MODE_TITLES,
  BIND_STATUS_TITLES,
  bindResults,
  bindRetry,
  bindStats,
  IDENTIFIER_TITLES,
} from '../../../../contract/company/order-auto-bind';
import type { BindResultRow, ShopBindRule } from '../../../../contract/company/order-auto-bind';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { ExportButton, exportFilters } from '../../../data/export-job/export-button';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { DataTable } from '../../../ui/data-table/data-table';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { DateRangeFilter, SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageSection } from '../../../ui/page-layout/page-layout';
import type { ManualBindTarget } from './manual-bind-dialog';
import { resultColumns } from './result-columns';
import type { ResultAction } from './result-columns';
import { UnbindDialog } from './unbind-dialog';
import '../../../lib/i18n/messages/company-order-auto-bind-messages';

const EMPTY = {
  order_no: '',
  customer: '',
  shop_id: '',
  status: '',
  identifier_type: '',
  bind_mode: '',
  date: { from: '', to: '' },
};
const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
const optionsOf = (titles: Record<number, string>) =>
  Object.entries(titles).map(([value, label]) => ({ value, label }));

/** issue #22 binding log: filters, paging 20, bind/unbind/retry by hand. */
export function ResultsSection(props: {
  shops: readonly ShopBindRule[];
  onManualBind: (target: ManualBindTarget) => void;
}) {
  const list = useListState(EMPTY);
  const { applied, draft } = list;
  const [unbinding, setUnbinding] = useState<BindResultRow | null>(null);
  const query = {
    page: list.page,
    page_size: list.pageSize,
    order_no: optional(applied.order_no),
    customer: optional(applied.customer),
    shop_id: optional(applied.shop_id),
    status: optional(applied.status),
    identifier_type: optional(applied.identifier_type),
    bind_mode: optional(applied.bind_mode),
    from: optional(applied.date.from),
    to: optional(applied.date.to),
  };
  const rows = useEndpointQuery(bindResults, { query }, { keepPrevious: true });
  const retry = useEndpointMutation(bindRetry, { invalidates: [bindResults, bindStats] });
  const retryOrders = (orderIds: number[]) =>
    retry.mutate(
      { body: { order_ids: orderIds } },
      { onSuccess: (data) => notifySuccess(t('orderAutoBind.retried', { count: data.retried })) },
    );
  const onAction = (row: BindResultRow, action: ResultAction) => {
    if (action === 'unbind') setUnbinding(row);
    else if (action === 'retry') retryOrders([row.order_id]);
    else props.onManualBind({ orderNo: row.order_no, candidates: row.candidates });
  };
  const failedOnPage = (rows.data?.list ?? []).filter((row) => row.status === 2);
  const set = (patch: Partial<typeof EMPTY>) => list.setDraft({ ...draft, ...patch });
  return (
    <PageSection title={t('orderAutoBind.results')}>
      <FilterBar onSearch={() => list.apply()} onReset={list.reset}>
        <FilterField label={t('orderAutoBind.filter.orderNo')}>
          <Input
            size="sm"
            bg="white"
            maxLength={64}
            value={draft.order_no}
            data-testid="filter-order-no"
            onChange={(event) => set({ order_no: event.currentTarget.value })}
          />
        </FilterField>
        <FilterField label={t('orderAutoBind.filter.customer')} width="40">
          <Input
            size="sm"
            bg="white"
            maxLength={32}
            value={draft.customer}
            onChange={(event) => set({ customer: event.currentTarget.value })}
          />
        </FilterField>
        <FilterField label={t('orderAutoBind.filter.shop')} width="40">
          <SelectFilter
            ariaLabel={t('orderAutoBind.filter.shop')}
            value={draft.shop_id}
            onChange={(shop_id) => set({ shop_id })}
            options={props.shops.map((shop) => ({
              value: String(shop.shop_id),
              label: shop.shop_name,
            }))}
          />
        </FilterField>
        <FilterField label={t('orderAutoBind.filter.status')} width="36">
          <SelectFilter
            ariaLabel={t('orderAutoBind.filter.status')}
            value={draft.status}
            testId="filter-status"
            onChange={(status) => set({ status })}
            options={optionsOf(BIND_STATUS_TITLES)}
          />
        </FilterField>
        <FilterField label={t('orderAutoBind.filter.type')} width="36">
          <SelectFilter
            ariaLabel={t('orderAutoBind.filter.type')}
            value={draft.identifier_type}
            onChange={(identifier_type) => set({ identifier_type })}
            options={optionsOf(IDENTIFIER_TITLES)}
          />
        </FilterField>
        <FilterField label={t('orderAutoBind.filter.mode')} width="32">
          <SelectFilter
            ariaLabel={t('orderAutoBind.filter.mode')}
            value={draft.bind_mode}
            onChange={(bind_mode) => set({ bind_mode })}
            options={optionsOf(BIND_MODE_TITLES)}
          />
        </FilterField>
        <FilterField label={t('orderAutoBind.filter.date')} width="auto">
          <DateRangeFilter value={draft.date} onChange={(date) => set({ date })} />
        </FilterField>
      </FilterBar>
      <DataTable
        label={t('orderAutoBind.results')}
        testId="bind-results-table"
        columns={resultColumns(onAction)}
        rows={rows.data?.list}
        rowKey={(row) => row.order_id}
        total={rows.data?.total ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        loading={rows.isFetching}
        error={rows.isError}
        onRetry={() => void rows.refetch()}
        emptyText={list.filtered ? undefined : t('orderAutoBind.empty')}
        columnSettingsKey="order-auto-bind-results"
        toolbar={
          <Box display="flex" gap="2" flexWrap="wrap">
            <Button
              size="sm"
              variant="outline"
              disabled={failedOnPage.length === 0}
              loading={retry.isPending}
              onClick={() => retryOrders(failedOnPage.map((row) => row.order_id))}
            >
              {t('orderAutoBind.retryPage')}
            </Button>
            <ExportButton
              type="order_bind_result"
              filters={exportFilters(query)}
              total={rows.data?.total ?? 0}
            />
          </Box>
        }
      />
      <UnbindDialog row={unbinding} onClose={() => setUnbinding(null)} />
    </PageSection>
  );
}
