import { useMemo } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import type {
  ChannelMonth,
  ScheduledSend,
  UnconfirmedEmployee,
} from '../../../../contract/reach/reach-strategy';
import { reachOverview } from '../../../../contract/reach/reach-strategy';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import { DataTable } from '../../../ui/data-table/data-table';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { StatCard } from '../../../ui/stat-card/stat-card';
import '../../../lib/i18n/messages/reach-other-messages';

const ROUTE = { private: '/private-chat', group: '/group-chat' } as const;

function ChannelCard({ row }: { row: ChannelMonth }) {
  const rate = row.recipients > 0 ? `${((row.sent / row.recipients) * 100).toFixed(1)}%` : '-';
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="white" data-testid={`month-${row.channel}`}>
      <Box display="flex" justifyContent="space-between" alignItems="baseline" gap="2">
        <Text fontWeight="semibold">{t(`strategy.channel.${row.channel}`)}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('strategy.sends', { count: row.sends })}
        </Text>
      </Box>
      <Box display="flex" gap="6" mt="3" flexWrap="wrap">
        <Box>
          <Text fontSize="xs" color="fg.muted">
            {t('strategy.recipients')}
          </Text>
          <Text fontSize="2xl" fontWeight="bold">
            {formatNumber(row.recipients)}
          </Text>
        </Box>
        <Box>
          <Text fontSize="xs" color="fg.muted">
            {t('strategy.sent')}
          </Text>
          <Text fontSize="2xl" fontWeight="bold" color="green.700">
            {formatNumber(row.sent)}
          </Text>
        </Box>
      </Box>
      <Text fontSize="sm" mt="2">
        {t('strategy.reachRate', { rate })}
      </Text>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {t('strategy.undelivered', {
          notFriend: formatNumber(row.not_friend),
          limit: formatNumber(row.limit_reached),
          failed: formatNumber(row.failed),
        })}
      </Text>
    </Box>
  );
}

/** issue #17 /reach-strategy 触达策略: the reach hub. */
export function ReachStrategyPage() {
  const navigate = useNavigate();
  const overview = useEndpointQuery(reachOverview, {}, { refetchInterval: 30_000 });
  const data = overview.data;
  const unconfirmedColumns = useMemo<DataColumn<UnconfirmedEmployee>[]>(
    () => [
      {
        key: 'employee',
        title: t('strategy.col.employee'),
        hideable: false,
        render: (row) => row.employee_name,
      },
      { key: 'tasks', title: t('strategy.col.tasks'), align: 'end', render: (row) => row.tasks },
      {
        key: 'recipients',
        title: t('strategy.col.recipients'),
        align: 'end',
        render: (row) => formatNumber(row.recipients),
      },
      {
        key: 'oldest',
        title: t('strategy.col.oldest'),
        render: (row) => formatDateTime(row.oldest_send_at),
      },
    ],
    [],
  );
  const scheduledColumns = useMemo<DataColumn<ScheduledSend>[]>(
    () => [
      { key: 'name', title: t('strategy.col.name'), hideable: false, render: (row) => row.name },
      {
        key: 'channel',
        title: t('strategy.col.channel'),
        render: (row) => t(`strategy.channel.${row.channel}`),
      },
      {
        key: 'sendAt',
        title: t('strategy.col.sendAt'),
        render: (row) => formatDateTime(row.send_at),
      },
      {
        key: 'recipients',
        title: t('strategy.col.recipients'),
        align: 'end',
        render: (row) => formatNumber(row.recipients),
      },
      {
        key: 'open',
        title: t('strategy.open'),
        hideable: false,
        render: (row) => (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="blue"
            onClick={() => navigate(`${ROUTE[row.channel]}/detail?id=${row.id}`)}
          >
            {t('strategy.open')}
          </Button>
        ),
      },
    ],
    [navigate],
  );
  const shortcuts = [
    ['strategy.new.private', '/private-chat/form'],
    ['strategy.new.group', '/group-chat/form'],
    ['strategy.new.moment', '/moment-dispatch/moment-form'],
    ['strategy.new.sms', '/marketing-msg'],
  ] as const;

  return (
    <PageLayout
      title={t('strategy.title')}
      description={t('strategy.description')}
      testId="reach-strategy-page"
      actions={shortcuts.map(([label, path]) => (
        <Button
          key={path}
          size="sm"
          variant={path === '/private-chat/form' ? 'solid' : 'outline'}
          colorPalette="blue"
          onClick={() => navigate(path)}
        >
          {t(label)}
        </Button>
      ))}
    >
      <PageSection title={t('strategy.month')}>
        <Box
          display="grid"
          gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
          gap="3"
        >
          {(data?.month ?? []).map((row) => (
            <ChannelCard key={row.channel} row={row} />
          ))}
        </Box>
      </PageSection>
      <PageSection title={t('strategy.limitTitle')}>
        <Box
          display="grid"
          gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
          gap="3"
        >
          <StatCard
            label={t('strategy.atLimit')}
            value={data?.at_monthly_limit ?? 0}
            tone="purple"
            testId="at-limit"
          />
          <StatCard label={t('strategy.today')} value={data?.reached_today ?? 0} tone="orange" />
        </Box>
        <Text fontSize="xs" color="fg.muted" mt="2">
          {t('strategy.limitHint', { limit: data?.monthly_limit ?? '-' })}
        </Text>
      </PageSection>
      <Box
        display="grid"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' }}
        gap="4"
        alignItems="start"
      >
        <PageSection title={t('strategy.unconfirmed')}>
          <DataTable
            label={t('strategy.unconfirmedTable')}
            testId="unconfirmed-table"
            columns={unconfirmedColumns}
            rows={data?.unconfirmed}
            rowKey={(row) => row.employee_id}
            total={data?.unconfirmed.length ?? 0}
            page={1}
            pageSize={20}
            onPageChange={() => undefined}
            loading={overview.isFetching}
            error={overview.isError}
            onRetry={() => void overview.refetch()}
            emptyText={t('strategy.unconfirmedEmpty')}
          />
        </PageSection>
        <PageSection title={t('strategy.scheduled')}>
          <DataTable
            label={t('strategy.scheduledTable')}
            testId="scheduled-table"
            columns={scheduledColumns}
            rows={data?.scheduled}
            rowKey={(row) => row.id}
            total={data?.scheduled.length ?? 0}
            page={1}
            pageSize={20}
            onPageChange={() => undefined}
            loading={overview.isFetching}
            error={overview.isError}
            emptyText={t('strategy.scheduledEmpty')}
          />
        </PageSection>
      </Box>
    </PageLayout>
  );
}
