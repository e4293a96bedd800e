import type { ShortLinkStatistics } from '../../../../../contract/acquiring/short-chain';
import { t } from '../../../../lib/i18n/translate';
import { ToolStatisticsPage } from '../../../../data/tool-page/tool-statistics-page';
import { ToolFigures, figureColumn, percentColumn } from '../../../../ui/tool-list/tool-figures';
import { useLinkStatistics, useShortLink } from '../api/short-chain-api';
import '../../../../lib/i18n/messages/acquiring-tools-messages';

/** issue #15 /short-chain/statistic: PV, UV, adds and add rate, per day and per channel. */
function ShortLinkFigures({ data }: { data: ShortLinkStatistics | undefined }) {
  return (
    <ToolFigures
      tableFirst
      cards={[
        { label: t('link.pv'), value: data?.totals.pv ?? 0, testId: 'stat-pv' },
        { label: t('link.uv'), value: data?.totals.uv ?? 0, tone: 'purple', testId: 'stat-uv' },
        {
          label: t('link.adds'),
          value: data?.totals.adds ?? 0,
          tone: 'green',
          testId: 'stat-adds',
        },
        {
          label: t('link.addRate'),
          value: Math.round((data?.totals.add_rate ?? 0) * 100),
          hint: '%',
          tone: 'orange',
        },
      ]}
      table={{
        title: t('link.byChannel'),
        testId: 'link-channel-table',
        rows: data?.channels,
        columns: [
          { key: 'label', title: t('link.channels'), render: (row) => row.label },
          figureColumn('pv', t('link.pv')),
          figureColumn('uv', t('link.uv')),
          figureColumn('adds', t('link.adds')),
          percentColumn('add_rate', t('link.addRate'), 'rate'),
          figureColumn('no_chat', t('link.noChat'), 'no'),
          figureColumn('chatted', t('link.chatted')),
          figureColumn('replied', t('link.replied')),
        ],
      }}
      trend={{
        title: t('link.statsTitle'),
        days: data?.days,
        series: [
          { key: 'pv', name: t('link.pv'), color: '#1d5fd6', field: 'pv' },
          { key: 'uv', name: t('link.uv'), color: '#7c3aed', field: 'uv' },
          { key: 'adds', name: t('link.adds'), color: '#07883f', field: 'adds' },
        ],
      }}
    />
  );
}

/** issue #15 /short-chain/statistic?id=<record>: without a record id the page says so instead of waiting. */
export function ShortLinkStatisticPage() {
  return (
    <ToolStatisticsPage
      title={t('link.statsTitle')}
      listPath="/short-chain"
      testId="short-link-statistic-page"
      exportType="short_link_statistics"
      useRecord={useShortLink}
      useStatistics={useLinkStatistics}
      exportRows={(data) => data.days.length}
    >
      {(data) => <ShortLinkFigures data={data} />}
    </ToolStatisticsPage>
  );
}
