// issue #22 /order-auto-bind/bind-config-history 绑定配置历史: every change of a shop's binding
// rule — who, when, and the rule before → after — filtered by shop, change type and date.
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import {
  bindHistory,
  bindRules,
  CONFIG_ACTIONS,
} from '../../../../../contract/company/order-auto-bind';
import type { ConfigHistoryRow } from '../../../../../contract/company/order-auto-bind';
import { useEndpointQuery } from '../../../../data/endpoint-hooks';
import { formatDateTime } from '../../../../lib/format/date-time';
import { t } from '../../../../lib/i18n/translate';
import type { DataColumn } from '../../../../ui/data-table/data-table';
import { DataTable } from '../../../../ui/data-table/data-table';
import { FilterBar, FilterField } from '../../../../ui/filter-bar/filter-bar';
import { DateRangeFilter, SelectFilter } from '../../../../ui/filter-bar/filter-inputs';
import { useListState } from '../../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../../ui/page-layout/page-layout';
import { ruleText } from '../rule-text';
import '../../../../lib/i18n/messages/company-order-auto-bind-bind-config-history-messages';

const EMPTY = { shop_id: '', action: '', date: { from: '', to: '' } };
const optional = (value: string) => (value === '' ? undefined : value);
const ACTIONS = ['create', 'update', 'enable', 'disable'] as const;
const actionOf = (value: string) => ACTIONS.find((action) => action === value);

const COLUMNS: DataColumn<ConfigHistoryRow>[] = [
  {
    key: 'at',
    title: t('orderAutoBindBindConfigHistory.column.at'),
    hideable: false,
    render: (row) => formatDateTime(row.at),
  },
  {
    key: 'shop',
    title: t('orderAutoBindBindConfigHistory.column.shop'),
    render: (row) => row.shop_name,
  },
  {
    key: 'action',
    title: t('orderAutoBindBindConfigHistory.column.action'),
    render: (row) => CONFIG_ACTIONS[row.action] ?? row.action,
  },
  {
    key: 'before',
    title: t('orderAutoBindBindConfigHistory.column.before'),
    render: (row) => (
      <Text whiteSpace="normal" minW="60" color="fg.muted" data-testid="history-before">
        {row.before ? ruleText(row.before) : t('orderAutoBindBindConfigHistory.none')}
      </Text>
    ),
  },
  {
    key: 'after',
    title: t('orderAutoBindBindConfigHistory.column.after'),
    render: (row) => (
      <Text whiteSpace="normal" minW="60" data-testid="history-after">
        {ruleText(row.after)}
      </Text>
    ),
  },
  {
    key: 'operator',
    title: t('orderAutoBindBindConfigHistory.column.operator'),
    render: (row) => row.operator,
  },
];

export function OrderAutoBindBindConfigHistoryPage() {
  const navigate = useNavigate();
  const list = useListState(EMPTY);
  const { applied, draft } = list;
  const shops = useEndpointQuery(bindRules, {}, { persist: true });
  const query = {
    page: list.page,
    page_size: list.pageSize,
    shop_id: optional(applied.shop_id),
    action: actionOf(applied.action),
    from: optional(applied.date.from),
    to: optional(applied.date.to),
  };
  const rows = useEndpointQuery(bindHistory, { query }, { keepPrevious: true });
  const set = (patch: Partial<typeof EMPTY>) => list.setDraft({ ...draft, ...patch });
  return (
    <PageLayout
      title={t('orderAutoBindBindConfigHistory.title')}
      description={t('orderAutoBindBindConfigHistory.description')}
      testId="order-auto-bind-bind-config-history-page"
      actions={
        <Button size="sm" variant="outline" onClick={() => navigate('/order-auto-bind')}>
          {t('orderAutoBindBindConfigHistory.back')}
        </Button>
      }
    >
      <PageSection>
        <FilterBar onSearch={() => list.apply()} onReset={list.reset}>
          <FilterField label={t('orderAutoBindBindConfigHistory.filter.shop')} width="44">
            <SelectFilter
              ariaLabel={t('orderAutoBindBindConfigHistory.filter.shop')}
              value={draft.shop_id}
              onChange={(shop_id) => set({ shop_id })}
              options={(shops.data ?? []).map((shop) => ({
                value: String(shop.shop_id),
                label: shop.shop_name,
              }))}
            />
          </FilterField>
          <FilterField label={t('orderAutoBindBindConfigHistory.filter.action')} width="36">
            <SelectFilter
              ariaLabel={t('orderAutoBindBindConfigHistory.filter.action')}
              value={draft.action}
              onChange={(action) => set({ action })}
              options={Object.entries(CONFIG_ACTIONS).map(([value, label]) => ({ value, label }))}
            />
          </FilterField>
          <FilterField label={t('orderAutoBindBindConfigHistory.filter.date')} width="auto">
            <DateRangeFilter value={draft.date} onChange={(date) => set({ date })} />
          </FilterField>
        </FilterBar>
      </PageSection>
      <PageSection>
        <DataTable
          label={t('orderAutoBindBindConfigHistory.table')}
          testId="bind-history-table"
          columns={COLUMNS}
          rows={rows.data?.list}
          rowKey={(row) => row.id}
          total={rows.data?.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          loading={rows.isFetching}
          error={rows.isError}
          onRetry={() => void rows.refetch()}
          emptyText={
            list.filtered
              ? t('orderAutoBindBindConfigHistory.empty.filtered')
              : t('orderAutoBindBindConfigHistory.empty')
          }
        />
      </PageSection>
    </PageLayout>
  );
}
