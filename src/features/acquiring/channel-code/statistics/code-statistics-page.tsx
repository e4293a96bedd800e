import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { StatisticsGranularity } from '../../../../../contract/acquiring/channel-code';
import { t } from '../../../../lib/i18n/translate';
import { ExportButton, exportFilters } from '../../../../data/export-job/export-button';
import { FilterField } from '../../../../ui/filter-bar/filter-bar';
import { DateRangeFilter, SelectFilter } from '../../../../ui/filter-bar/filter-inputs';
import { PageLayout, PageSection } from '../../../../ui/page-layout/page-layout';
import { EmployeePicker } from '../../../../ui/pickers/employee-picker';
import { StatCard } from '../../../../ui/stat-card/stat-card';
import { LazyTrendChart } from '../../../../ui/trend-chart/lazy-trend-chart';
import { useChannelCodeList } from '../api/channel-code-list-query';
import { useChannelCodeStatistics } from '../api/channel-code-statistics-query';
import { useDirectoryOptions } from '../../../../data/directory-options';
import { Choice } from '../code-form/form-controls';
import { StatisticsTables } from './statistics-tables';
import { FIGURE_KEYS, lastDays } from './statistics-rows';
import '../../../../lib/i18n/messages/acquiring-messages';

export const FIGURE_LABELS = {
  adds: 'codeStats.adds',
  deleted_by_customer: 'codeStats.deletedByCustomer',
  deleted_by_employee: 'codeStats.deletedByEmployee',
  net: 'codeStats.net',
} as const;
const COLORS = {
  adds: '#3370ff',
  deleted_by_customer: '#f53f3f',
  deleted_by_employee: '#ff7d00',
  net: '#00b42a',
} as const;
const TONES = {
  adds: 'blue',
  deleted_by_customer: 'red',
  deleted_by_employee: 'orange',
  net: 'green',
} as const;

/**
 * issue #9 /channel-code/statistics (?id=): adds, deleted by customer, deleted by employee and
 * net for a date range, by day, week or month, per employee, with totals, a trend and export.
 */
export function CodeStatisticsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  const [range, setRange] = useState(() => lastDays(30));
  const [granularity, setGranularity] = useState<StatisticsGranularity>('day');
  const [employeeIds, setEmployeeIds] = useState<number[]>([]);
  const codes = useChannelCodeList({ page: 1, page_size: 100 });
  const directory = useDirectoryOptions();
  const stats = useChannelCodeStatistics(id, {
    from: range.from,
    to: range.to,
    granularity,
    ...(employeeIds.length ? { employee_ids: employeeIds } : {}),
  });
  const code = codes.data?.list.find((row) => row.id === id);
  const series = useMemo(
    () =>
      FIGURE_KEYS.map((key) => ({
        key,
        name: t(FIGURE_LABELS[key]),
        color: COLORS[key],
        values: (stats.data?.series ?? []).map((row) => row[key]),
      })),
    [stats.data],
  );
  return (
    <PageLayout
      title={code ? t('codeStats.of', { name: code.name }) : t('codeStats.title')}
      description={t('codeStats.hint')}
      testId="code-statistics-page"
      actions={
        <>
          <Button size="sm" variant="outline" onClick={() => navigate('/channel-code')}>
            {t('codeStats.back')}
          </Button>
          {id === undefined ? null : (
            <ExportButton
              type="channel_code_statistics"
              filters={exportFilters({
                id,
                from: range.from,
                to: range.to,
                granularity,
                employee_ids: employeeIds,
              })}
              total={stats.data?.series.length ?? 0}
            />
          )}
        </>
      }
    >
      <PageSection padding="4">
        <Box display="flex" flexWrap="wrap" gap="4" alignItems="flex-end">
          <FilterField label={t('codeStats.chooseCode')} width="56">
            <SelectFilter
              value={id ? String(id) : ''}
              allLabel={t('codeStats.chooseCode')}
              ariaLabel={t('codeStats.chooseCode')}
              options={(codes.data?.list ?? []).map((row) => ({
                value: String(row.id),
                label: row.name,
              }))}
              onChange={(value) => setParams(value ? { id: value } : {})}
            />
          </FilterField>
          <FilterField label={t('codeStats.range')} width="72">
            <DateRangeFilter
              value={range}
              onChange={(next) => next.from && next.to && setRange(next)}
            />
          </FilterField>
          <FilterField label={t('codeStats.employees')} width="56">
            <EmployeePicker
              departments={directory.data?.departments ?? []}
              employees={directory.data?.employees ?? []}
              value={employeeIds}
              onChange={setEmployeeIds}
            />
          </FilterField>
          <Box pb="1">
            <Choice
              label={t('codeStats.granularity')}
              value={granularity}
              onChange={setGranularity}
              options={[
                { value: 'day', label: t('codeStats.day') },
                { value: 'week', label: t('codeStats.week') },
                { value: 'month', label: t('codeStats.month') },
              ]}
            />
          </Box>
        </Box>
      </PageSection>
      {id === undefined ? (
        <PageSection>
          <Text textAlign="center" color="fg.muted" py="10">
            {t('codeStats.noCode')}
          </Text>
        </PageSection>
      ) : (
        <>
          <Box
            display="grid"
            gridTemplateColumns={{ base: '1fr 1fr', lg: 'repeat(4, 1fr)' }}
            gap="4"
          >
            {FIGURE_KEYS.map((key) => (
              <StatCard
                key={key}
                label={t(FIGURE_LABELS[key])}
                value={stats.data?.totals[key] ?? 0}
                tone={TONES[key]}
                testId={`stat-${key}`}
              />
            ))}
          </Box>
          <PageSection title={t('codeStats.trend')}>
            <LazyTrendChart
              title={code?.name ?? ''}
              labels={(stats.data?.series ?? []).map((row) => row.period)}
              series={series}
            />
          </PageSection>
          <StatisticsTables
            stats={stats.data}
            loading={stats.isFetching}
            granularity={granularity}
          />
        </>
      )}
    </PageLayout>
  );
}
