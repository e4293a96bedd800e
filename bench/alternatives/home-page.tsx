// /index as src/features/home/index/home-page.tsx renders it (same queries, same texts, same
// layout rules), with alt.css classes instead of Chakra's style props.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { grantedCodes } from '../../src/data/menu/menu-access';
import { useMenuLists } from '../../src/data/menu/menu-query';
import { useProfile } from '../../src/data/profile/profile-query';
import { corpInfoQueryOptions } from '../../src/data/corp-info/corp-info-query';
import { healthScoreQueryOptions } from '../../src/features/home/index/api/health-score-query';
import type { ShortcutGroup } from '../../src/features/home/index/home-shortcuts';
import { homeShortcutGroups } from '../../src/features/home/index/home-shortcuts';
import { routeTitle } from '../../src/lib/i18n/route-title';
import { t } from '../../src/lib/i18n/translate';
import { CorpCard, GettingStarted, HealthCard } from './home-cards';
import { FrequentShortcuts, RecentNotices, TodayFigures } from './home-figures';

function ShortcutCard({ group }: { group: ShortcutGroup }) {
  const title = group.area === 'setup' ? t('index.setupTitle') : t(`area.${group.area}`);
  return (
    <section aria-label={title} data-shortcut-area={group.area} className="alt-card alt-shortcut">
      <div className="alt-shortcut-head">
        <h3>{title}</h3>
        <span>{t('index.areaCount', { count: group.entries.length })}</span>
      </div>
      <ul className="alt-links">
        {group.entries.map((entry) => (
          <li key={entry.path}>
            <Link to={entry.path}>{routeTitle(entry)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AltHomePage() {
  const profile = useProfile();
  const menu = useMenuLists();
  const [filter, setFilter] = useState('');
  const granted = useMemo(
    () => (menu.data ? grantedCodes(menu.data) : new Set<string>()),
    [menu.data],
  );
  const groups = useMemo(() => homeShortcutGroups(granted, filter), [granted, filter]);
  const corp = useQuery(corpInfoQueryOptions);
  const health = useQuery(healthScoreQueryOptions);
  const firstCardsLoading = corp.isLoading || health.isLoading;
  if (!profile.data || !menu.data) return null;
  const onlySetup = groups.length === 1 && groups[0]?.area === 'setup';
  const owner = `${profile.data.tenant.tenant_id}:${profile.data.user.id}`;

  return (
    <div className="alt-home" data-testid="home-page">
      <h1 className="alt-h1">{t('index.welcome', { name: profile.data.user.name })}</h1>
      <p className="alt-sub" data-testid="home-tenant">
        {t('index.tenant', { tenant: profile.data.tenant.name })}
      </p>
      {firstCardsLoading ? (
        <div className="alt-cards-loading" aria-busy="true" data-testid="home-cards-loading" />
      ) : (
        <div className="alt-grid">
          <CorpCard />
          <HealthCard />
          <GettingStarted />
          <TodayFigures />
          {onlySetup ? null : <FrequentShortcuts granted={granted} owner={owner} />}
          <div className={onlySetup ? 'alt-span-all' : 'alt-min0'}>
            <RecentNotices />
          </div>
        </div>
      )}
      {firstCardsLoading ? null : (
        <>
          <div className="alt-shortcuts-head">
            <div>
              <h2 className="alt-h2">{t('index.shortcuts')}</h2>
              <p className="alt-hint">
                {onlySetup ? t('index.noAreas') : t('index.shortcutsHint')}
              </p>
            </div>
            <input
              type="search"
              className="alt-input"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder={t('index.searchPlaceholder')}
              aria-label={t('index.searchPlaceholder')}
              data-testid="home-search"
            />
          </div>
          <div className="alt-shortcut-grid">
            {groups.map((group) => (
              <ShortcutCard key={group.area} group={group} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
