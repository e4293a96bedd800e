import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import { runTagSync, tagDiff, tagSyncRuns } from '../../../../contract/customer/sync-tag';
import type { SyncDirection, SyncRunRow, TagDiffRow } from '../../../../contract/customer/sync-tag';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { DataTable } from '../../../ui/data-table/data-table';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { StatCard } from '../../../ui/stat-card/stat-card';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import '../../../lib/i18n/messages/customer-ops-messages';

const diffColumns: DataColumn<TagDiffRow>[] = [
  {
    key: 'kind',
    title: t('customerOps.sync.col.kind'),
    render: (row) => t(`customerOps.sync.kind.${row.kind}` as 'customerOps.sync.kind.renamed'),
  },
  { key: 'group', title: t('customerOps.sync.col.group'), render: (row) => row.group || '-' },
  { key: 'local', title: t('customerOps.sync.col.local'), render: (row) => row.local_name ?? '-' },
  {
    key: 'platform',
    title: t('customerOps.sync.col.platform'),
    render: (row) => row.platform_name ?? '-',
  },
];
const direction = (value: SyncDirection) =>
  t(`customerOps.sync.direction.${value}` as 'customerOps.sync.direction.pull');
const runColumns: DataColumn<SyncRunRow>[] = [
  {
    key: 'at',
    title: t('customerOps.sync.col.at'),
    render: (row) => formatDateTime(row.started_at),
  },
  {
    key: 'direction',
    title: t('customerOps.sync.col.direction'),
    render: (row) => direction(row.direction),
  },
  {
    key: 'trigger',
    title: t('customerOps.sync.col.trigger'),
    render: (row) =>
      t(`customerOps.sync.trigger.${row.trigger}` as 'customerOps.sync.trigger.manual'),
  },
  {
    key: 'counts',
    title: t('customerOps.sync.col.counts'),
    render: (row) =>
      t('customerOps.sync.counts', {
        added: row.added,
        updated: row.updated,
        removed: row.removed,
        pushed: row.pushed,
      }),
  },
  {
    key: 'status',
    title: t('customerOps.batch.col.status'),
    render: (row) => (
      <Text as="span" color={row.status === 'failed' ? 'red.700' : undefined}>
        {t(`customerOps.sync.status.${row.status}` as 'customerOps.sync.status.done')}
        {row.errors.length ? `：${row.errors.join('；')}` : ''}
      </Text>
    ),
  },
];

/** issue #19 /sync-tag 同步企微标签: the difference, push / pull / both, and the run history. */
export function SyncTagPage() {
  const navigate = useNavigate();
  const diff = useEndpointQuery(tagDiff, {});
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const runs = useEndpointQuery(
    tagSyncRuns,
    {
      query: { page: page.page, page_size: page.pageSize },
    },
    { keepPrevious: true },
  );
  const run = useEndpointMutation(runTagSync, { invalidates: [tagDiff, tagSyncRuns] });
  const rows = diff.data?.rows ?? [];
  const countOf = (kind: TagDiffRow['kind']) => rows.filter((row) => row.kind === kind).length;
  const start = (value: SyncDirection) =>
    run.mutate(
      { body: { direction: value } },
      { onSuccess: () => notifySuccess(t('customerOps.sync.done')) },
    );
  return (
    <PageLayout
      title={t('customerOps.sync.title')}
      description={t('customerOps.sync.description')}
      testId="sync-tag-page"
      actions={
        <>
          <Button size="sm" variant="outline" onClick={() => navigate('/sync-tag/form')}>
            {t('customerOps.sync.settings')}
          </Button>
          {(['pull', 'push', 'both'] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              colorPalette="blue"
              variant={value === 'both' ? 'solid' : 'outline'}
              loading={run.isPending}
              onClick={() => start(value)}
            >
              {direction(value)}
            </Button>
          ))}
        </>
      }
    >
      <Box display="grid" gridTemplateColumns={{ base: '1fr 1fr', lg: 'repeat(4, 1fr)' }} gap="3">
        <StatCard label={t('customerOps.sync.same')} value={diff.data?.same ?? 0} tone="green" />
        <StatCard label={t('customerOps.sync.kind.only_here')} value={countOf('only_here')} />
        <StatCard
          label={t('customerOps.sync.kind.only_there')}
          value={countOf('only_there')}
          tone="purple"
        />
        <StatCard
          label={t('customerOps.sync.kind.renamed')}
          value={countOf('renamed')}
          tone="orange"
        />
      </Box>
      <PageSection title={t('customerOps.sync.diff')}>
        <DataTable
          label={t('customerOps.sync.diff')}
          testId="sync-diff"
          columns={diffColumns}
          rows={rows}
          rowKey={(row) =>
            `${row.kind}-${row.group}-${row.local_name ?? ''}-${row.platform_name ?? ''}`
          }
          total={rows.length}
          page={1}
          pageSize={Math.max(rows.length, 20)}
          onPageChange={() => undefined}
          loading={diff.isFetching}
          error={diff.isError}
          onRetry={() => void diff.refetch()}
          emptyText={t('customerOps.sync.noDiff')}
        />
      </PageSection>
      <PageSection title={t('customerOps.sync.history')}>
        <DataTable
          label={t('customerOps.sync.history')}
          testId="sync-runs"
          columns={runColumns}
          rows={runs.data?.list}
          rowKey={(row) => row.id}
          total={runs.data?.total ?? 0}
          page={page.page}
          pageSize={page.pageSize}
          onPageChange={(next, pageSize) => setPage({ page: next, pageSize })}
          loading={runs.isFetching}
          error={runs.isError}
          onRetry={() => void runs.refetch()}
        />
      </PageSection>
    </PageLayout>
  );
}
