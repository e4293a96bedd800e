import { useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import {
  admpTagCustomers,
  admpTagSettings,
  admpTagSummary,
  recomputeAdmpTags,
  type ComputedTagRow,
  type RfmSegment,
} from '../../../../contract/marketing/admp-tag';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatMoney } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { RfmSettingsForm } from './rfm-settings-form';
import '../../../lib/i18n/messages/marketing-admp-tag-messages';

const RUNNING = new Set(['queued', 'active', 'retrying']);
const columns: DataColumn<ComputedTagRow>[] = [
  {
    key: 'customer',
    title: t('rfm.col.customer'),
    hideable: false,
    render: (row) => row.customer.name,
  },
  {
    key: 'rfm',
    title: t('rfm.col.rfm'),
    render: (row) => (
      <Badge
        variant="subtle"
        colorPalette={row.rfm === '111' ? 'green' : row.rfm === '000' ? 'gray' : 'blue'}
      >
        {t(`rfm.seg.${row.rfm}`)}
      </Badge>
    ),
  },
  { key: 'level', title: t('rfm.col.level'), render: (row) => row.level || '-' },
  {
    key: 'recency',
    title: t('rfm.col.recency'),
    render: (row) => t('rfm.days', { n: row.recency_days }),
  },
  { key: 'orders', title: t('rfm.col.orders'), render: (row) => row.orders },
  { key: 'amount', title: t('rfm.col.amount'), render: (row) => `¥${formatMoney(row.amount)}` },
];

/** issue #20 /admp-tag ADMP标签: RFM segments and levels computed from orders (a daily job). */
export function AdmpTagPage() {
  const [segment, setSegment] = useState<RfmSegment | null>(null);
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const settings = useEndpointQuery(admpTagSettings, {});
  const summary = useEndpointQuery(admpTagSummary, {});
  const running = RUNNING.has(summary.data?.job_state ?? '');
  // a second observer polls while the job runs, then the list reloads with the new values
  useEndpointQuery(admpTagSummary, {}, { refetchInterval: running ? 1500 : false });
  const customers = useEndpointQuery(
    admpTagCustomers,
    { query: { page: paging.page, page_size: paging.pageSize, rfm: segment ?? undefined } },
    { keepPrevious: true, refetchInterval: running ? 1500 : false },
  );
  const recompute = useEndpointMutation(recomputeAdmpTags, {
    invalidates: [admpTagSummary, admpTagSettings],
  });
  return (
    <PageLayout
      title={t('rfm.title')}
      description={t('rfm.description')}
      testId="admp-tag-page"
      actions={
        <Button
          size="sm"
          variant="outline"
          loading={running || recompute.isPending}
          loadingText={t('rfm.running')}
          onClick={() =>
            recompute.mutate({}, { onSuccess: () => notifySuccess(t('rfm.recomputing')) })
          }
          data-testid="rfm-recompute"
        >
          {t('rfm.recompute')}
        </Button>
      }
    >
      <PageSection
        title={t('rfm.distribution')}
        actions={
          <Text fontSize="xs" color="fg.muted">
            {settings.data?.computed_at
              ? t('rfm.computedAt', { at: formatDateTime(settings.data.computed_at) })
              : t('rfm.neverComputed')}
          </Text>
        }
      >
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t('rfm.total', { n: summary.data?.total ?? 0 })}
        </Text>
        <Box
          display="grid"
          gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }}
          gap="2"
          role="group"
          aria-label={t('rfm.filter')}
        >
          {(summary.data?.rfm ?? []).map((row) => (
            <Button
              key={row.segment}
              variant="outline"
              height="auto"
              py="2"
              display="flex"
              flexDirection="column"
              alignItems="flex-start"
              aria-pressed={segment === row.segment}
              borderColor={segment === row.segment ? 'blue.600' : 'border'}
              bg={segment === row.segment ? 'blue.50' : 'white'}
              onClick={() => {
                setSegment(segment === row.segment ? null : row.segment);
                setPaging({ page: 1, pageSize: paging.pageSize });
              }}
              data-testid={`rfm-segment-${row.segment}`}
            >
              <Text fontSize="sm" color="fg">
                {t(`rfm.seg.${row.segment}`)}
              </Text>
              <Text fontSize="lg" fontWeight="semibold" color="blue.700">
                {t('rfm.customers', { n: row.customers })}
              </Text>
            </Button>
          ))}
        </Box>
        {summary.data?.levels.length ? (
          <Box mt="4">
            <Text fontSize="sm" fontWeight="medium" mb="2">
              {t('rfm.levelDistribution')}
            </Text>
            <Box display="flex" gap="2" flexWrap="wrap">
              {summary.data.levels.map((level) => (
                <Badge key={level.title} variant="outline" colorPalette="purple" px="2" py="1">
                  {level.title} · {t('rfm.customers', { n: level.customers })}
                </Badge>
              ))}
            </Box>
          </Box>
        ) : null}
      </PageSection>
      <PageSection
        title={segment ? `${t('rfm.table')} · ${t(`rfm.seg.${segment}`)}` : t('rfm.table')}
        actions={
          segment ? (
            <Button size="xs" variant="outline" onClick={() => setSegment(null)}>
              {t('rfm.clear')}
            </Button>
          ) : undefined
        }
      >
        <DataTable
          label={t('rfm.table')}
          testId="rfm-table"
          columns={columns}
          rows={customers.data?.list}
          rowKey={(row) => row.customer.id}
          total={customers.data?.total ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
          loading={customers.isFetching && !running}
          error={customers.isError}
          onRetry={() => void customers.refetch()}
          emptyText={t('rfm.empty')}
        />
      </PageSection>
      <PageSection title={t('rfm.settings')}>
        {settings.data ? (
          <RfmSettingsForm key={settings.data.computed_at ?? 'new'} settings={settings.data} />
        ) : null}
      </PageSection>
    </PageLayout>
  );
}
