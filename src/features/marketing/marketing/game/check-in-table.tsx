// /marketing: a check-in campaign's progress per customer — days checked in, current streak,
// last day and points earned; searchable by customer, on the list kit (20 a page, size
// changer, quick jumper, 共 N 条, loading / empty / error states).
import { useMemo } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { gameCheckIns, type CheckInRow } from '../../../../../contract/marketing/marketing-game';
import { useEndpointQuery } from '../../../../data/endpoint-hooks';
import { formatNumber } from '../../../../lib/format/format-number';
import { t } from '../../../../lib/i18n/translate';
import type { DataColumn } from '../../../../ui/data-table/data-table';
import { ListNameSearch } from '../../../../ui/list-kit/list-name-search';
import { ListTable } from '../../../../ui/list-kit/list-table';
import { useListState } from '../../../../ui/list-kit/use-list-state';

const EMPTY = { name: '' };

function columns(): DataColumn<CheckInRow>[] {
  return [
    {
      key: 'customer',
      title: t('marketing.game.customer'),
      hideable: false,
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
  ];
}

export function CheckInTable(props: { campaignId: number }) {
  const list = useListState(EMPTY);
  const rows = useEndpointQuery(
    gameCheckIns,
    {
      params: { id: props.campaignId },
      query: {
        page: list.page,
        page_size: list.pageSize,
        ...(list.applied.name ? { customer: list.applied.name } : {}),
      },
    },
    { keepPrevious: true },
  );
  const tableColumns = useMemo(() => columns(), []);
  return (
    <Box display="flex" flexDirection="column" gap="2">
      <Text fontWeight="semibold">{t('marketing.game.progress')}</Text>
      <ListTable
        label={t('marketing.game.progress')}
        testId="game-check-ins"
        columns={tableColumns}
        query={rows}
        list={list}
        rowKey={(row) => row.customer_id}
        emptyText={t('marketing.game.noEntries')}
        toolbar={<ListNameSearch list={list} label={t('marketing.game.customer')} />}
      />
    </Box>
  );
}
