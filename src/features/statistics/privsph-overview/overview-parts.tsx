import { Box } from '@chakra-ui/react/box';
import type { OverviewData } from '../../../../contract/statistics/privsph-overview';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import { LazyStatChart } from '../../../ui/stat-charts/lazy-stat-chart';
import { toDataColumns } from '../shared/stat-columns';
import type { StatColumn } from '../shared/stat-columns';
import { StatTable } from '../shared/stat-table';
import { StatSection } from '../shared/stat-section';
import '../../../lib/i18n/messages/statistics-messages';

type TopRow = OverviewData['top_employees'][number];
type ChannelRow = OverviewData['channels'][number];

const topColumns = (): StatColumn<TopRow>[] => [
  { key: 'name', title: t('ov.col.employee'), text: (row) => row.name },
  {
    key: 'new',
    title: t('ov.s.new'),
    text: (row) => formatNumber(row.new_contacts),
    numeric: true,
  },
  {
    key: 'total',
    title: t('ov.s.customers'),
    text: (row) => formatNumber(row.contacts_total),
    numeric: true,
  },
];

const channelName = (row: ChannelRow) => (row.channel_code_id === 0 ? t('ov.noChannel') : row.name);

const channelColumns = (): StatColumn<ChannelRow>[] => [
  { key: 'name', title: t('ov.col.channel'), text: channelName },
  { key: 'adds', title: t('ov.s.new'), text: (row) => formatNumber(row.adds), numeric: true },
];

/** Employee Top 10 and channel share, each a chart with its table and export. */
export function OverviewRankings(props: {
  data: OverviewData | undefined;
  loading: boolean;
  /** The page's read query: the exports read what the page reads. */
  query: { days: string };
}) {
  const top = props.data?.top_employees ?? [];
  const channels = props.data?.channels ?? [];
  return (
    <Box
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' }}
      gap="4"
    >
      <StatSection title={t('ov.top')} padding="4" testId="overview-top">
        <LazyStatChart
          kind="bar"
          title={t('ov.top')}
          labels={top.map((row) => row.name)}
          series={[
            {
              key: 'new',
              name: t('ov.s.new'),
              color: '#3370ff',
              values: top.map((row) => row.new_contacts),
            },
          ]}
          firstColumn={t('ov.col.employee')}
          height={220}
        />
        <Box mt="3">
          <StatTable
            label={t('ov.top')}
            testId="overview-top-table"
            columns={toDataColumns(topColumns())}
            rows={props.data ? top : undefined}
            rowKey={(row) => row.employee_id}
            loading={props.loading}
            exportAs={{ type: 'stat_overview_top', query: props.query }}
          />
        </Box>
      </StatSection>
      <StatSection title={t('ov.channels')} padding="4" testId="overview-channels">
        <LazyStatChart
          kind="donut"
          title={t('ov.channels')}
          labels={channels.map(channelName)}
          series={[
            {
              key: 'adds',
              name: t('ov.s.new'),
              color: '#3370ff',
              values: channels.map((row) => row.adds),
            },
          ]}
          firstColumn={t('ov.col.channel')}
        />
        <Box mt="3">
          <StatTable
            label={t('ov.channels')}
            testId="overview-channel-table"
            columns={toDataColumns(channelColumns())}
            rows={props.data ? channels : undefined}
            rowKey={(row) => row.channel_code_id}
            loading={props.loading}
            exportAs={{ type: 'stat_overview_channels', query: props.query }}
          />
        </Box>
      </StatSection>
    </Box>
  );
}
