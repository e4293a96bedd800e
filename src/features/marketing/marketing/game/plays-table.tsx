// /marketing: a lottery's entries — every play or the winners, searchable by customer, paged
// 20 (size changer, quick jumper, 共 N 条); a won prize is marked 已核销 after a confirmation;
// export through the export center.
import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
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
import { PaginationBar } from '../../../../ui/data-table/pagination-bar';
import { SelectField } from '../../../../ui/select-field/select-field';
import { SimpleTable } from '../../../../ui/simple-table/simple-table';

type Show = '' | 'winners' | 'unredeemed' | 'redeemed';
const SHOWS: Show[] = ['', 'winners', 'unredeemed', 'redeemed'];
const filterOf = (show: Show) =>
  show === 'winners'
    ? { winners: '1' as const }
    : show === 'unredeemed'
      ? { redeemed: '0' as const }
      : show === 'redeemed'
        ? { redeemed: '1' as const }
        : {};

export function PlaysTable(props: { campaignId: number }) {
  const [show, setShow] = useState<Show>('');
  const [customer, setCustomer] = useState('');
  const [paging, setPaging] = useState({ page: 1, page_size: 20 });
  const [redeeming, setRedeeming] = useState<PlayRow | null>(null);
  const query = {
    ...paging,
    ...filterOf(show),
    ...(customer.trim() ? { customer: customer.trim() } : {}),
  };
  const plays = useEndpointQuery(
    gamePlays,
    { params: { id: props.campaignId }, query },
    { keepPrevious: true },
  );
  const redeem = useEndpointMutation(gameRedeem, { invalidates: [gamePlays, gameConfig] });
  const total = plays.data?.total ?? 0;
  return (
    <Box display="flex" flexDirection="column" gap="2">
      <Box display="flex" gap="2" flexWrap="wrap" alignItems="center">
        <Text fontWeight="semibold" flex="1" minW="24">
          {t('marketing.game.entries')}
        </Text>
        <Box width="36">
          <SelectField
            value={show}
            label={t('marketing.game.show')}
            testId="plays-show"
            onChange={(next) => {
              setShow(next as Show);
              setPaging((old) => ({ ...old, page: 1 }));
            }}
            options={SHOWS.map((each) => ({
              value: each,
              label: t(`marketing.game.show.${each || 'all'}`),
            }))}
          />
        </Box>
        <Input
          size="sm"
          width="36"
          maxLength={30}
          placeholder={t('marketing.game.customer')}
          aria-label={t('marketing.game.customer')}
          value={customer}
          onChange={(event) => {
            setCustomer(event.currentTarget.value);
            setPaging((old) => ({ ...old, page: 1 }));
          }}
        />
        <ExportButton
          type="marketing_lottery_plays"
          filters={exportFilters({ campaign_id: String(props.campaignId), ...filterOf(show) })}
          total={total}
        />
      </Box>
      {plays.isError ? (
        <Text color="red.600">{plays.error.message}</Text>
      ) : total === 0 && !plays.isPending ? (
        <Text color="fg.muted" fontSize="sm" py="4" textAlign="center">
          {t('marketing.game.noEntries')}
        </Text>
      ) : (
        <SimpleTable
          label={t('marketing.game.entries')}
          testId="game-entries"
          rows={plays.data?.list ?? []}
          columns={[
            {
              key: 'customer',
              title: t('marketing.game.customer'),
              render: (row) => row.customer_name,
            },
            { key: 'prize', title: t('marketing.game.result'), render: (row) => row.prize_name },
            {
              key: 'at',
              title: t('marketing.game.playedAt'),
              render: (row) => formatDateTime(row.played_at),
            },
            {
              key: 'redeem',
              title: t('marketing.game.redemption'),
              render: (row) =>
                row.prize_id === null ? (
                  '-'
                ) : row.redeemed_at ? (
                  `${t('marketing.game.redeemed')} ${row.redeemed_by}`
                ) : (
                  <Button size="xs" variant="outline" onClick={() => setRedeeming(row)}>
                    {t('marketing.game.redeem')}
                  </Button>
                ),
            },
          ]}
        />
      )}
      <PaginationBar
        total={total}
        page={paging.page}
        pageSize={paging.page_size}
        onChange={(page, page_size) => setPaging({ page, page_size })}
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
