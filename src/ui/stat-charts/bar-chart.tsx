import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { t } from '../../lib/i18n/translate';
import {
  axisLabel,
  axisMargin,
  labelIndexes,
  niceRange,
  textWidth,
} from '../trend-chart/chart-scale';
import { formatAxis, formatValue } from './chart-format';
import { ChartLegend, toggled } from './chart-legend';
import { ChartTooltip } from './chart-tooltip';
import { HorizontalBars } from './horizontal-bars';
import type { StatChartProps } from './chart-types';
import { useChartWidth } from './use-chart-width';
import '../../lib/i18n/messages/statistics-messages';

const PAD = { top: 12, right: 12, bottom: 28 };

const isDate = (label: string) => /^(\d{4}-)?\d{2}-\d{2}$/.test(label);

/**
 * Bars per label, side by side (`bar`) or stacked (`stacked`); legend toggles series. Named
 * categories (not dates) that do not all fit under the plot are drawn as horizontal bars, so
 * every bar is named at 390 (issue #37: the Top 10 named 3 of 10).
 */
export function BarChart(props: StatChartProps) {
  const { ref, width } = useChartWidth();
  const categories = !props.labels.every(isDate);
  const fits = props.labels.length <= Math.floor((width - 60) / 64);
  // One measured box whichever layout shows, so a resize can switch between them.
  return (
    <Box ref={ref} width="full">
      {categories && !fits ? (
        <HorizontalBars {...props} width={width} />
      ) : (
        <ColumnBars {...props} width={width} />
      )}
    </Box>
  );
}

function ColumnBars({ width, ...props }: StatChartProps & { width: number }) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [hover, setHover] = useState<number | null>(null);
  const height = props.height ?? 260;
  const stacked = props.kind === 'stacked';
  const shown = props.series.filter((item) => !hidden.has(item.key));
  const count = props.labels.length;
  const totals = props.labels.map((_, index) =>
    stacked
      ? shown.reduce((sum, item) => sum + Math.max(0, item.values[index] ?? 0), 0)
      : Math.max(0, ...shown.map((item) => item.values[index] ?? 0)),
  );
  // issue #37: side-by-side bars may be negative (refunds) and stay inside the plot.
  const lowest = stacked ? 0 : Math.min(0, ...shown.flatMap((item) => item.values));
  const ticks = niceRange(lowest, Math.max(0, ...totals));
  const bottom = ticks[0] ?? 0;
  const top = ticks[ticks.length - 1] ?? 1;
  const margin = axisMargin(ticks.map(formatAxis));
  const plotWidth = width - margin - PAD.right;
  const plotHeight = height - PAD.top - PAD.bottom;
  const slot = count > 0 ? plotWidth / count : plotWidth;
  const barWidth = Math.max(2, Math.min(36, slot * 0.7));
  const y = (value: number) =>
    PAD.top + plotHeight - ((value - bottom) / (top - bottom || 1)) * plotHeight;
  const lanes = stacked ? 1 : Math.max(1, shown.length);
  const laneWidth = barWidth / lanes;
  const format = props.format ?? 'number';
  const widest = Math.max(0, ...props.labels.map((label) => textWidth(axisLabel(label))));

  return (
    <Box position="relative" width="full" data-testid="stat-chart" data-kind={props.kind}>
      <ChartLegend
        items={props.series}
        hidden={hidden}
        onToggle={(key) => setHidden(toggled(hidden, key))}
      />
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={t('stat.chart.label', { title: props.title })}
        onMouseLeave={() => setHover(null)}
        viewBox={`0 0 ${width} ${height}`}
        style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={margin} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#edf0f3" />
            <text
              x={margin - 6}
              y={y(tick) + 4}
              textAnchor="end"
              fontSize="11"
              style={{ fontSize: 11 }}
              fill="#6b7280"
            >
              {formatAxis(tick)}
            </text>
          </g>
        ))}
        {props.labels.map((label, index) => {
          const left = margin + index * slot + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={label} onMouseEnter={() => setHover(index)}>
              <rect
                x={margin + index * slot}
                y={PAD.top}
                width={slot}
                height={plotHeight}
                fill={hover === index ? '#f2f5fa' : 'transparent'}
              />
              {shown.map((item, lane) => {
                const raw = item.values[index] ?? 0;
                const value = stacked ? Math.max(0, raw) : raw;
                const x = stacked ? left : left + lane * laneWidth;
                const y0 = stacked ? y(base + value) : y(Math.max(0, value));
                const h = stacked ? y(base) - y(base + value) : Math.abs(y(0) - y(value));
                if (stacked) base += value;
                return (
                  <rect
                    key={item.key}
                    x={x}
                    y={y0}
                    width={Math.max(1, laneWidth - (stacked ? 0 : 1))}
                    height={Math.max(0, h)}
                    fill={item.color}
                    rx="1"
                  />
                );
              })}
            </g>
          );
        })}
        {labelIndexes(count, Math.max(2, Math.floor(plotWidth / Math.max(56, widest + 12)))).map(
          (index) => {
            const text = axisLabel(props.labels[index] ?? '');
            // The first and last labels stay inside the chart (issue #37).
            const half = textWidth(text) / 2;
            const centre = margin + index * slot + slot / 2;
            return (
              <text
                key={index}
                x={Math.min(Math.max(centre, half + 2), width - half - 2)}
                y={height - 8}
                textAnchor="middle"
                fontSize="11"
                style={{ fontSize: 11 }}
                fill="#6b7280"
                data-axis="x"
              >
                {text}
              </text>
            );
          },
        )}
      </svg>
      {hover !== null && props.labels[hover] !== undefined ? (
        <ChartTooltip
          left={Math.min(margin + hover * slot + slot, width - 170)}
          title={props.labels[hover] ?? ''}
          rows={shown.map((item) => ({
            key: item.key,
            name: item.name,
            color: item.color,
            value: formatValue(item.values[hover] ?? 0, format),
          }))}
        />
      ) : null}
    </Box>
  );
}
