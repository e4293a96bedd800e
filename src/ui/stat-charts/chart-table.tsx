import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { t } from '../../lib/i18n/translate';
import { formatValue } from './chart-format';
import type { StatChartProps } from './chart-types';
import '../../lib/i18n/messages/statistics-messages';

/** issue #21 accessibility: every chart can be read as a table (a row per label). */
export function ChartTable(props: StatChartProps & { firstColumn?: string }) {
  return (
    <Box overflowX="auto" maxH="80" overflowY="auto" borderWidth="1px" borderRadius="md">
      <chakra.table width="full" fontSize="sm" data-testid="chart-table">
        <caption
          style={{
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        >
          {t('stat.chart.tableOf', { title: props.title })}
        </caption>
        <thead>
          <tr>
            <chakra.th textAlign="start" px="3" py="2" bg="gray.50" position="sticky" top="0">
              {props.firstColumn ?? t('stat.chart.category')}
            </chakra.th>
            {props.series.map((item) => (
              <chakra.th
                key={item.key}
                textAlign="end"
                px="3"
                py="2"
                bg="gray.50"
                position="sticky"
                top="0"
              >
                {item.name}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.labels.map((label, index) => (
            <chakra.tr key={label} borderTopWidth="1px">
              <chakra.th scope="row" textAlign="start" fontWeight="normal" px="3" py="1.5">
                {label}
              </chakra.th>
              {props.series.map((item) => (
                <chakra.td key={item.key} textAlign="end" px="3" py="1.5">
                  {formatValue(item.values[index] ?? 0, props.format)}
                </chakra.td>
              ))}
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
