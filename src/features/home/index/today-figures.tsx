import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import type { IndexTodayFigures } from '../../../../contract/platform';
import { formatNumber } from '../../../lib/format/format-number';
import type { MessageKey } from '../../../lib/i18n/zh-cn';
import { t } from '../../../lib/i18n/translate';
import { todayFiguresQueryOptions } from './api/today-figures-query';
import { HomeCard } from './home-card';

const FIGURES: ReadonlyArray<readonly [keyof IndexTodayFigures, MessageKey, string]> = [
  ['new_customers', 'home.figure.new', 'blue.600'],
  ['lost_customers', 'home.figure.lost', 'red.600'],
  ['net_customers', 'home.figure.net', 'green.600'],
  ['total_customers', 'home.figure.total', 'gray.800'],
  ['total_groups', 'home.figure.groups', 'gray.800'],
  ['employees', 'home.figure.employees', 'gray.800'],
];

/** /index key figures of today, from the customer and group statistics. */
export function TodayFigures() {
  const figures = useQuery(todayFiguresQueryOptions);
  const data = figures.data;
  return (
    <HomeCard
      title={t('home.today')}
      testId="home-today"
      gridColumn="1 / -1"
      extra={
        data ? (
          <Text fontSize="xs" color="fg.muted">
            {t('home.todayDate', { date: data.date })}
          </Text>
        ) : null
      }
    >
      <Box display="grid" gridTemplateColumns="repeat(auto-fit, minmax(150px, 1fr))" gap="3">
        {FIGURES.map(([key, label, color]) => (
          <Box key={key} bg="gray.50" borderRadius="md" px="4" py="3" data-figure={key}>
            <Text fontSize="sm" color="fg.muted">
              {t(label)}
            </Text>
            <Text fontSize="2xl" fontWeight="semibold" color={color} mt="1">
              {data ? formatNumber(data[key] as number) : figures.isError ? '-' : '…'}
            </Text>
          </Box>
        ))}
      </Box>
    </HomeCard>
  );
}
