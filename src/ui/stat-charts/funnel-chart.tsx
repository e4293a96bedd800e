import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../lib/i18n/translate';
import { formatValue } from './chart-format';
import type { StatChartProps } from './chart-types';
import '../../lib/i18n/messages/statistics-messages';

/** Dark enough for white figures on them (≥ 4.5:1). */
const FUNNEL_COLORS = ['#1d4ed8', '#0f766e', '#b45309', '#7e22ce', '#be123c'] as const;

/** Stages (labels) of the first series, each bar as wide as its share of the first stage, with
 *  the conversion from the stage before. */
export function FunnelChart(props: StatChartProps) {
  const values = props.series[0]?.values ?? [];
  const first = Math.max(0, values[0] ?? 0);
  return (
    <Box
      role="img"
      aria-label={t('stat.chart.label', { title: props.title })}
      data-testid="stat-chart"
      data-kind="funnel"
      display="grid"
      gap="2"
    >
      {props.labels.map((label, index) => {
        const value = Math.max(0, values[index] ?? 0);
        const previous = index > 0 ? Math.max(0, values[index - 1] ?? 0) : null;
        const share = first > 0 ? Math.max(4, (value / first) * 100) : 4;
        return (
          <Box
            key={label}
            display="grid"
            gridTemplateColumns="6.5rem 1fr"
            alignItems="center"
            gap="3"
          >
            <Text fontSize="sm" color="fg" textAlign="end" truncate>
              {label}
            </Text>
            <Box>
              <Box
                height="7"
                width={`${share}%`}
                mx="auto"
                bg={FUNNEL_COLORS[index % FUNNEL_COLORS.length]}
                borderRadius="sm"
                display="flex"
                alignItems="center"
                justifyContent="center"
                color="white"
                fontSize="xs"
                fontWeight="semibold"
                minW="12"
              >
                {formatValue(value, props.format)}
              </Box>
              {previous !== null ? (
                <Text fontSize="xs" color="fg.muted" textAlign="center">
                  {t('stat.chart.conversion', {
                    rate:
                      previous > 0
                        ? formatValue(Math.round((value / previous) * 1000) / 10, 'percent')
                        : '-',
                  })}
                </Text>
              ) : null}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
