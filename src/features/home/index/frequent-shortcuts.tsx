import { useMemo } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { Link } from 'react-router-dom';
import { MENU_ENTRIES } from '../../../../contract/menu-codes';
import { routeTitle } from '../../../lib/i18n/route-title';
import { t } from '../../../lib/i18n/translate';
import { canOpenPage } from '../../../data/menu/menu-access';
import { HomeCard } from './home-card';
import { mostUsedPages, pageVisitCounts } from './page-visits';

/** docs/domain.md §10: the routes an operator uses most, the order before any visit is counted. */
export const DAILY_ROUTES = [
  '/customer-list',
  '/channel-code',
  '/private-chat',
  '/chat-sop',
  '/tag-manage',
  '/group-list',
  '/privsph-overview',
  '/group-chat',
  '/welcome',
  '/group-code',
  '/moment-dispatch',
  '/enterprise-quick-response',
  '/loss-customer',
  '/short-chain',
  '/customer-data',
];

/** /index shortcuts to the operator's most used pages (counted by the shell, per user). */
export function FrequentShortcuts({
  granted,
  owner,
}: {
  granted: ReadonlySet<string>;
  owner: string;
}) {
  const entries = useMemo(() => {
    const permitted = MENU_ENTRIES.filter(
      (entry) => entry.area !== 'home' && canOpenPage(entry, granted),
    );
    const paths = mostUsedPages(
      pageVisitCounts(owner),
      permitted.map((entry) => entry.path),
      DAILY_ROUTES,
    );
    return paths.flatMap((path) => permitted.filter((entry) => entry.path === path));
  }, [granted, owner]);

  return (
    <HomeCard
      title={t('home.frequent')}
      testId="home-frequent"
      gridColumn={{ base: 'auto', lg: 'span 2' }}
      extra={
        <Text fontSize="xs" color="fg.muted">
          {t('home.frequentHint')}
        </Text>
      }
    >
      <Box display="grid" gridTemplateColumns="repeat(auto-fill, minmax(150px, 1fr))" gap="3">
        {entries.map((entry) => (
          <Link
            key={entry.path}
            to={entry.path}
            data-frequent={entry.path}
            style={{ textDecoration: 'none' }}
          >
            <Box
              borderWidth="1px"
              borderRadius="md"
              px="3"
              py="3"
              bg="white"
              _hover={{ borderColor: 'blue.400', bg: 'blue.50' }}
              transition="background 0.15s"
            >
              <Text fontSize="sm" fontWeight="medium" color="gray.800" truncate>
                {routeTitle(entry)}
              </Text>
              <Text fontSize="xs" color="fg.muted" mt="0.5">
                {entry.area === 'home' ? '' : t(`area.${entry.area}`)}
              </Text>
            </Box>
          </Link>
        ))}
      </Box>
    </HomeCard>
  );
}
