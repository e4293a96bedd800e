import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../../lib/i18n/translate';
import { grantedCodes } from '../../../data/menu/menu-access';
import { useMenuLists } from '../../../data/menu/menu-query';
import { useProfile } from '../../../data/profile/profile-query';
import { useAfterPaint } from '../../../ui/deferred-mount/use-after-paint';
import { sc } from '../../../ui/static-css/class-names';
import { chakraFreePage } from '../../../ui/theme/chakra-island';
import { corpInfoQueryOptions } from '../../../data/corp-info/corp-info-query';
import { healthScoreQueryOptions } from './api/health-score-query';
import { CorpCard } from './corp-card';
import { FrequentShortcuts } from './frequent-shortcuts';
import { GettingStarted } from './getting-started';
import { HealthCard } from './health-card';
import { HomeSearch } from './home-parts';
import { homeShortcutGroups } from './home-shortcuts';
import { RecentNotices } from './recent-notices';
import { ShortcutCard } from './shortcut-card';
import { TodayFigures } from './today-figures';

/**
 * /index (issue #6): corp info, system health, today's figures, the getting-started guide,
 * recent notices, the operator's most used pages, and every permitted area. issue #39: static
 * markup with Chakra islands (home-parts.tsx), so its title (the LCP element) and cards paint
 * without waiting for Chakra's chunk and system.
 */
function HomePageContent() {
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
    <div className={sc('hp-page')} data-testid="home-page">
      <h1 className={sc('hp-title')}>{t('index.welcome', { name: profile.data.user.name })}</h1>
      <p className={sc('hp-tenant')} data-testid="home-tenant">
        {t('index.tenant', { tenant: profile.data.tenant.name })}
      </p>

      {firstCardsLoading ? (
        <div className={sc('hp-loading')} aria-busy="true" data-testid="home-cards-loading" />
      ) : (
        <div className={sc('hp-grid')}>
          <CorpCard />
          <HealthCard />
          {restReady ? (
            <>
              <GettingStarted />
              <TodayFigures />
              {onlySetup ? null : <FrequentShortcuts granted={granted} owner={owner} />}
              <div className={sc('hp-cell', onlySetup && 'hp-span-three')}>
                <RecentNotices />
              </div>
            </>
          ) : null}
        </div>
      )}

      {!restReady ? null : (
        <>
          <div className={sc('hp-shortcuts-head')}>
            <div className={sc('hp-shortcuts-text')}>
              <h2 className={sc('hp-shortcuts-title')}>{t('index.shortcuts')}</h2>
              <p className={sc('hp-hint')}>
                {onlySetup ? t('index.noAreas') : t('index.shortcutsHint')}
              </p>
            </div>
            <HomeSearch value={filter} onChange={setFilter} />
          </div>
          <div className={sc('hp-shortcuts')}>
            {groups.map((group) => (
              <ShortcutCard key={group.area} group={group} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

export const HomePage = chakraFreePage(HomePageContent);
