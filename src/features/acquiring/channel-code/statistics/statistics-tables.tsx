import { useState } from 'react';
import type {
  ChannelCodeStatistics,
  StatisticsFigures,
  StatisticsGranularity,
} from '../../../../../contract/acquiring/channel-code';
import { formatNumber } from '../../../../lib/format/format-number';
import { DEFAULT_PAGE_SIZE } from '../../../../lib/format/table-defaults';
import { t } from '../../../../lib/i18n/translate';
import { DataTable } from '../../../../ui/data-table/data-table';
import type { DataColumn } from '../../../../ui/data-table/data-table';
import { PageSection } from '../../../../ui/page-layout/page-layout';
import { FIGURE_KEYS } from './statistics-rows';
import '../../../../lib/i18n/messages/acquiring-messages';

const LABELS = {
  adds: 'codeStats.adds',
  deleted_by_customer: 'codeStats.deletedByCustomer',
  deleted_by_employee: 'codeStats.deletedByEmployee',
  net: 'codeStats.net',
} as const;

function figureColumns<T extends StatisticsFigures>(): DataColumn<T>[] {
  return FIGURE_KEYS.map((key) => ({
    key,
    title: t(LABELS[key]),
    align: 'end',
    render: (row: T) => formatNumber(row[key]),
  }));
}

/** Pages a list held in memory (the statistics answer is small and whole). */
function usePaged<T>(rows: readonly T[] | undefined) {
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const page = Math.min(paging.page, Math.max(1, Math.ceil((rows?.length ?? 0) / paging.pageSize)));
  return {
    page,
    pageSize: paging.pageSize,
    slice: rows?.slice((page - 1) * paging.pageSize, page * paging.pageSize),
    onPageChange: (next: number, pageSize: number) => setPaging({ page: next, pageSize }),
  };
}

const PERIOD_TITLE = {
  day: 'codeStats.col.period',
  week: 'codeStats.col.week',
  month: 'codeStats.col.month',
} as const;

/** The statistics by period and by employee, as paged tables. */
export function StatisticsTables(props: {
  stats: ChannelCodeStatistics | undefined;
  loading: boolean;
  granularity: StatisticsGranularity;
}) {
  const periods = usePaged(props.stats ? [...props.stats.series].reverse() : undefined);
  const employees = usePaged(props.stats?.employees);
  return (
    <>
      <PageSection title={t('codeStats.byPeriod')}>
        <DataTable
          label={t('codeStats.byPeriod')}
          testId="stats-periods"
          columns={[
            {
              key: 'period',
              title: t(PERIOD_TITLE[props.granularity]),
              hideable: false,
              render: (row) => row.period,
            },
            ...figureColumns<ChannelCodeStatistics['series'][number]>(),
          ]}
          rows={periods.slice}
          rowKey={(row) => row.period}
          total={props.stats?.series.length ?? 0}
          page={periods.page}
          pageSize={periods.pageSize}
          onPageChange={periods.onPageChange}
          loading={props.loading}
        />
      </PageSection>
      <PageSection title={t('codeStats.byEmployee')}>
        <DataTable
          label={t('codeStats.byEmployee')}
          testId="stats-employees"
          columns={[
            {
              key: 'employee',
              title: t('codeStats.col.employee'),
              hideable: false,
              render: (row) => row.employee.name,
            },
            ...figureColumns<ChannelCodeStatistics['employees'][number]>(),
          ]}
          rows={employees.slice}
          rowKey={(row) => row.employee.id}
          total={props.stats?.employees.length ?? 0}
          page={employees.page}
          pageSize={employees.pageSize}
          onPageChange={employees.onPageChange}
          loading={props.loading}
        />
      </PageSection>
    </>
  );
}
