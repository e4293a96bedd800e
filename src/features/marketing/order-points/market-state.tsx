import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../../lib/i18n/translate';
import { useOpenMarket } from './api/open-market-query';
import { usePointsPlatforms } from './api/points-platforms-query';
import '../../../lib/i18n/messages/member-messages';

/** issue #8: the member pages show the market state (spec §7 is-open-market). */
export function MarketState() {
  const open = useOpenMarket();
  const platforms = usePointsPlatforms();
  if (open.data === undefined) return null;
  const shops = (platforms.data?.list ?? []).reduce((sum, row) => sum + row.shops.length, 0);
  return (
    <Badge
      colorPalette={open.data ? 'green' : 'orange'}
      variant="subtle"
      size="lg"
      data-testid="market-state"
    >
      {open.data ? t('member.market.open', { count: shops }) : t('member.market.closed')}
    </Badge>
  );
}

/** When no shop is linked, why nothing converts and what to do. */
export function MarketClosedNotice() {
  const open = useOpenMarket();
  if (open.data !== false) return null;
  return (
    <Box
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.200"
      borderRadius="md"
      px="4"
      py="3"
      data-testid="market-closed"
    >
      <Text fontSize="sm" color="orange.800">
        {t('member.market.closedHint')}
      </Text>
    </Box>
  );
}
