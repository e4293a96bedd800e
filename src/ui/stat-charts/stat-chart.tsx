// issue #21 "Charts": the one chart module of the statistics pages (line, bar, stacked bar,
// donut, funnel), plain SVG and loaded on demand in its own chunk (lazy-stat-chart.tsx).
import { TrendChart } from '../trend-chart/trend-chart';
import { BarChart } from './bar-chart';
import type { StatChartProps } from './chart-types';
import { DonutChart } from './donut-chart';
import { FunnelChart } from './funnel-chart';

export function StatChart(props: StatChartProps) {
  switch (props.kind) {
    case 'line':
      return (
        <TrendChart
          title={props.title}
          labels={props.labels}
          series={props.series}
          height={props.height}
        />
      );
    case 'bar':
    case 'stacked':
      return <BarChart {...props} />;
    case 'donut':
      return <DonutChart {...props} />;
    case 'funnel':
      return <FunnelChart {...props} />;
  }
}
