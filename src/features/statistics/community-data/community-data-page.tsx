import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { GROUP_FIGURES, communityData } from '../../../../contract/statistics/community-data';
import type { CommunityDataReport } from '../../../../contract/statistics/community-data';
import { statisticsDepartments } from '../../../../contract/statistics/departments';
import { PLATFORM_MAX_SPAN_DAYS } from '../../../../contract/statistics/period';
import { formatNumber } from '../../../lib/format/format-number';
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
import { GROUP_LABELS, groupColumns } from './community-data-columns';
import type { GroupFigure } from './community-data-columns';
import { StatSection } from '../shared/stat-section';
import '../../../lib/i18n/messages/statistics-messages';

type OwnerRow = CommunityDataReport['owners'][number];
type GroupRow = CommunityDataReport['groups'][number];
type DayRow = CommunityDataReport['days'][number];
type View = 'owner' | 'group' | 'day';

const ownerColumns = (): StatColumn<OwnerRow>[] => [
  { key: 'owner', title: t('cm.col.owner'), text: (row) => row.name || '-' },
  ...groupColumns<OwnerRow>(),
];
const groupRowColumns = (): StatColumn<GroupRow>[] => [
  { key: 'group', title: t('cm.col.group'), text: (row) => row.name },
  { key: 'owner', title: t('cm.col.owner'), text: (row) => row.owner || '-' },
  ...groupColumns<GroupRow>().filter(
    (column) => column.key !== 'new_groups' && column.key !== 'groups_total',
  ),
];
const dayColumns = (): StatColumn<DayRow>[] => [
  { key: 'day', title: t('stat.col.day'), text: (row) => row.day },
  ...groupColumns<DayRow>(),
];

const sortBy = <T extends { [K in GroupFigure]: number }>() =>
  GROUP_FIGURES.map((key) => ({
    value: key,
    label: t(GROUP_LABELS[key]),
    of: (row: T) => row[key],
  }));

/**
 * issue #21 /community-data 客户群数据 (docs/domain.md §6): group figures per owner, per group and per
 * day (groupchat/statistic); department filter on the owner, at most 30 days per query.
 */
export function CommunityDataPage() {
  const [period, setPeriod] = useState<Period>(() => presetPeriod('last7', statToday()));
  const [department, setDepartment] = useState('');
  const [view, setView] = useState<View>('owner');
  const [metric, setMetric] = useState<GroupFigure>('messages');
  const departments = useEndpointQuery(statisticsDepartments, {}, STATISTICS_READ);
  const readQuery = { ...period, ...(department ? { department_id: department } : {}) };
  const report = useEndpointQuery(communityData, { query: readQuery }, STATISTICS_READ);
  const data = report.data;
  const days = data?.days ?? [];
  const loading = report.isFetching && !data;

  return (
    <PageLayout
      title={t('cm.title')}
      description={t('cm.description')}
      testId="community-data-page"
    >
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
            />
          </FilterItem>
        </FilterRow>
      </StatSection>
      {report.error && !data ? (
        <StatError message={report.error.message} onRetry={() => void report.refetch()} />
      ) : null}
      <Box {...cardGrid(7)} data-testid="community-data-totals">
        {GROUP_FIGURES.map((key) => (
          <FigureCard
            key={key}
            label={t(GROUP_LABELS[key])}
            value={data ? formatNumber(data.totals[key]) : '-'}
          />
        ))}
      </Box>
      <StatSection
        title={t(GROUP_LABELS[metric])}
        padding="4"
        actions={
          <Box width="52">
            <SelectFilter
              value={metric}
              onChange={(value) => value && setMetric(value as GroupFigure)}
              allLabel={t('stat.metric')}
              ariaLabel={t('stat.metric')}
              options={GROUP_FIGURES.map((key) => ({ value: key, label: t(GROUP_LABELS[key]) }))}
            />
          </Box>
        }
      >
        <LazyStatChart
          kind={metric === 'groups_total' || metric === 'members_total' ? 'line' : 'bar'}
          title={t(GROUP_LABELS[metric])}
          labels={days.map((row) => row.day)}
          firstColumn={t('stat.col.day')}
          series={[
            {
              key: metric,
              name: t(GROUP_LABELS[metric]),
              color: '#7b61ff',
              values: days.map((row) => row[metric]),
            },
          ]}
        />
      </StatSection>
      <StatSection
        padding="4"
        title={t(
          view === 'owner' ? 'cm.view.owner' : view === 'group' ? 'cm.view.group' : 'cm.view.day',
        )}
        actions={
          <SegmentedControl
            size="xs"
            label={t('stat.dimension')}
            value={view}
            onChange={setView}
            testId="community-data-view"
            options={[
              { value: 'owner', label: t('cm.view.owner') },
              { value: 'group', label: t('cm.view.group') },
              { value: 'day', label: t('cm.view.day') },
            ]}
          />
        }
      >
        {view === 'owner' ? (
          <StatTable
            label={t('cm.view.owner')}
            testId="community-data-owners"
            columns={toDataColumns(ownerColumns())}
            rows={data?.owners}
            rowKey={(row) => row.employee_id}
            loading={loading}
            sortOptions={sortBy<OwnerRow>()}
            exportAs={{ type: 'stat_community_owners', query: readQuery }}
          />
        ) : view === 'group' ? (
          <StatTable
            label={t('cm.view.group')}
            testId="community-data-groups"
            columns={toDataColumns(groupRowColumns())}
            rows={data?.groups}
            rowKey={(row) => row.group_id}
            loading={loading}
            sortOptions={sortBy<GroupRow>()}
            exportAs={{ type: 'stat_community_groups', query: readQuery }}
          />
        ) : (
          <StatTable
            label={t('cm.view.day')}
            testId="community-data-days"
            columns={toDataColumns(dayColumns())}
            rows={data ? [...data.days].reverse() : undefined}
            rowKey={(row) => row.day}
            loading={loading}
            exportAs={{ type: 'stat_community_days', query: readQuery }}
          />
        )}
      </StatSection>
    </PageLayout>
  );
}
