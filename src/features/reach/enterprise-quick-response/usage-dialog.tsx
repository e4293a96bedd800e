// issue #18: how often a script was sent from the sidebar, in all and by employee.
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { QuickReplyRow } from '../../../../contract/reach/enterprise-quick-response';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import { AppDialog } from '../../../ui/app-dialog';
import { SimpleTable } from '../../../ui/simple-table/simple-table';
import { StatCard } from '../../../ui/stat-card/stat-card';
import { useReplyUsage } from './api/quick-reply-api';

export function UsageDialog(props: { reply: QuickReplyRow | null; onClose: () => void }) {
  const usage = useReplyUsage(props.reply?.id ?? 0);
  const data = usage.data;
  return (
    <AppDialog
      open={props.reply !== null}
      onClose={props.onClose}
      title={t('enterpriseQuickResponse.usageTitle', { name: props.reply?.title ?? '' })}
      closeLabel={t('enterpriseQuickResponse.close')}
      contentOnlyWhileOpen
    >
      <Box display="grid" gridTemplateColumns="1fr 1fr" gap="3" mb="4" data-testid="usage-dialog">
        <StatCard label={t('enterpriseQuickResponse.usage.total')} value={data?.total ?? 0} />
        <StatCard
          label={t('enterpriseQuickResponse.usage.recent')}
          value={data?.last_30_days ?? 0}
        />
      </Box>
      {data && data.employees.length === 0 ? (
        <Text fontSize="sm" color="gray.600">
          {t('enterpriseQuickResponse.usage.none')}
        </Text>
      ) : (
        <SimpleTable
          label={t('enterpriseQuickResponse.usage')}
          rows={data?.employees ?? []}
          testId="usage-table"
          columns={[
            {
              key: 'name',
              title: t('enterpriseQuickResponse.usage.employee'),
              render: (row) => row.name,
            },
            {
              key: 'count',
              title: t('enterpriseQuickResponse.usage.count'),
              align: 'end',
              render: (row) => formatNumber(row.count),
            },
            {
              key: 'last',
              title: t('enterpriseQuickResponse.usage.last'),
              render: (row) => formatDateTime(row.last_used_at),
            },
          ]}
        />
      )}
    </AppDialog>
  );
}
