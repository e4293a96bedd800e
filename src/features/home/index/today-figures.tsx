import type { CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { IndexTodayFigures } from '../../../../contract/platform';
import { formatNumber } from '../../../lib/format/format-number';
import type { MessageKey } from '../../../lib/i18n/zh-cn';
import { t } from '../../../lib/i18n/translate';
import { todayFiguresQueryOptions } from './api/today-figures-query';
import { sc } from '../../../ui/static-css/class-names';
import { HomeCard } from './home-card';

const FIGURES: ReadonlyArray<readonly [keyof IndexTodayFigures, MessageKey, string]> = [
  ['new_customers', 'home.figure.new', 'blue.600'],
  ['lost_customers', 'home.figure.lost', 'red.600'],
  ['net_customers', 'home.figure.net', 'green.600'],
  ['total_customers', 'home.figure.total', 'gray.800'],
  ['total_groups', 'home.figure.groups', 'gray.800'],
  ['employees', 'home.figure.employees', 'gray.800'],
];

/** /index key figures of today, from the customer and group statistics. */
export function TodayFigures() {
  const figures = useQuery(todayFiguresQueryOptions);
  const data = figures.data;
  return (
    <HomeCard
      title={t('home.today')}
      testId="home-today"
      span="full"
      extra={
        data ? <p className={sc('hc-note')}>{t('home.todayDate', { date: data.date })}</p> : null
      }
    >
      <div className={sc('tf-grid')}>
        {FIGURES.map(([key, label, color]) => (
          <div key={key} className={sc('tf-figure')} data-figure={key}>
            <p className={sc('tf-label')}>{t(label)}</p>
            <p
              className={sc('tf-value')}
              style={
                {
                  '--figure-color': `var(--chakra-colors-${color.replace('.', '-')})`,
                } as CSSProperties
              }
            >
              {data ? formatNumber(data[key] as number) : figures.isError ? '-' : '…'}
            </p>
          </div>
        ))}
      </div>
    </HomeCard>
  );
}
