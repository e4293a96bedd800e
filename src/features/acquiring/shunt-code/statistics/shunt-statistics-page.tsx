import { Badge } from '@chakra-ui/react/badge';
import type { ShuntStatistics } from '../../../../../contract/acquiring/shunt-code';
import { t } from '../../../../lib/i18n/translate';
import { ToolStatisticsPage } from '../../../../data/tool-page/tool-statistics-page';
import { ToolFigures, figureColumn, percentColumn } from '../../../../ui/tool-list/tool-figures';
import { useShuntCode, useShuntStatistics } from '../api/shunt-code-api';
import '../../../../lib/i18n/messages/acquiring-tools-messages';

/** issue #15 /shunt-code/statistics: exposures, adds, conversion and share vs weight per target. */
function ShuntFigures({ data }: { data: ShuntStatistics | undefined }) {
  const totals = data?.totals;
  return (
    <ToolFigures
      tableFirst
      cards={[
        { label: t('shunt.exposures'), value: totals?.exposures ?? 0, testId: 'stat-exposures' },
        { label: t('shunt.adds'), value: totals?.adds ?? 0, tone: 'green', testId: 'stat-adds' },
        {
          label: t('shunt.conversion'),
          value: totals?.exposures ? Math.round((totals.adds / totals.exposures) * 100) : 0,
          hint: '%',
          tone: 'purple',
        },
      ]}
      table={{
        title: t('shunt.byTarget'),
        testId: 'shunt-target-table',
        rows: data?.targets,
        columns: [
          {
            key: 'name',
            title: t('shunt.target'),
            render: (row) => (
              <>
                {row.name} {row.fallback ? <Badge size="sm">{t('shunt.fallbackTag')}</Badge> : null}
              </>
            ),
          },
          { key: 'kind', title: t('shunt.kind'), render: (row) => t(`shunt.kind.${row.kind}`) },
          figureColumn('weight', t('shunt.weight')),
          figureColumn('exposures', t('shunt.exposures')),
          figureColumn('adds', t('shunt.adds')),
          percentColumn('conversion', t('shunt.conversion')),
          percentColumn('configured_share', t('shunt.configuredShare'), 'configured'),
          percentColumn('actual_share', t('shunt.actualShare'), 'actual'),
        ],
      }}
      trend={{
        title: t('shunt.statsTitle'),
        days: data?.days,
        series: [
          { key: 'exposures', name: t('shunt.exposures'), color: '#1d5fd6', field: 'exposures' },
          { key: 'adds', name: t('shunt.adds'), color: '#07883f', field: 'adds' },
        ],
      }}
    />
  );
}

/** issue #15 /shunt-code/statistics?id=<record>: without a record id the page says so instead of waiting. */
export function ShuntStatisticsPage() {
  return (
    <ToolStatisticsPage
      title={t('shunt.statsTitle')}
      listPath="/shunt-code"
      testId="shunt-statistics-page"
      exportType="shunt_code_statistics"
      useRecord={useShuntCode}
      useStatistics={useShuntStatistics}
      exportRows={(data) => data.targets.length}
    >
      {(data) => <ShuntFigures data={data} />}
    </ToolStatisticsPage>
  );
}
