import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { sc } from '../../../ui/static-css/class-names';
import { healthScoreQueryOptions } from './api/health-score-query';
import { HomeCard } from './home-card';
import { CardAction } from './home-parts';
import { ScoreRing } from './score-ring';

/** /index system health: the score, the checks behind it, and a link to fix each failing one. */
export function HealthCard() {
  const health = useQuery(healthScoreQueryOptions);
  const data = health.data;
  const failing = data?.checks.filter((item) => !item.passed) ?? [];

  return (
    <HomeCard
      title={t('home.health')}
      testId="home-health"
      extra={
        <CardAction
          label={t('home.recheck')}
          palette="blue"
          loading={health.isFetching}
          onClick={() => void health.refetch()}
        />
      }
    >
      {data ? (
        <div className={sc('hh-body')}>
          <ScoreRing score={data.score} label={t('home.healthScore', { score: data.score })} />
          <div className={sc('hh-main')}>
            <p className={sc('hh-verdict', failing.length > 0 && 'hh-verdict-fix')}>
              {failing.length
                ? t('home.healthFix', { count: failing.length })
                : t('home.healthGood')}
            </p>
            <ul className={sc('hh-list')}>
              {data.checks.map((item) => (
                <li
                  key={item.key}
                  className={sc('hh-item')}
                  data-check={item.key}
                  data-passed={item.passed}
                >
                  <span className={sc('hh-dot', !item.passed && 'hh-dot-fix')} aria-hidden="true" />
                  <span className={sc('hh-name')} title={item.message}>
                    {item.name}
                  </span>
                  {item.passed ? null : (
                    <Link to={item.fix_path} className={sc('hh-fix')}>
                      {item.fix_label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
            <p className={sc('hh-time')}>
              {t('home.checkedAt', { time: formatDateTime(data.checked_at) })}
            </p>
          </div>
        </div>
      ) : (
        <div className={sc('hh-wait')}>
          {health.isError ? t('home.loadFailed') : t('common.loading')}
        </div>
      )}
    </HomeCard>
  );
}
