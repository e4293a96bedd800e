import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { customerData, EMPLOYEE_FIGURES } from '../../../../contract/statistics/customer-data';
import type { CustomerDataReport } from '../../../../contract/statistics/customer-data';
import { statisticsDepartments } from '../../../../contract/statistics/departments';
import { PLATFORM_MAX_SPAN_DAYS } from '../../../../contract/statistics/period';
import { t } from '../../../lib/i18n/translate';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { PageLayout } from '../../../ui/page-layout/page-layout';
import { DepartmentSelect } from '../../../ui/pickers/department-select';
import { LazyStatChart } from '../../../ui/stat-charts/lazy-stat-chart';
import { FilterItem, FilterRow } from '../shared/filter-row';
import { FigureCard } from '../shared/kpi-card';
import { presetPeriod, statToday } from '../shared/period';
import type { Period } from '../shared/period';
import { PeriodPicker } from '../shared/period-picker';
import { toDataColumns } from '../shared/stat-columns';
import type { StatColumn } from '../shared/stat-columns';
import { cardGrid, StatError } from '../shared/stat-states';
import { StatTable } from '../shared/stat-table';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { STATISTICS_READ } from '../shared/statistics-read';
import { SegmentedControl } from '../../../ui/segmented-control/segmented-control';
import { FIGURE_LABELS, figureColumns, figureText } from './customer-data-columns';
import type { EmployeeFigure } from './customer-data-columns';
import { StatSection } from '../shared/stat-section';
import { StageFunnelSection } from './stage-funnel-section';
import '../../../lib/i18n/messages/statistics-messages';

type EmployeeRow = CustomerDataReport['employees'][number];
type DayRow = CustomerDataReport['days'][number];

const employeeColumns = (): StatColumn<EmployeeRow>[] => [
  { key: 'name', title: t('cd.col.employee'), text: (row) => row.name },
  { key: 'department', title: t('cd.col.department'), text: (row) => row.department || '-' },
  ...figureColumns<EmployeeRow>(),
];
const dayColumns = (): StatColumn<DayRow>[] => [
  { key: 'day', title: t('stat.col.day'), text: (row) => row.day },
  ...figureColumns<DayRow>(),
];

/**
 * issue #21 /customer-data 客户数据 (docs/domain.md §6, §10 #15): per employee per day, the platform's
 * behaviour figures; department filter, at most 30 days per query, trend per figure, sortable
 * table by employee or by day, CSV export. Persisted for offline reading.
 */
export function CustomerDataPage() {
  const [period, setPeriod] = useState<Period>(() => presetPeriod('last7', statToday()));
  const [department, setDepartment] = useState('');
  const [view, setView] = useState<'employee' | 'day'>('employee');
  const [metric, setMetric] = useState<EmployeeFigure>('new_contact');
  const departments = useEndpointQuery(statisticsDepartments, {}, STATISTICS_READ);
  const readQuery = { ...period, ...(department ? { department_id: department } : {}) };
  const report = useEndpointQuery(customerData, { query: readQuery }, STATISTICS_READ);
  const data = report.data;
  const days = data?.days ?? [];

  return (
    <PageLayout title={t('cd.title')} description={t('cd.description')} testId="customer-data-page">
      <StatSection padding="4">
        <FilterRow>
          <FilterItem label={t('stat.period.label')} grow>
            <PeriodPicker
              value={period}
              onChange={setPeriod}
              maxSpanDays={PLATFORM_MAX_SPAN_DAYS}
              missingOffline={report.missingOffline}
            />
          </FilterItem>
          <FilterItem label={t('stat.department')}>
            <DepartmentSelect
              departments={departments.data ?? []}
              value={department}
              onChange={setDepartment}
              ariaLabel={t('stat.department')}
              testId="customer-data-department"
            />
          </FilterItem>
        </FilterRow>
      </StatSection>
      {report.error && !data ? (
        <StatError message={report.error.message} onRetry={() => void report.refetch()} />
      ) : null}
      <Box {...cardGrid(7)} data-testid="customer-data-totals">
        {EMPLOYEE_FIGURES.map((key) => (
          <FigureCard
            key={key}
            label={t(FIGURE_LABELS[key])}
            value={data ? figureText(data.totals, key) : '-'}
            testId={`total-${key}`}
          />
        ))}
      </Box>
      <StatSection
        title={t(FIGURE_LABELS[metric])}
        padding="4"
        actions={
          <Box width="52">
            <SelectFilter
              value={metric}
              onChange={(value) => value && setMetric(value as EmployeeFigure)}
              allLabel={t('stat.metric')}
              ariaLabel={t('stat.metric')}
              options={EMPLOYEE_FIGURES.map((key) => ({
                value: key,
                label: t(FIGURE_LABELS[key]),
              }))}
              testId="customer-data-metric"
            />
          </Box>
        }
      >
        <LazyStatChart
          kind="line"
          title={t(FIGURE_LABELS[metric])}
          labels={days.map((row) => row.day)}
          firstColumn={t('stat.col.day')}
          format={metric === 'reply_rate' ? 'percent' : 'number'}
          series={[
            {
              key: metric,
              name: t(FIGURE_LABELS[metric]),
              color: '#3370ff',
              values: days.map((row) => row[metric] ?? 0),
            },
          ]}
          testId="customer-data-trend"
        />
      </StatSection>
      <StageFunnelSection />
      <StatSection
        title={view === 'employee' ? t('cd.byEmployee') : t('cd.byDay')}
        padding="4"
        actions={
          <SegmentedControl
            size="xs"
            label={t('stat.dimension')}
            value={view}
            onChange={setView}
            testId="customer-data-view"
            options={[
              { value: 'employee', label: t('cd.view.employee') },
              { value: 'day', label: t('cd.view.day') },
            ]}
          />
        }
      >
        {view === 'employee' ? (
          <StatTable
            label={t('cd.byEmployee')}
            testId="customer-data-employees"
            columns={toDataColumns(employeeColumns())}
            rows={data?.employees}
            rowKey={(row) => row.employee_id}
            loading={report.isFetching && !data}
            sortOptions={EMPLOYEE_FIGURES.map((key) => ({
              value: key,
              label: t(FIGURE_LABELS[key]),
              of: (row: EmployeeRow) => row[key],
            }))}
            exportAs={{ type: 'stat_customer_data_employees', query: readQuery }}
          />
        ) : (
          <StatTable
            label={t('cd.byDay')}
            testId="customer-data-days"
            columns={toDataColumns(dayColumns())}
            rows={data ? [...data.days].reverse() : undefined}
            rowKey={(row) => row.day}
            loading={report.isFetching && !data}
            exportAs={{ type: 'stat_customer_data_days', query: readQuery }}
          />
        )}
      </StatSection>
    </PageLayout>
  );
}
