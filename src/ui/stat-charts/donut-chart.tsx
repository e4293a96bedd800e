import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../lib/i18n/translate';
import { formatValue } from './chart-format';
import { ChartLegend, toggled } from './chart-legend';
import type { StatChartProps } from './chart-types';
import { CATEGORY_COLORS } from './chart-types';
import '../../lib/i18n/messages/statistics-messages';

/** The first series as shares of the labels (channel share, deal share); legend toggles slices. */
export function DonutChart(props: StatChartProps) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [hover, setHover] = useState<string | null>(null);
  const size = Math.min(props.height ?? 240, 240);
  const values = props.series[0]?.values ?? [];
  const slices = props.labels.map((label, index) => ({
    key: label,
    name: label,
    color: CATEGORY_COLORS[index % CATEGORY_COLORS.length] ?? '#3370ff',
    value: Math.max(0, values[index] ?? 0),
  }));
  const shown = slices.filter((slice) => !hidden.has(slice.key));
  const total = shown.reduce((sum, slice) => sum + slice.value, 0);
  const radius = size / 2 - 6;
  const inner = radius * 0.6;
  let angle = -Math.PI / 2;
  const active = shown.find((slice) => slice.key === hover);
  const format = props.format ?? 'number';

  return (
    <Box data-testid="stat-chart" data-kind="donut">
      <ChartLegend
        items={slices}
        hidden={hidden}
        onToggle={(key) => setHidden(toggled(hidden, key))}
      />
      <Box display="flex" justifyContent="center" position="relative">
        <svg
          width={size}
          height={size}
          role="img"
          aria-label={t('stat.chart.label', { title: props.title })}
        >
          {total === 0 ? (
            <circle
              cx={size / 2}
              cy={size / 2}
              r={(radius + inner) / 2}
              fill="none"
              stroke="#edf0f3"
              strokeWidth={radius - inner}
            />
          ) : (
            shown.map((slice) => {
              const sweep = (slice.value / total) * Math.PI * 2;
              const path = arcPath(size / 2, size / 2, radius, inner, angle, angle + sweep);
              angle += sweep;
              return (
                <path
                  key={slice.key}
                  d={path}
                  fill={slice.color}
                  opacity={hover && hover !== slice.key ? 0.45 : 1}
                  onMouseEnter={() => setHover(slice.key)}
                  onMouseLeave={() => setHover(null)}
                />
              );
            })
          )}
        </svg>
        <Box
          position="absolute"
          top="50%"
          left="50%"
          transform="translate(-50%, -50%)"
          textAlign="center"
          pointerEvents="none"
          maxW={`${inner * 1.6}px`}
        >
          <Text fontSize="xs" color="fg.muted" truncate>
            {active ? active.name : t('stat.chart.total')}
          </Text>
          <Text fontSize="md" fontWeight="semibold">
            {formatValue(active ? active.value : total, format)}
          </Text>
          {active && total > 0 ? (
            <Text fontSize="xs" color="fg.muted">
              {formatValue(Math.round((active.value / total) * 1000) / 10, 'percent')}
            </Text>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}

/** An SVG ring slice from angle a0 to a1 (radians). */
export function arcPath(cx: number, cy: number, r: number, inner: number, a0: number, a1: number) {
  const sweep = Math.min(a1 - a0, Math.PI * 2 - 0.0001);
  const end = a0 + sweep;
  const large = sweep > Math.PI ? 1 : 0;
  const point = (radius: number, angle: number) =>
    `${cx + radius * Math.cos(angle)} ${cy + radius * Math.sin(angle)}`;
  return [
    `M ${point(r, a0)}`,
    `A ${r} ${r} 0 ${large} 1 ${point(r, end)}`,
    `L ${point(inner, end)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(inner, a0)}`,
    'Z',
  ].join(' ');
}
