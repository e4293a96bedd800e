import { Suspense, lazy, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../lib/i18n/translate';
import { ChartTable } from './chart-table';
import type { StatChartProps } from './chart-types';
import '../../lib/i18n/messages/statistics-messages';

// issue #21: the chart module loads in its own chunk, only with the statistics pages, after the
// page's figures show.
const StatChart = lazy(() =>
  import('./stat-chart').then((module) => ({ default: module.StatChart })),
);

/** A chart with a 图表/表格 switch: the table view is the accessible reading of the chart. */
export function LazyStatChart(props: StatChartProps & { firstColumn?: string; testId?: string }) {
  const [asTable, setAsTable] = useState(false);
  const empty =
    props.labels.length === 0 || props.series.every((item) => item.values.every((value) => !value));
  return (
    <Box data-testid={props.testId}>
      <Box display="flex" justifyContent="flex-end" mb="1">
        <Button
          size="xs"
          variant="ghost"
          aria-pressed={asTable}
          onClick={() => setAsTable(!asTable)}
          data-testid="chart-view-toggle"
        >
          {asTable ? t('stat.chart.showChart') : t('stat.chart.showTable')}
        </Button>
      </Box>
      {asTable ? (
        <ChartTable {...props} />
      ) : empty ? (
        <Text textAlign="center" color="fg.muted" fontSize="sm" py="10">
          {t('stat.chart.empty')}
        </Text>
      ) : (
        <Suspense
          fallback={
            <Box
              height={`${props.height ?? 260}px`}
              display="flex"
              alignItems="center"
              justifyContent="center"
              gap="2"
              color="fg.muted"
              fontSize="sm"
            >
              <Spinner size="sm" />
              {t('stat.chart.loading')}
            </Box>
          }
        >
          <StatChart {...props} />
        </Suspense>
      )}
    </Box>
  );
}
