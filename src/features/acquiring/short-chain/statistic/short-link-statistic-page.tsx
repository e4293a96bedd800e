import { Box } from '@chakra-ui/react/box';
import type { ShortLinkStatistics } from '../../../../../contract/acquiring/short-chain';
import { t } from '../../../../lib/i18n/translate';
import { ToolStatisticsPage } from '../../../../data/tool-page/tool-statistics-page';
import { PageSection } from '../../../../ui/page-layout/page-layout';
import { SimpleTable, percent } from '../../../../ui/simple-table/simple-table';
import { StatCard } from '../../../../ui/stat-card/stat-card';
import { LazyTrendChart } from '../../../../ui/trend-chart/lazy-trend-chart';
import { useLinkStatistics, useShortLink } from '../api/short-chain-api';
import '../../../../lib/i18n/messages/acquiring-tools-messages';

/** issue #15 /short-chain/statistic: PV, UV, adds and add rate, per day and per channel. */
function ShortLinkFigures({ data }: { data: ShortLinkStatistics | undefined }) {
  return (
    <>
      <Box display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3">
        <StatCard label={t('link.pv')} value={data?.totals.pv ?? 0} testId="stat-pv" />
        <StatCard
          label={t('link.uv')}
          value={data?.totals.uv ?? 0}
          tone="purple"
          testId="stat-uv"
        />
        <StatCard
          label={t('link.adds')}
          value={data?.totals.adds ?? 0}
          tone="green"
          testId="stat-adds"
        />
        <StatCard
          label={t('link.addRate')}
          value={Math.round((data?.totals.add_rate ?? 0) * 100)}
          hint="%"
          tone="orange"
        />
      </Box>
      <PageSection title={t('link.byChannel')}>
        <SimpleTable
          label={t('link.byChannel')}
          testId="link-channel-table"
          rows={data?.channels ?? []}
          columns={[
            { key: 'label', title: t('link.channels'), render: (row) => row.label },
            { key: 'pv', title: t('link.pv'), align: 'end', render: (row) => row.pv },
            { key: 'uv', title: t('link.uv'), align: 'end', render: (row) => row.uv },
            { key: 'adds', title: t('link.adds'), align: 'end', render: (row) => row.adds },
            {
              key: 'rate',
              title: t('link.addRate'),
              align: 'end',
              render: (row) => percent(row.add_rate),
            },
            { key: 'no', title: t('link.noChat'), align: 'end', render: (row) => row.no_chat },
            {
              key: 'chatted',
              title: t('link.chatted'),
              align: 'end',
              render: (row) => row.chatted,
            },
            {
              key: 'replied',
              title: t('link.replied'),
              align: 'end',
              render: (row) => row.replied,
            },
          ]}
        />
      </PageSection>
      <PageSection>
        <LazyTrendChart
          title={t('link.statsTitle')}
          labels={(data?.days ?? []).map((row) => row.day.slice(5))}
          series={[
            {
              key: 'pv',
              name: t('link.pv'),
              color: '#1d5fd6',
              values: (data?.days ?? []).map((row) => Number(row.pv)),
            },
            {
              key: 'uv',
              name: t('link.uv'),
              color: '#7c3aed',
              values: (data?.days ?? []).map((row) => Number(row.uv)),
            },
            {
              key: 'adds',
              name: t('link.adds'),
              color: '#07883f',
              values: (data?.days ?? []).map((row) => Number(row.adds)),
            },
          ]}
        />
      </PageSection>
    </>
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
