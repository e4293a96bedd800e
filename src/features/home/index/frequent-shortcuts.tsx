import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { MENU_ENTRIES } from '../../../../contract/menu-codes';
import { routeTitle } from '../../../lib/i18n/route-title';
import { t } from '../../../lib/i18n/translate';
import { listedInMenu } from '../../../data/menu/menu-access';
import { sc } from '../../../ui/static-css/class-names';
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
      (entry) => entry.area !== 'home' && listedInMenu(entry, granted),
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
      span="two"
      extra={<p className={sc('hc-note')}>{t('home.frequentHint')}</p>}
    >
      <div className={sc('fs-grid')}>
        {entries.map((entry) => (
          <Link
            key={entry.path}
            to={entry.path}
            data-frequent={entry.path}
            className={sc('fs-link')}
          >
            <div className={sc('fs-tile')}>
              <p className={sc('fs-title')}>{routeTitle(entry)}</p>
              <p className={sc('fs-area')}>
                {entry.area === 'home' ? '' : t(`area.${entry.area}`)}
              </p>
            </div>
          </Link>
        ))}
      </div>
    </HomeCard>
  );
}
