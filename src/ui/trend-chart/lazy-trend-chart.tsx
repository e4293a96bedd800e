import { Suspense, lazy } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Spinner } from '@chakra-ui/react/spinner';
import { t } from '../../lib/i18n/translate';
import type { TrendChartProps } from './trend-chart';
import '../../lib/i18n/messages/page-kit-messages';

// issue #9: the chart loads on demand, in its own chunk, after the page's figures show.
const TrendChart = lazy(() =>
  import('./trend-chart').then((module) => ({ default: module.TrendChart })),
);

export function LazyTrendChart(props: TrendChartProps) {
  return (
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
          {t('kit.chart.loading')}
        </Box>
      }
    >
      <TrendChart {...props} />
    </Suspense>
  );
}
