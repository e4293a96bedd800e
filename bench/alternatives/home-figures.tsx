// The later cards of /index (src/features/home/index/today-figures.tsx,
// frequent-shortcuts.tsx, recent-notices.tsx) on plain elements and alt.css. The notices'
// "all notices" dialog is left out (closed on load, it renders nothing in the console either).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { MENU_ENTRIES } from '../../contract/menu-codes';
import type { IndexTodayFigures } from '../../contract/platform';
import { canOpenPage } from '../../src/data/menu/menu-access';
import { noticePageQueryOptions } from '../../src/data/notices/notice-page-query';
import { todayFiguresQueryOptions } from '../../src/features/home/index/api/today-figures-query';
import { mostUsedPages, pageVisitCounts } from '../../src/features/home/index/page-visits';
import { formatDateTime } from '../../src/lib/format/date-time';
import { formatNumber } from '../../src/lib/format/format-number';
import { routeTitle } from '../../src/lib/i18n/route-title';
import { t } from '../../src/lib/i18n/translate';
import type { MessageKey } from '../../src/lib/i18n/zh-cn';
import { HomeCard } from './home-cards';

// A copy of DAILY_ROUTES in src/features/home/index/frequent-shortcuts.tsx (that module
// imports Chakra, so it cannot be imported here).
const DAILY_ROUTES = [
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

const FIGURES: ReadonlyArray<readonly [keyof IndexTodayFigures, MessageKey, string]> = [
  ['new_customers', 'home.figure.new', 'blue'],
  ['lost_customers', 'home.figure.lost', 'red'],
  ['net_customers', 'home.figure.net', 'green'],
  ['total_customers', 'home.figure.total', 'dark'],
  ['total_groups', 'home.figure.groups', 'dark'],
  ['employees', 'home.figure.employees', 'dark'],
];

export function TodayFigures() {
  const figures = useQuery(todayFiguresQueryOptions);
  const data = figures.data;
  const date = data ? (
    <span className="alt-xs alt-muted">{t('home.todayDate', { date: data.date })}</span>
  ) : null;
  return (
    <HomeCard title={t('home.today')} testId="home-today" className="alt-span-all" extra={date}>
      <div className="alt-figures">
        {FIGURES.map(([key, label, color]) => (
          <div key={key} className="alt-figure" data-figure={key}>
            <p className="alt-sm alt-muted">{t(label)}</p>
            <p className={`alt-figure-value ${color}`}>
              {data ? formatNumber(data[key] as number) : figures.isError ? '-' : '…'}
            </p>
          </div>
        ))}
      </div>
    </HomeCard>
  );
}

export function FrequentShortcuts(props: { granted: ReadonlySet<string>; owner: string }) {
  const { granted, owner } = props;
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
  const hint = <span className="alt-xs alt-muted">{t('home.frequentHint')}</span>;
  return (
    <HomeCard title={t('home.frequent')} testId="home-frequent" className="alt-span-2" extra={hint}>
      <div className="alt-frequent">
        {entries.map((entry) => (
          <Link key={entry.path} to={entry.path} data-frequent={entry.path}>
            <span className="alt-sm alt-strong alt-truncate">{routeTitle(entry)}</span>
            <span className="alt-xs alt-muted">
              {entry.area === 'home' ? '' : t(`area.${entry.area}`)}
            </span>
          </Link>
        ))}
      </div>
    </HomeCard>
  );
}

export function RecentNotices() {
  const recent = useQuery(noticePageQueryOptions(1, 5));
  const list = recent.data?.list ?? [];
  const all = (
    <button type="button" className="alt-button ghost blue">
      {t('home.allNotices')}
    </button>
  );
  return (
    <HomeCard title={t('home.notices')} testId="home-notices" extra={all}>
      {list.length === 0 ? (
        <p className="alt-sm alt-muted alt-empty">
          {recent.isPending
            ? t('common.loading')
            : recent.isError
              ? t('home.loadFailed')
              : t('platform.notice.empty')}
        </p>
      ) : (
        <ul className="alt-notices">
          {list.map((notice) => (
            <li key={notice.id}>
              <div className="alt-row">
                {notice.is_read ? null : (
                  <span className="alt-dot red" aria-label={t('platform.notice.unread')} />
                )}
                <span className="alt-sm alt-strong alt-truncate alt-grow" title={notice.remark}>
                  {notice.title}
                </span>
              </div>
              <p className="alt-xs alt-muted">{formatDateTime(notice.publish_time).slice(0, 10)}</p>
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}
