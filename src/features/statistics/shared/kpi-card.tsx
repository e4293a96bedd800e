import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import '../../../lib/i18n/messages/statistics-messages';

export interface KpiCardProps {
  label: string;
  value: number;
  yesterday: number;
  lastWeek: number;
  /** false for figures where a rise is bad (lost customers, quits). */
  goodWhenUp?: boolean;
  testId?: string;
}

function Delta(props: { label: string; change: number; goodWhenUp: boolean }) {
  const good = props.change === 0 ? null : props.change > 0 === props.goodWhenUp;
  const sign = props.change > 0 ? '+' : '';
  const arrow = props.change > 0 ? '↑' : props.change < 0 ? '↓' : '';
  return (
    <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
      {props.label}{' '}
      <Box
        as="span"
        fontWeight="medium"
        color={good === null ? 'fg.muted' : good ? 'green.700' : 'red.700'}
      >
        {sign}
        {formatNumber(props.change)}
        {arrow}
      </Box>
    </Text>
  );
}

/** issue #21 /privsph-overview card: today's figure with its change versus yesterday and the
 *  same day last week. */
export function KpiCard({
  label,
  value,
  yesterday,
  lastWeek,
  goodWhenUp = true,
  testId,
}: KpiCardProps) {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      px={{ base: '3', md: '4' }}
      py="3"
      data-testid={testId}
      minW="0"
    >
      <Text fontSize="sm" color="fg.muted" truncate>
        {label}
      </Text>
      <Text
        fontSize={{ base: 'xl', md: '2xl' }}
        fontWeight="semibold"
        mt="0.5"
        color="gray.900"
        data-testid={testId ? `${testId}-value` : undefined}
      >
        {formatNumber(value)}
      </Text>
      <Box
        display="flex"
        flexDirection={{ base: 'column', sm: 'row' }}
        columnGap="3"
        flexWrap="wrap"
      >
        <Delta label={t('stat.vsYesterday')} change={value - yesterday} goodWhenUp={goodWhenUp} />
        <Delta label={t('stat.vsLastWeek')} change={value - lastWeek} goodWhenUp={goodWhenUp} />
      </Box>
    </Box>
  );
}

/** A total for a period (no comparison): the cards of the other statistics pages. */
export function FigureCard(props: { label: string; value: string; testId?: string }) {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      px={{ base: '3', md: '4' }}
      py="3"
      data-testid={props.testId}
      minW="0"
    >
      <Text fontSize="sm" color="fg.muted" truncate>
        {props.label}
      </Text>
      <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" mt="0.5" color="gray.900">
        {props.value}
      </Text>
    </Box>
  );
}
