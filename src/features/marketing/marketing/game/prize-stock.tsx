// /marketing: a lottery's prizes in its detail — kind, odds, stock left and prizes won. A table
// from tablet width up; on a phone each prize is a card (name and kind over its three figures),
// so the drawer never scrolls sideways at 390 px.
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { PrizeRow } from '../../../../../contract/marketing/marketing-game';
import { formatNumber } from '../../../../lib/format/format-number';
import { t } from '../../../../lib/i18n/translate';
import { SimpleTable } from '../../../../ui/simple-table/simple-table';

const kindOf = (row: PrizeRow) =>
  row.kind === 'points'
    ? `${t('marketing.game.kind.points')} ${row.points}`
    : t(`marketing.game.kind.${row.kind}`);
const stockOf = (row: PrizeRow) =>
  `${formatNumber(row.stock)} / ${formatNumber(row.initial_stock)}`;

function Figure(props: { label: string; value: string }) {
  return (
    <Box minW="0">
      <Text fontSize="xs" color="fg.muted">
        {props.label}
      </Text>
      <Text fontSize="sm" fontWeight="medium">
        {props.value}
      </Text>
    </Box>
  );
}

export function PrizeStock(props: { prizes: readonly PrizeRow[] }) {
  return (
    <Box data-testid="game-prizes">
      <Box hideBelow="md">
        <SimpleTable
          label={t('marketing.game.prizes')}
          rows={props.prizes}
          columns={[
            { key: 'name', title: t('marketing.game.prizeName'), render: (row) => row.name },
            { key: 'kind', title: t('marketing.game.prizeKind'), render: kindOf },
            {
              key: 'odds',
              title: t('marketing.game.odds'),
              align: 'end',
              render: (row) => `${row.odds}%`,
            },
            { key: 'stock', title: t('marketing.game.stockLeft'), align: 'end', render: stockOf },
            {
              key: 'won',
              title: t('marketing.game.won'),
              align: 'end',
              render: (row) => formatNumber(row.won),
            },
          ]}
        />
      </Box>
      <Box
        as="ul"
        hideFrom="md"
        aria-label={t('marketing.game.prizes')}
        listStyleType="none"
        display="flex"
        flexDirection="column"
        gap="2"
        data-testid="game-prize-cards"
      >
        {props.prizes.map((row) => (
          <Box as="li" key={row.id} borderWidth="1px" borderRadius="md" p="3" bg="white">
            <Box display="flex" gap="2" alignItems="baseline" flexWrap="wrap" mb="2">
              <Text fontWeight="semibold" wordBreak="break-all">
                {row.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {kindOf(row)}
              </Text>
            </Box>
            <Box display="grid" gridTemplateColumns="repeat(3, minmax(0, 1fr))" gap="2">
              <Figure label={t('marketing.game.odds')} value={`${row.odds}%`} />
              <Figure label={t('marketing.game.stockLeft')} value={stockOf(row)} />
              <Figure label={t('marketing.game.won')} value={formatNumber(row.won)} />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
