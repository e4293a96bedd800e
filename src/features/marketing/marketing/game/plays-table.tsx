// /marketing: a lottery's entries — every play or the winners, searchable by customer, on the
// list kit (20 a page, size changer, quick jumper, 共 N 条, loading / empty / error states);
// a won prize is marked 已核销 after a confirmation (the column stays in view on a phone);
// export through the export center with the list's applied filters.
import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import {
  gameConfig,
  gamePlays,
  gameRedeem,
  type PlayRow,
} from '../../../../../contract/marketing/marketing-game';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';
import { ExportButton, exportFilters } from '../../../../data/export-job/export-button';
import { formatDateTime } from '../../../../lib/format/date-time';
import { t } from '../../../../lib/i18n/translate';
import { notifySuccess } from '../../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../../ui/confirm-dialog/confirm-dialog';
import type { DataColumn } from '../../../../ui/data-table/data-table';
import { SelectFilter } from '../../../../ui/filter-bar/filter-inputs';
import { ListNameSearch } from '../../../../ui/list-kit/list-name-search';
import { ListTable } from '../../../../ui/list-kit/list-table';
import { useListState } from '../../../../ui/list-kit/use-list-state';

type Show = '' | 'winners' | 'unredeemed' | 'redeemed';
const SHOWS: Exclude<Show, ''>[] = ['winners', 'unredeemed', 'redeemed'];
const EMPTY: { name: string; show: Show } = { name: '', show: '' };
const filterOf = (show: Show) =>
  show === 'winners'
    ? { winners: '1' as const }
    : show === 'unredeemed'
      ? { redeemed: '0' as const }
      : show === 'redeemed'
        ? { redeemed: '1' as const }
        : {};

function columns(onRedeem: (row: PlayRow) => void): DataColumn<PlayRow>[] {
  return [
    {
      key: 'customer',
      title: t('marketing.game.customer'),
      hideable: false,
      render: (row) => row.customer_name,
    },
    { key: 'prize', title: t('marketing.game.result'), render: (row) => row.prize_name },
    {
      key: 'at',
      title: t('marketing.game.playedAt'),
      render: (row) => formatDateTime(row.played_at),
    },
    {
      key: 'actions',
      title: t('marketing.game.redemption'),
      hideable: false,
      render: (row) =>
        row.prize_id === null ? (
          '-'
        ) : row.redeemed_at ? (
          `${t('marketing.game.redeemed')} ${row.redeemed_by}`
        ) : (
          <Button size="xs" variant="outline" onClick={() => onRedeem(row)}>
            {t('marketing.game.redeem')}
          </Button>
        ),
    },
  ];
}

export function PlaysTable(props: { campaignId: number }) {
  const list = useListState(EMPTY);
  const [redeeming, setRedeeming] = useState<PlayRow | null>(null);
  const filters = {
    ...filterOf(list.applied.show),
    ...(list.applied.name ? { customer: list.applied.name } : {}),
  };
  const plays = useEndpointQuery(
    gamePlays,
    {
      params: { id: props.campaignId },
      query: { page: list.page, page_size: list.pageSize, ...filters },
    },
    { keepPrevious: true },
  );
  const redeem = useEndpointMutation(gameRedeem, { invalidates: [gamePlays, gameConfig] });
  const tableColumns = useMemo(() => columns(setRedeeming), []);
  return (
    <Box display="flex" flexDirection="column" gap="2">
      <Text fontWeight="semibold">{t('marketing.game.entries')}</Text>
      <ListTable
        label={t('marketing.game.entries')}
        testId="game-entries"
        columns={tableColumns}
        query={plays}
        list={list}
        rowKey={(row) => row.id}
        emptyText={t('marketing.game.noEntries')}
        toolbar={
          <>
            <Box width="32">
              <SelectFilter
                value={list.draft.show}
                ariaLabel={t('marketing.game.show')}
                allLabel={t('marketing.game.show.all')}
                testId="plays-show"
                onChange={(show) => list.apply({ ...list.draft, show: show as Show })}
                options={SHOWS.map((each) => ({
                  value: each,
                  label: t(`marketing.game.show.${each}`),
                }))}
              />
            </Box>
            <ListNameSearch list={list} label={t('marketing.game.customer')} />
            <ExportButton
              type="marketing_lottery_plays"
              filters={exportFilters({ campaign_id: String(props.campaignId), ...filters })}
              total={plays.data?.total ?? 0}
            />
          </>
        }
      />
      <ConfirmDialog
        open={redeeming !== null}
        title={t('marketing.game.redeemTitle')}
        busy={redeem.isPending}
        onClose={() => setRedeeming(null)}
        onConfirm={() =>
          redeem.mutate(
            { params: { id: props.campaignId, playId: redeeming?.id ?? 0 } },
            {
              onSuccess: () => {
                notifySuccess(t('marketing.game.redeemDone'));
                setRedeeming(null);
              },
            },
          )
        }
      >
        {t('marketing.game.redeemBody', {
          name: redeeming?.customer_name ?? '',
          prize: redeeming?.prize_name ?? '',
        })}
      </ConfirmDialog>
    </Box>
  );
}
