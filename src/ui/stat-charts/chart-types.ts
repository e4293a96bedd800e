// issue #21 charts of the statistics pages: what every chart takes.

export type StatChartKind = 'line' | 'bar' | 'stacked' | 'donut' | 'funnel';
export type ValueFormat = 'number' | 'money' | 'percent';

export interface ChartSeries {
  readonly key: string;
  readonly name: string;
  /** A CSS colour (contrast ≥ 3:1 on white for marks). */
  readonly color: string;
  readonly values: readonly number[];
}

export interface StatChartProps {
  readonly kind: StatChartKind;
  /** Names the chart for screen readers (…趋势图 / …图表). */
  readonly title: string;
  /** x labels (line, bar, stacked) or categories (donut, funnel). */
  readonly labels: readonly string[];
  /** donut and funnel draw the first series across the labels. */
  readonly series: readonly ChartSeries[];
  readonly height?: number;
  readonly format?: ValueFormat;
}

/** Colours for categories (donut slices, ranking bars): distinct, dark enough on white. */
export const CATEGORY_COLORS = [
  '#3370ff',
  '#00a870',
  '#ff7d00',
  '#d83931',
  '#7b61ff',
  '#0e9ba4',
  '#c2185b',
  '#8d6e00',
  '#4e5969',
  '#1d5fd1',
] as const;
