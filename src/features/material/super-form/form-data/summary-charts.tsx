import { Box } from '@chakra-ui/react/box';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import type { ComponentSummary } from '../../../../../contract/material/super-form/api-types';
import { t } from '../../../../lib/i18n/translate';
import { useRecordSummary } from '../api/record-queries';
import '../../../../lib/i18n/messages/superform-messages';

function percent(count: number, answered: number): string {
  return answered === 0 ? '0%' : `${Math.round((count / answered) * 100)}%`;
}

function SummaryChart({ summary }: { summary: ComponentSummary }) {
  const max = Math.max(1, ...summary.items.map((item) => item.count));
  return (
    <Box as="figure" m="0" borderWidth="1px" borderRadius="md" p="3" data-testid="summary-chart">
      <Box as="figcaption" display="flex" gap="2" alignItems="baseline" mb="2">
        <Text fontWeight="medium" fontSize="sm" flex="1">
          {summary.field_title}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('sf.data.answered', { count: summary.answered })}
        </Text>
      </Box>
      <Box as="dl" display="flex" flexDirection="column" gap="1.5">
        {summary.items.map((item) => (
          <Box
            key={item.label}
            display="grid"
            gridTemplateColumns="minmax(4em, 30%) 1fr auto"
            gap="2"
            alignItems="center"
            fontSize="xs"
          >
            <Text as="dt" truncate title={item.label}>
              {item.label}
            </Text>
            <Box as="dd" m="0" bg="gray.100" borderRadius="sm" h="3" aria-hidden="true">
              <Box
                h="full"
                borderRadius="sm"
                bg="blue.500"
                width={`${(item.count / max) * 100}%`}
              />
            </Box>
            <Text as="dd" m="0" color="fg.muted" minW="16" textAlign="end">
              {item.count}（{percent(item.count, summary.answered)}）
            </Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** issue #7: a bar chart per choice and score component (counts and shares of submissions). */
export function SummaryCharts({ formId }: { formId: number }) {
  const summary = useRecordSummary(formId);
  if (!summary.data) {
    return (
      <Box py="6" textAlign="center">
        <Spinner color="blue.500" />
      </Box>
    );
  }
  if (summary.data.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('sf.data.summaryEmpty')}
      </Text>
    );
  }
  return (
    <Box display="grid" gridTemplateColumns="repeat(auto-fill, minmax(280px, 1fr))" gap="3">
      {summary.data.map((item) => (
        <SummaryChart key={item.field_name} summary={item} />
      ))}
    </Box>
  );
}
