// The first cards of /index (src/features/home/index/corp-card.tsx, health-card.tsx,
// getting-started.tsx, score-ring.tsx, home-card.tsx) on plain elements and alt.css.
import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { AuthStatus } from '../../contract/platform';
import { APP_MODE_TITLES, AUTH_STATUS_TITLES } from '../../contract/platform';
import { followedAuthStatus } from '../../src/data/user-store/platform-banners';
import { useUserStore } from '../../src/data/user-store/use-user-store';
import { corpInfoQueryOptions } from '../../src/data/corp-info/corp-info-query';
import { healthScoreQueryOptions } from '../../src/features/home/index/api/health-score-query';
import {
  initialLeadQueryOptions,
  updateInitialLead,
} from '../../src/features/home/index/api/initial-lead-query';
import { formatDateTime } from '../../src/lib/format/date-time';
import { formatNumber } from '../../src/lib/format/format-number';
import { t } from '../../src/lib/i18n/translate';
import type { MessageKey } from '../../src/lib/i18n/zh-cn';

export function HomeCard(props: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <section
      aria-label={props.title}
      data-testid={props.testId}
      className={`alt-card alt-home-card ${props.className ?? ''}`}
    >
      <div className="alt-card-head">
        <h2>{props.title}</h2>
        {props.extra}
      </div>
      {props.children}
    </section>
  );
}

const CORP_ACTIONS: ReadonlyArray<readonly [string, MessageKey]> = [
  ['/authorize', 'home.action.authorize'],
  ['/authorize?tab=service', 'home.action.logo'],
  ['/chat-archive-configure', 'home.action.archive'],
  ['/config-check', 'home.action.check'],
];
const STATUS_CLASS: Record<AuthStatus, string> = { 0: 'green', 1: 'red', 2: 'orange' };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="alt-min0">
      <p className="alt-xs alt-muted">{label}</p>
      <div className="alt-fact">{children}</div>
    </div>
  );
}

export function CorpCard() {
  const corp = useQuery(corpInfoQueryOptions);
  const store = useUserStore();
  const status = store.data ? followedAuthStatus(store.data) : null;
  const info = corp.data;
  return (
    <HomeCard title={t('home.corpCard')} testId="home-corp-card" className="alt-span-2">
      {info ? (
        <div className="alt-corp">
          {info.logo ? (
            <img src={info.logo} alt="" width={64} height={64} className="alt-corp-logo" />
          ) : (
            <span className="alt-corp-logo" aria-hidden="true">
              {info.corp_name.slice(0, 1)}
            </span>
          )}
          <div className="alt-corp-body">
            <div className="alt-row-wrap">
              <span className="alt-corp-name" data-testid="home-corp-name">
                {info.corp_name}
              </span>
              <span className="alt-badge blue">{APP_MODE_TITLES[info.app_mode]}</span>
              {status !== null ? (
                <span
                  className={`alt-badge solid ${STATUS_CLASS[status]}`}
                  data-testid="home-auth-status"
                >
                  {AUTH_STATUS_TITLES[status]}
                </span>
              ) : null}
            </div>
            <div className="alt-facts">
              <Fact label={t('home.corpId')}>
                <span className="alt-mono">{info.corp_id}</span>
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
          <div className="alt-corp-actions">
            {CORP_ACTIONS.map(([path, label]) => (
              <Link key={path} to={path} className="alt-button outline">
                {t(label)}
              </Link>
            ))}
          </div>
        </div>
      ) : (
        <div className="alt-card-wait">
          {corp.isError ? t('home.loadFailed') : t('common.loading')}
        </div>
      )}
    </HomeCard>
  );
}

function scoreColor(score: number): string {
  return score >= 90 ? '#16a34a' : score >= 60 ? '#ea580c' : '#dc2626';
}

function ScoreRing({ score, label }: { score: number; label: string }) {
  const size = 112;
  const stroke = 10;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.max(0, Math.min(100, score)) / 100) * circumference;
  const color = scoreColor(score);
  return (
    <div className="alt-ring" role="img" aria-label={label}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle cx={56} cy={56} r={radius} fill="none" stroke="#e5e7eb" strokeWidth={stroke} />
        <circle
          cx={56}
          cy={56}
          r={radius}
          fill="none"
          stroke={color}
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={`${filled} ${circumference}`}
          transform="rotate(-90 56 56)"
        />
      </svg>
      <div className="alt-ring-text">
        <span className="alt-ring-score" style={{ color }} data-testid="health-score">
          {score}
        </span>
        <span className="alt-xs alt-muted">/ 100</span>
      </div>
    </div>
  );
}

export function HealthCard() {
  const health = useQuery(healthScoreQueryOptions);
  const data = health.data;
  const failing = data?.checks.filter((item) => !item.passed) ?? [];
  const recheck = (
    <button type="button" className="alt-button ghost blue" onClick={() => void health.refetch()}>
      {t('home.recheck')}
    </button>
  );
  return (
    <HomeCard title={t('home.health')} testId="home-health" extra={recheck}>
      {data ? (
        <div className="alt-health">
          <ScoreRing score={data.score} label={t('home.healthScore', { score: data.score })} />
          <div className="alt-grow">
            <p className={failing.length ? 'alt-strong orange' : 'alt-strong green'}>
              {failing.length
                ? t('home.healthFix', { count: failing.length })
                : t('home.healthGood')}
            </p>
            <ul className="alt-checks">
              {data.checks.map((item) => (
                <li key={item.key} data-check={item.key} data-passed={item.passed}>
                  <span className={item.passed ? 'alt-dot green' : 'alt-dot orange'} />
                  <span className="alt-truncate alt-grow" title={item.message}>
                    {item.name}
                  </span>
                  {item.passed ? null : <Link to={item.fix_path}>{item.fix_label}</Link>}
                </li>
              ))}
            </ul>
            <p className="alt-xs alt-muted alt-mt3">
              {t('home.checkedAt', { time: formatDateTime(data.checked_at) })}
            </p>
          </div>
        </div>
      ) : (
        <div className="alt-card-wait">
          {health.isError ? t('home.loadFailed') : t('common.loading')}
        </div>
      )}
    </HomeCard>
  );
}

export function GettingStarted() {
  const lead = useQuery(initialLeadQueryOptions);
  const queryClient = useQueryClient();
  const hide = useMutation({
    mutationFn: updateInitialLead,
    onSuccess: (data) => queryClient.setQueryData(initialLeadQueryOptions.queryKey, data),
  });
  const data = lead.data;
  if (!data || data.lead_status === 1 || data.steps.every((step) => step.done)) return null;
  const done = data.steps.filter((step) => step.done).length;
  const close = (
    <button
      type="button"
      className="alt-button ghost"
      onClick={() => hide.mutate({ id: data.id, lead_status: 1 })}
    >
      {t('home.guideClose')}
    </button>
  );
  return (
    <HomeCard
      title={t('home.guideTitle')}
      testId="home-guide"
      className="alt-span-all"
      extra={close}
    >
      <p className="alt-sm alt-muted alt-mb3">
        {t('home.guideHint')} ({done}/{data.steps.length})
      </p>
      <ol className="alt-steps">
        {data.steps.map((step, index) => (
          <li key={step.key} className={step.done ? 'done' : undefined}>
            <span className="alt-step-no">{step.done ? '✓' : index + 1}</span>
            <span className="alt-sm alt-grow">{step.title}</span>
            {step.done ? (
              <span className="alt-xs green">{t('home.guideDone')}</span>
            ) : (
              <Link to={step.path}>{t('home.guideTodo')}</Link>
            )}
          </li>
        ))}
      </ol>
    </HomeCard>
  );
}
