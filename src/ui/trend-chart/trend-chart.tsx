import { useEffect, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { formatNumber } from '../../lib/format/format-number';
import { t } from '../../lib/i18n/translate';
import { formatAxis } from '../stat-charts/chart-format';
import {
  axisLabel,
  axisMargin,
  labelAnchor,
  labelIndexes,
  niceRange,
  textWidth,
} from './chart-scale';
import '../../lib/i18n/messages/page-kit-messages';

export interface TrendSeries {
  readonly key: string;
  readonly name: string;
  /** A CSS colour. */
  readonly color: string;
  readonly values: readonly number[];
}

export interface TrendChartProps {
  title: string;
  labels: readonly string[];
  series: readonly TrendSeries[];
  height?: number;
}

const PAD = { top: 16, right: 16, bottom: 28 };

/**
 * A small SVG line chart (issue #9: a trend chart without a chart library, to keep route
 * chunks small): nice y ticks, thinned x labels, a legend that toggles series, and a hover
 * line with the values of that period.
 */
export function TrendChart({ title, labels, series, height = 260 }: TrendChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(720);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [hover, setHover] = useState<number | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(320, element.clientWidth || 720));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const shown = series.filter((item) => !hidden.has(item.key));
  const values = shown.flatMap((item) => item.values);
  // issue #37: negatives get ticks below 0 (inside the plot), ticks read 万 and fit the margin.
  const ticks = niceRange(Math.min(0, ...values), Math.max(0, ...values));
  const bottom = ticks[0] ?? 0;
  const top = ticks[ticks.length - 1] ?? 1;
  const left = axisMargin(ticks.map(formatAxis));
  const plotWidth = width - left - PAD.right;
  const plotHeight = height - PAD.top - PAD.bottom;
  const x = (index: number) =>
    left + (labels.length <= 1 ? plotWidth / 2 : (index / (labels.length - 1)) * plotWidth);
  const y = (value: number) =>
    PAD.top + plotHeight - ((value - bottom) / (top - bottom || 1)) * plotHeight;
  const widest = Math.max(0, ...labels.map((label) => textWidth(axisLabel(label))));
  const empty =
    labels.length === 0 || series.every((item) => item.values.every((value) => value === 0));

  const onMove = (clientX: number, box: number) => {
    if (labels.length === 0) return;
    const ratio = (clientX - box - left) / plotWidth;
    setHover(Math.min(labels.length - 1, Math.max(0, Math.round(ratio * (labels.length - 1)))));
  };

  return (
    <Box ref={ref} position="relative" width="full" data-testid="trend-chart">
      <Box display="flex" gap="4" mb="2" flexWrap="wrap">
        {series.map((item) => (
          <chakra.button
            key={item.key}
            type="button"
            display="flex"
            alignItems="center"
            gap="1.5"
            fontSize="xs"
            color={hidden.has(item.key) ? 'fg.subtle' : 'fg'}
            aria-pressed={!hidden.has(item.key)}
            onClick={() => {
              const next = new Set(hidden);
              if (next.has(item.key)) next.delete(item.key);
              else next.add(item.key);
              setHidden(next);
            }}
          >
            <Box
              width="2.5"
              height="2.5"
              borderRadius="full"
              bg={hidden.has(item.key) ? 'gray.300' : item.color}
            />
            {item.name}
          </chakra.button>
        ))}
      </Box>
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={t('kit.chart.label', { title })}
        onMouseMove={(event) =>
          onMove(event.clientX, event.currentTarget.getBoundingClientRect().left)
        }
        onMouseLeave={() => setHover(null)}
        viewBox={`0 0 ${width} ${height}`}
        style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={left}
              x2={width - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke={tick === 0 && bottom < 0 ? '#c9cdd4' : '#edf0f3'}
            />
            <text
              x={left - 8}
              y={y(tick) + 4}
              textAnchor="end"
              fontSize="11"
              style={{ fontSize: 11 }}
              fill="#86909c"
            >
              {formatAxis(tick)}
            </text>
          </g>
        ))}
        {labelIndexes(
          labels.length,
          Math.max(2, Math.floor(plotWidth / Math.max(56, widest + 16))),
        ).map((index) => (
          <text
            key={index}
            x={x(index)}
            y={height - 8}
            textAnchor={labelAnchor(index, labels.length)}
            fontSize="11"
            style={{ fontSize: 11 }}
            fill="#86909c"
            data-axis="x"
          >
            {axisLabel(labels[index] ?? '')}
          </text>
        ))}
        {shown.map((item) => (
          <g key={item.key}>
            <polyline
              fill="none"
              stroke={item.color}
              strokeWidth="2"
              strokeLinejoin="round"
              points={item.values.map((value, index) => `${x(index)},${y(value)}`).join(' ')}
            />
            {item.values.length <= 40
              ? item.values.map((value, index) => (
                  <circle
                    key={index}
                    cx={x(index)}
                    cy={y(value)}
                    r="2.5"
                    fill="white"
                    stroke={item.color}
                    strokeWidth="1.5"
                  />
                ))
              : null}
          </g>
        ))}
        {hover !== null ? (
          <line
            x1={x(hover)}
            x2={x(hover)}
            y1={PAD.top}
            y2={PAD.top + plotHeight}
            stroke="#c9cdd4"
            strokeDasharray="3 3"
          />
        ) : null}
      </svg>
      {empty ? (
        <Text
          position="absolute"
          top="50%"
          left="0"
          right="0"
          textAlign="center"
          fontSize="sm"
          color="fg.muted"
        >
          {t('kit.chart.empty')}
        </Text>
      ) : null}
      {hover !== null && labels[hover] !== undefined ? (
        <Box
          position="absolute"
          top="8"
          left={`${Math.min(x(hover) + 12, width - 170)}px`}
          bg="white"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="md"
          px="3"
          py="2"
          fontSize="xs"
          pointerEvents="none"
          minW="36"
          data-testid="trend-tooltip"
        >
          <Text fontWeight="semibold" mb="1">
            {labels[hover]}
          </Text>
          {shown.map((item) => (
            <Box key={item.key} display="flex" justifyContent="space-between" gap="3">
              <Text color={item.color}>{item.name}</Text>
              <Text>{formatNumber(item.values[hover] ?? 0)}</Text>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
