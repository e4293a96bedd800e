import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { t } from '../../lib/i18n/translate';
import { niceRange } from '../trend-chart/chart-scale';
import { formatValue } from './chart-format';
import { ChartLegend, toggled } from './chart-legend';
import type { StatChartProps } from './chart-types';
import '../../lib/i18n/messages/statistics-messages';

const ROW = 14;
const GAP = 10;
const NAME_WIDTH = 84;
const VALUE_WIDTH = 64;

/**
 * issue #37 "a bar chart that names every bar at 390": named categories (employees, shops)
 * as horizontal bars, one row each with its whole name and its value, so none goes unnamed
 * however narrow the screen. Negative values draw left of the zero line.
 */
export function HorizontalBars(props: StatChartProps & { width: number }) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const shown = props.series.filter((item) => !hidden.has(item.key));
  const values = shown.flatMap((item) => item.values);
  const ticks = niceRange(Math.min(0, ...values), Math.max(0, ...values));
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 1;
  const plotLeft = NAME_WIDTH + 8;
  const plotWidth = Math.max(60, props.width - plotLeft - VALUE_WIDTH);
  const x = (value: number) => plotLeft + ((value - low) / (high - low || 1)) * plotWidth;
  const lanes = Math.max(1, shown.length);
  const rowHeight = lanes * ROW + GAP;
  const height = props.labels.length * rowHeight + GAP;
  const format = props.format ?? 'number';

  return (
    <Box data-testid="stat-chart" data-kind={props.kind} data-layout="horizontal">
      <ChartLegend
        items={props.series}
        hidden={hidden}
        onToggle={(key) => setHidden(toggled(hidden, key))}
      />
      <svg
        width={props.width}
        height={height}
        role="img"
        aria-label={t('stat.chart.label', { title: props.title })}
        viewBox={`0 0 ${props.width} ${height}`}
        style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      >
        <line x1={x(0)} x2={x(0)} y1={0} y2={height} stroke="#c9cdd4" />
        {props.labels.map((label, index) => {
          const top = GAP + index * rowHeight;
          return (
            <g key={`${label}-${index}`}>
              <text
                x={NAME_WIDTH}
                y={top + (lanes * ROW) / 2 + 4}
                textAnchor="end"
                fontSize="12"
                style={{ fontSize: 12 }}
                fill="#374151"
                data-axis="category"
              >
                <title>{label}</title>
                {label.length > 7 ? `${label.slice(0, 6)}…` : label}
              </text>
              {shown.map((item, lane) => {
                const value = item.values[index] ?? 0;
                const start = Math.min(x(0), x(value));
                return (
                  <g key={item.key}>
                    <rect
                      x={start}
                      y={top + lane * ROW}
                      width={Math.max(1, Math.abs(x(value) - x(0)))}
                      height={ROW - 2}
                      fill={item.color}
                      rx="1"
                    />
                    <text
                      x={Math.max(x(value), x(0)) + 4}
                      y={top + lane * ROW + ROW - 4}
                      fontSize="11"
                      style={{ fontSize: 11 }}
                      fill="#6b7280"
                    >
                      {formatValue(value, format)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
