// /marketing: a check-in campaign's progress per customer — days checked in, current streak,
// last day and points earned; searchable by customer, paged 20.
import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { gameCheckIns } from '../../../../../contract/marketing/marketing-game';
import { useEndpointQuery } from '../../../../data/endpoint-hooks';
import { formatNumber } from '../../../../lib/format/format-number';
import { t } from '../../../../lib/i18n/translate';
import { PaginationBar } from '../../../../ui/data-table/pagination-bar';
import { SimpleTable } from '../../../../ui/simple-table/simple-table';

export function CheckInTable(props: { campaignId: number }) {
  const [customer, setCustomer] = useState('');
  const [paging, setPaging] = useState({ page: 1, page_size: 20 });
  const rows = useEndpointQuery(
    gameCheckIns,
    {
      params: { id: props.campaignId },
      query: { ...paging, ...(customer.trim() ? { customer: customer.trim() } : {}) },
    },
    { keepPrevious: true },
  );
  const total = rows.data?.total ?? 0;
  return (
    <Box display="flex" flexDirection="column" gap="2">
      <Box display="flex" gap="2" flexWrap="wrap" alignItems="center">
        <Text fontWeight="semibold" flex="1" minW="24">
          {t('marketing.game.progress')}
        </Text>
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
      </Box>
      {rows.isError ? (
        <Text color="red.600">{rows.error.message}</Text>
      ) : total === 0 && !rows.isPending ? (
        <Text color="fg.muted" fontSize="sm" py="4" textAlign="center">
          {t('marketing.game.noEntries')}
        </Text>
      ) : (
        <SimpleTable
          label={t('marketing.game.progress')}
          testId="game-check-ins"
          rows={rows.data?.list ?? []}
          columns={[
            {
              key: 'customer',
              title: t('marketing.game.customer'),
              render: (row) => row.customer_name,
            },
            {
              key: 'days',
              title: t('marketing.game.days'),
              align: 'end',
              render: (row) => formatNumber(row.days),
            },
            {
              key: 'streak',
              title: t('marketing.game.streak'),
              align: 'end',
              render: (row) => formatNumber(row.streak),
            },
            { key: 'last', title: t('marketing.game.lastDay'), render: (row) => row.last_day },
            {
              key: 'points',
              title: t('marketing.game.pointsEarned'),
              align: 'end',
              render: (row) => formatNumber(row.points),
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
    </Box>
  );
}
