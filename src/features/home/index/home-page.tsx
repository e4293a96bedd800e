import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../../lib/i18n/translate';
import { grantedCodes } from '../../../data/menu/menu-access';
import { useMenuLists } from '../../../data/menu/menu-query';
import { useProfile } from '../../../data/profile/profile-query';
import { useAfterPaint } from '../../../ui/deferred-mount/use-after-paint';
import { corpInfoQueryOptions } from './api/corp-info-query';
import { healthScoreQueryOptions } from './api/health-score-query';
import { CorpCard } from './corp-card';
import { FrequentShortcuts } from './frequent-shortcuts';
import { GettingStarted } from './getting-started';
import { HealthCard } from './health-card';
import { homeShortcutGroups } from './home-shortcuts';
import { RecentNotices } from './recent-notices';
import { ShortcutCard } from './shortcut-card';
import { TodayFigures } from './today-figures';

/**
 * /index (issue #6): corp info, system health, today's figures, the getting-started guide,
 * recent notices, the operator's most used pages, and every permitted area.
 */
export function HomePage() {
  const profile = useProfile();
  const menu = useMenuLists();
  const [filter, setFilter] = useState('');
  const granted = useMemo(
    () => (menu.data ? grantedCodes(menu.data) : new Set<string>()),
    [menu.data],
  );
  const groups = useMemo(() => homeShortcutGroups(granted, filter), [granted, filter]);
  // issue #23 (no layout shift): the cards at the top grow when their data arrives and pushed
  // the rest down (CLS 0.14 on a phone); the grid shows once both have answered (or failed, or
  // are paused offline), in the space reserved meanwhile.
  const corp = useQuery(corpInfoQueryOptions);
  const health = useQuery(healthScoreQueryOptions);
  const firstCardsLoading = corp.isLoading || health.isLoading;
  // issue #23: the cards below the corp and health cards, and the area shortcuts, mount after
  // those two have painted (appended below them: nothing on screen moves).
  const restReady = useAfterPaint(!firstCardsLoading);
  if (!profile.data || !menu.data) return null;
  const onlySetup = groups.length === 1 && groups[0]?.area === 'setup';
  const owner = `${profile.data.tenant.tenant_id}:${profile.data.user.id}`;

  return (
    <Box p="6" maxW="7xl" data-testid="home-page">
      <Heading as="h1" size="2xl">
        {t('index.welcome', { name: profile.data.user.name })}
      </Heading>
      <Text mt="2" color="gray.600" data-testid="home-tenant">
        {t('index.tenant', { tenant: profile.data.tenant.name })}
      </Text>

      {firstCardsLoading ? (
        <Box mt="6" minH="100vh" aria-busy="true" data-testid="home-cards-loading" />
      ) : (
        <Box
          display="grid"
          gridTemplateColumns={{ base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' }}
          gap="4"
          mt="6"
        >
          <CorpCard />
          <HealthCard />
          {restReady ? (
            <>
              <GettingStarted />
              <TodayFigures />
              {onlySetup ? null : <FrequentShortcuts granted={granted} owner={owner} />}
              <Box gridColumn={onlySetup ? { base: 'auto', lg: 'span 3' } : undefined} minW="0">
                <RecentNotices />
              </Box>
            </>
          ) : null}
        </Box>
      )}

      {!restReady ? null : (
        <>
          <Box display="flex" alignItems="end" gap="4" mt="8" mb="4" flexWrap="wrap">
            <Box flex="1" minW="60">
              <Heading as="h2" size="lg">
                {t('index.shortcuts')}
              </Heading>
              <Text fontSize="sm" color="gray.500" mt="1">
                {onlySetup ? t('index.noAreas') : t('index.shortcutsHint')}
              </Text>
            </Box>
            <Input
              type="search"
              maxW="72"
              bg="white"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder={t('index.searchPlaceholder')}
              aria-label={t('index.searchPlaceholder')}
              data-testid="home-search"
            />
          </Box>
          <Box display="grid" gridTemplateColumns="repeat(auto-fill, minmax(240px, 1fr))" gap="4">
            {groups.map((group) => (
              <ShortcutCard key={group.area} group={group} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
