import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { RulePreview } from '../../../../contract/company/performance-rule';
import { formatMoney } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import { SimpleTable } from '../../../ui/simple-table/simple-table';
import '../../../lib/i18n/messages/company-performance-messages';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box borderWidth="1px" borderColor="gray.200" borderRadius="md" px="3" py="2">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold">
        {value}
      </Text>
    </Box>
  );
}

/** issue #22: "with this rule last month's performance would be …". */
export function RulePreviewPanel({ preview }: { preview: RulePreview }) {
  return (
    <Box mt="4" p="4" bg="blue.50" borderRadius="md" data-testid="rule-preview" aria-live="polite">
      <Text fontWeight="semibold" mb="3">
        {t('perf.previewTitle', { from: preview.period.from, to: preview.period.to })}
      </Text>
      <Box display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(5, 1fr)' }} gap="2">
        <Figure label={t('perf.previewOrders')} value={String(preview.orders)} />
        <Figure label={t('perf.previewAmount')} value={formatMoney(preview.amount)} />
        <Figure
          label={t('perf.previewAttributed')}
          value={formatMoney(preview.attributed_amount)}
        />
        <Figure
          label={t('perf.previewUnattributed')}
          value={formatMoney(preview.unattributed_amount)}
        />
        <Figure
          label={t('perf.previewRecorded')}
          value={formatMoney(preview.recorded_attributed_amount)}
        />
      </Box>
      <Box mt="3" bg="white" borderRadius="md">
        {preview.employees.length === 0 ? (
          <Text p="3" fontSize="sm" color="fg.muted">
            {t('perf.previewEmpty')}
          </Text>
        ) : (
          <SimpleTable
            label={t('perf.previewEmployees')}
            rows={preview.employees}
            columns={[
              { key: 'name', title: t('perf.previewEmployee'), render: (row) => row.name },
              {
                key: 'orders',
                title: t('perf.previewEmployeeOrders'),
                align: 'end',
                render: (row) => row.orders,
              },
              {
                key: 'amount',
                title: t('perf.previewEmployeeAmount'),
                align: 'end',
                render: (row) => formatMoney(row.amount),
              },
            ]}
          />
        )}
      </Box>
    </Box>
  );
}
