import { useEffect, useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import {
  GOODS_STOCK_STATES,
  goodsList,
  goodsShops,
  syncGoods,
  type GoodsRow,
} from '../../../../contract/material/material-goods';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { DataTable } from '../../../ui/data-table/data-table';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageSection } from '../../../ui/page-layout/page-layout';
import { goodsColumns } from './goods-columns';

const EMPTY = { keyword: '', shop: '', state: '' };
const RUNNING = new Set(['queued', 'active', 'retrying']);

/** issue #20 goods: the linked shops (sync as a job), then the goods with filters. */
export function GoodsPanel() {
  const list = useListState(EMPTY);
  const { applied, draft } = list;
  /** The sync job this page started: followed until it ends. */
  const [watching, setWatching] = useState<string | null>(null);
  const shops = useEndpointQuery(goodsShops, {});
  const job = shops.data?.sync_job ?? null;
  const running = RUNNING.has(job?.state ?? '');
  const done = watching !== null && job?.id === watching && !running;
  // a second observer of the same read polls while a sync runs
  useEndpointQuery(
    goodsShops,
    {},
    { refetchInterval: running || (watching && !done) ? 1500 : false },
  );
  const goods = useEndpointQuery(
    goodsList,
    {
      query: {
        page: list.page,
        page_size: list.pageSize,
        keyword: applied.keyword || undefined,
        shop_id: applied.shop ? Number(applied.shop) : undefined,
        stock_state: (applied.state || undefined) as GoodsRow['stock_state'] | undefined,
      },
    },
    { keepPrevious: true },
  );
  const sync = useEndpointMutation(syncGoods, { invalidates: [goodsShops] });
  const refetchGoods = goods.refetch;
  // the sync started here has ended: say so and reload the goods
  useEffect(() => {
    if (!done) return;
    if (job?.state === 'completed') notifySuccess(t('goods.syncDone'));
    void refetchGoods();
  }, [done, job?.state, refetchGoods]);
  const columns = useMemo(
    () =>
      goodsColumns((row) => {
        void navigator.clipboard?.writeText(row.link).then(() => notifySuccess(t('goods.copied')));
      }),
    [],
  );
  const shopList = shops.data?.list ?? [];
  return (
    <>
      <PageSection title={t('goods.shops')}>
        {shopList.length === 0 && !shops.isFetching ? (
          <Text fontSize="sm" color="fg.muted">
            {t('goods.shopsEmpty')}
          </Text>
        ) : (
          <Box display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
            {shopList.map((shop) => (
              <Box key={shop.id} borderWidth="1px" borderRadius="md" p="3" data-testid="goods-shop">
                <Text fontWeight="medium">{shop.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('goods.shopGoods', { n: shop.goods })} ·{' '}
                  {shop.last_synced_at
                    ? t('goods.lastSync', { at: formatDateTime(shop.last_synced_at) })
                    : t('goods.neverSynced')}
                </Text>
              </Box>
            ))}
          </Box>
        )}
        <Box mt="3">
          <Button
            size="sm"
            colorPalette="blue"
            loading={running || (watching !== null && !done) || sync.isPending}
            loadingText={t('goods.syncing')}
            disabled={shopList.length === 0}
            data-testid="goods-sync"
            onClick={() =>
              sync.mutate(
                { body: {} },
                {
                  onSuccess: (answer) => {
                    notifySuccess(t('goods.syncStarted'));
                    setWatching(answer.job_id);
                  },
                },
              )
            }
          >
            {t('goods.sync')}
          </Button>
        </Box>
      </PageSection>
      <PageSection>
        <FilterBar onSearch={() => list.apply()} onReset={list.reset}>
          <FilterField label={t('goods.filter.keyword')}>
            <Input
              size="sm"
              bg="white"
              value={draft.keyword}
              onChange={(event) => list.setDraft({ ...draft, keyword: event.currentTarget.value })}
            />
          </FilterField>
          <FilterField label={t('goods.filter.shop')} width="44">
            <SelectFilter
              value={draft.shop}
              ariaLabel={t('goods.filter.shop')}
              onChange={(shop) => list.setDraft({ ...draft, shop })}
              options={shopList.map((shop) => ({ value: String(shop.id), label: shop.name }))}
            />
          </FilterField>
          <FilterField label={t('goods.filter.state')} width="36">
            <SelectFilter
              value={draft.state}
              ariaLabel={t('goods.filter.state')}
              onChange={(state) => list.setDraft({ ...draft, state })}
              options={GOODS_STOCK_STATES.map((state) => ({
                value: state,
                label: t(`goods.state.${state}`),
              }))}
            />
          </FilterField>
        </FilterBar>
      </PageSection>
      <PageSection>
        <DataTable
          label={t('goods.table')}
          testId="goods-table"
          columns={columns}
          rows={goods.data?.list}
          rowKey={(row) => row.id}
          total={goods.data?.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          loading={goods.isFetching}
          error={goods.isError}
          onRetry={() => void goods.refetch()}
          emptyText={list.filtered ? t('goods.emptyFiltered') : t('goods.empty')}
          columnSettingsKey="material-goods"
        />
      </PageSection>
    </>
  );
}
