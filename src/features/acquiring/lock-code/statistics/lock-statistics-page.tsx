import type { LockStatistics } from '../../../../../contract/acquiring/lock-code';
import { t } from '../../../../lib/i18n/translate';
import { ToolStatisticsPage } from '../../../../data/tool-page/tool-statistics-page';
import { ToolFigures, figureColumn } from '../../../../ui/tool-list/tool-figures';
import { useLockCode, useLockStatistics } from '../api/lock-code-api';
import '../../../../lib/i18n/messages/acquiring-tools-messages';

/** issue #15 /lock-code/statistics: scans, bindings and kept rescans, per day and employee. */
function LockFigures({ data }: { data: LockStatistics | undefined }) {
  return (
    <ToolFigures
      cards={[
        { label: t('lock.scans'), value: data?.totals.scans ?? 0 },
        { label: t('lock.newBindings'), value: data?.totals.new_bindings ?? 0, tone: 'green' },
        {
          label: t('lock.keptRescans'),
          value: data?.totals.kept_rescans ?? 0,
          tone: 'purple',
          testId: 'stat-kept',
        },
        {
          label: t('lock.activeBindings'),
          value: data?.totals.active_bindings ?? 0,
          tone: 'orange',
        },
      ]}
      trend={{
        title: t('lock.statsTitle'),
        days: data?.days,
        series: [
          { key: 'new', name: t('lock.newBindings'), color: '#07883f', field: 'new_bindings' },
          { key: 'kept', name: t('lock.keptRescans'), color: '#7c3aed', field: 'kept_rescans' },
        ],
      }}
      table={{
        title: t('lock.byEmployee'),
        rows: data?.employees,
        columns: [
          { key: 'name', title: t('lock.employee'), render: (row) => row.name },
          figureColumn('bindings', t('lock.newBindings')),
          figureColumn('kept', t('lock.keptRescans')),
        ],
      }}
    />
  );
}

/** issue #15 /lock-code/statistics?id=<record>: without a record id the page says so instead of waiting. */
export function LockStatisticsPage() {
  return (
    <ToolStatisticsPage
      title={t('lock.statsTitle')}
      listPath="/lock-code"
      testId="lock-statistics-page"
      exportType="lock_code_statistics"
      useRecord={useLockCode}
      useStatistics={useLockStatistics}
      exportRows={(data) => data.days.length}
    >
      {(data) => <LockFigures data={data} />}
    </ToolStatisticsPage>
  );
}
