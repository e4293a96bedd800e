import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { t } from '../../lib/i18n/translate';
import { labelIndexes, niceTicks } from '../trend-chart/chart-scale';
import { formatAxis, formatValue } from './chart-format';
import { ChartLegend, toggled } from './chart-legend';
import { ChartTooltip } from './chart-tooltip';
import type { StatChartProps } from './chart-types';
import { useChartWidth } from './use-chart-width';
import '../../lib/i18n/messages/statistics-messages';

const PAD = { top: 12, right: 12, bottom: 28, left: 48 };

/** Bars per label, side by side (`bar`) or stacked (`stacked`); legend toggles series. */
export function BarChart(props: StatChartProps) {
  const { ref, width } = useChartWidth();
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
  const ticks = niceTicks(Math.max(0, ...totals));
  const top = ticks[ticks.length - 1] ?? 1;
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = height - PAD.top - PAD.bottom;
  const slot = count > 0 ? plotWidth / count : plotWidth;
  const barWidth = Math.max(2, Math.min(36, slot * 0.7));
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const lanes = stacked ? 1 : Math.max(1, shown.length);
  const laneWidth = barWidth / lanes;
  const format = props.format ?? 'number';

  return (
    <Box ref={ref} position="relative" width="full" data-testid="stat-chart" data-kind={props.kind}>
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
        style={{ display: 'block', maxWidth: '100%' }}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#edf0f3" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#6b7280">
              {formatAxis(tick)}
            </text>
          </g>
        ))}
        {props.labels.map((label, index) => {
          const left = PAD.left + index * slot + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={label} onMouseEnter={() => setHover(index)}>
              <rect
                x={PAD.left + index * slot}
                y={PAD.top}
                width={slot}
                height={plotHeight}
                fill={hover === index ? '#f2f5fa' : 'transparent'}
              />
              {shown.map((item, lane) => {
                const value = Math.max(0, item.values[index] ?? 0);
                const x = stacked ? left : left + lane * laneWidth;
                const y0 = stacked ? y(base + value) : y(value);
                const h = stacked ? y(base) - y(base + value) : y(0) - y(value);
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
        {labelIndexes(count, Math.max(2, Math.floor(plotWidth / 72))).map((index) => (
          <text
            key={index}
            x={PAD.left + index * slot + slot / 2}
            y={height - 8}
            textAnchor="middle"
            fontSize="11"
            fill="#6b7280"
          >
            {shortLabel(props.labels[index] ?? '')}
          </text>
        ))}
      </svg>
      {hover !== null && props.labels[hover] !== undefined ? (
        <ChartTooltip
          left={Math.min(PAD.left + hover * slot + slot, width - 170)}
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

/** Dates lose their year on the axis; names are cut to 6 characters. */
export function shortLabel(label: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(label)) return label.slice(5);
  return label.length > 6 ? `${label.slice(0, 5)}…` : label;
}
