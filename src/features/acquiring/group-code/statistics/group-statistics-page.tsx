import type { GroupStatistics } from '../../../../../contract/acquiring/group-code';
import { t } from '../../../../lib/i18n/translate';
import { ToolStatisticsPage } from '../../../../data/tool-page/tool-statistics-page';
import { ToolFigures, figureColumn } from '../../../../ui/tool-list/tool-figures';
import { useGroupCode, useGroupStatistics } from '../api/group-code-api';
import '../../../../lib/i18n/messages/acquiring-tools-messages';

/** issue #15 /group-code/statistics: scans, joins, quits and net, per day and per group. */
function GroupFigures({ data }: { data: GroupStatistics | undefined }) {
  return (
    <ToolFigures
      cards={[
        { label: t('group.scans'), value: data?.totals.scans ?? 0 },
        {
          label: t('group.joins'),
          value: data?.totals.joins ?? 0,
          tone: 'green',
          testId: 'stat-joins',
        },
        { label: t('group.quits'), value: data?.totals.quits ?? 0, tone: 'orange' },
        { label: t('group.net'), value: data?.totals.net ?? 0, tone: 'purple' },
      ]}
      trend={{
        title: t('group.statsTitle'),
        days: data?.days,
        series: [
          { key: 'joins', name: t('group.joins'), color: '#07883f', field: 'joins' },
          { key: 'quits', name: t('group.quits'), color: '#b35c00', field: 'quits' },
          { key: 'scans', name: t('group.scans'), color: '#1d5fd6', field: 'scans' },
        ],
      }}
      table={{
        title: t('group.byGroup'),
        rows: data?.groups,
        columns: [
          { key: 'name', title: t('group.current'), render: (row) => row.name },
          {
            key: 'members',
            title: t('group.members'),
            align: 'end',
            render: (row) => `${row.members}/${row.member_cap}`,
          },
          figureColumn('joins', t('group.joins')),
          figureColumn('quits', t('group.quits')),
          figureColumn('net', t('group.net')),
        ],
      }}
    />
  );
}

/** issue #15 /group-code/statistics?id=<record>: without a record id the page says so instead of waiting. */
export function GroupStatisticsPage() {
  return (
    <ToolStatisticsPage
      title={t('group.statsTitle')}
      listPath="/group-code"
      testId="group-statistics-page"
      exportType="group_code_statistics"
      useRecord={useGroupCode}
      useStatistics={useGroupStatistics}
      exportRows={(data) => data.days.length}
    >
      {(data) => <GroupFigures data={data} />}
    </ToolStatisticsPage>
  );
}
