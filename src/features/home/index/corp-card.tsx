import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { AuthStatus } from '../../../../contract/platform';
import { APP_MODE_TITLES, AUTH_STATUS_TITLES } from '../../../../contract/platform';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import type { MessageKey } from '../../../lib/i18n/zh-cn';
import { followedAuthStatus } from '../../../data/user-store/platform-banners';
import { useUserStore } from '../../../data/user-store/use-user-store';
import { StatusBadge } from '../../../ui/data-table/cells/status-badge';
import { sc } from '../../../ui/static-css/class-names';
import { corpInfoQueryOptions } from '../../../data/corp-info/corp-info-query';
import { HomeCard } from './home-card';

const CORP_ACTIONS: ReadonlyArray<readonly [string, MessageKey]> = [
  ['/authorize', 'home.action.authorize'],
  ['/authorize?tab=service', 'home.action.logo'],
  ['/chat-archive-configure', 'home.action.archive'],
  ['/config-check', 'home.action.check'],
];

const STATUS_PALETTE: Record<AuthStatus, 'green' | 'red' | 'orange'> = {
  0: 'green',
  1: 'red',
  2: 'orange',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={sc('cc-fact')}>
      <p className={sc('cc-fact-label')}>{label}</p>
      <div className={sc('cc-fact-value')}>{children}</div>
    </div>
  );
}

/** /index corp card: logo, name, app mode, authorization, seats and the service term. */
export function CorpCard() {
  const corp = useQuery(corpInfoQueryOptions);
  const store = useUserStore();
  const status = store.data ? followedAuthStatus(store.data) : null;
  const info = corp.data;

  return (
    <HomeCard title={t('home.corpCard')} testId="home-corp-card" span="two">
      {info ? (
        <div className={sc('cc-body')}>
          {info.logo ? (
            <img
              src={info.logo}
              alt=""
              width={64}
              height={64}
              style={{ borderRadius: 12, objectFit: 'cover' }}
            />
          ) : (
            <div className={sc('cc-logo')} aria-hidden="true">
              {info.corp_name.slice(0, 1)}
            </div>
          )}
          <div className={sc('cc-main')}>
            <div className={sc('cc-name-line')}>
              <p className={sc('cc-name')} data-testid="home-corp-name">
                {info.corp_name}
              </p>
              <StatusBadge palette="blue">{APP_MODE_TITLES[info.app_mode]}</StatusBadge>
              {status !== null ? (
                <StatusBadge
                  palette={STATUS_PALETTE[status]}
                  variant="solid"
                  testId="home-auth-status"
                >
                  {AUTH_STATUS_TITLES[status]}
                </StatusBadge>
              ) : null}
            </div>
            <div className={sc('cc-facts')}>
              <Fact label={t('home.corpId')}>
                <span className={sc('cc-mono')}>{info.corp_id}</span>
              </Fact>
              <Fact label={t('home.seats')}>
                {t('home.seatsValue', {
                  used: formatNumber(info.seats.used),
                  total: formatNumber(info.seats.total),
                })}
              </Fact>
              <Fact label={t('home.serviceExpire')}>
                {info.service_expire_time
                  ? formatDateTime(info.service_expire_time).slice(0, 10)
                  : t('home.noTerm')}
              </Fact>
            </div>
          </div>
          <div className={sc('cc-actions')}>
            {CORP_ACTIONS.map(([path, label]) => (
              <Link key={path} to={path} className={sc('cc-action')}>
                {t(label)}
              </Link>
            ))}
          </div>
        </div>
      ) : (
        <div className={sc('cc-wait')}>
          {corp.isError ? t('home.loadFailed') : t('common.loading')}
        </div>
      )}
    </HomeCard>
  );
}
