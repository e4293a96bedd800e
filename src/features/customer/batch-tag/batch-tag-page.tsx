import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import { batchTaskList, TASK_STATUSES } from '../../../../contract/customer/batch-tag';
import type { BatchTaskRow, TaskStatus } from '../../../../contract/customer/batch-tag';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { DataTable } from '../../../ui/data-table/data-table';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { TagChips } from '../shared/tag-chips';
import { BatchTaskResults } from './batch-task-results';
import '../../../lib/i18n/messages/customer-ops-messages';

function Progress({ task }: { task: BatchTaskRow }) {
  const percent = task.total ? Math.round((task.processed / task.total) * 100) : 100;
  return (
    <Box minW="40">
      <Box
        role="progressbar"
        aria-label={t('customerOps.batch.col.progress')}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        h="2"
        bg="gray.100"
        borderRadius="full"
        overflow="hidden"
      >
        <Box
          h="full"
          width={`${percent}%`}
          bg={task.status === 'done' ? 'green.600' : 'blue.600'}
        />
      </Box>
      <Text fontSize="xs" color="fg.muted" mt="1" data-testid="batch-progress">
        {t('customerOps.batch.progress', { done: task.processed, total: task.total, percent })}
      </Text>
    </Box>
  );
}

/** issue #19 /batch-tag 批量打标签: tasks with progress, totals and each customer's result. */
export function BatchTagPage() {
  const navigate = useNavigate();
  const list = useListState({ name: '', status: '' });
  const [open, setOpen] = useState<BatchTaskRow | null>(null);
  const status = TASK_STATUSES.find((each) => each === list.applied.status);
  const filters = { name: list.applied.name.trim() || undefined, status };
  const query = useEndpointQuery(
    batchTaskList,
    {
      query: { page: list.page, page_size: list.pageSize, ...filters },
    },
    { keepPrevious: true },
  );
  const running = query.data?.list.some(
    (task) => task.status === 'pending' || task.status === 'running',
  );
  // Progress moves while a task runs: poll until every task on the page is done.
  useEndpointQuery(
    batchTaskList,
    { query: { page: list.page, page_size: list.pageSize, ...filters } },
    { keepPrevious: true, refetchInterval: running ? 1500 : false },
  );
  const columns: DataColumn<BatchTaskRow>[] = [
    {
      key: 'name',
      title: t('customerOps.batch.col.name'),
      hideable: false,
      render: (row) => row.name,
    },
    {
      key: 'mode',
      title: t('customerOps.batch.col.mode'),
      render: (row) => t(`customerOps.batch.mode.${row.mode}` as 'customerOps.batch.mode.add'),
    },
    {
      key: 'tags',
      title: t('customerOps.batch.col.tags'),
      render: (row) => <TagChips names={row.tags.map((tag) => tag.name)} />,
    },
    {
      key: 'progress',
      title: t('customerOps.batch.col.progress'),
      render: (row) => <Progress task={row} />,
    },
    {
      key: 'totals',
      title: t('customerOps.batch.col.totals'),
      render: (row) =>
        t('customerOps.batch.totals', { changed: row.changed, unchanged: row.unchanged }),
    },
    {
      key: 'status',
      title: t('customerOps.batch.col.status'),
      render: (row) =>
        t(`customerOps.batch.status.${row.status}` as 'customerOps.batch.status.done'),
    },
    {
      key: 'created',
      title: t('customerOps.group.col.created'),
      render: (row) => formatDateTime(row.created_at),
    },
    {
      key: 'actions',
      title: t('customerOps.col.actions'),
      hideable: false,
      render: (row) => (
        <Button variant="plain" size="sm" px="0" colorPalette="blue" onClick={() => setOpen(row)}>
          {t('customerOps.batch.viewResults')}
        </Button>
      ),
    },
  ];
  return (
    <PageLayout
      title={t('customerOps.batch.title')}
      description={t('customerOps.batch.description')}
      testId="batch-tag-page"
      actions={
        <Button size="sm" colorPalette="blue" onClick={() => navigate('/batch-tag/form')}>
          {t('customerOps.batch.new')}
        </Button>
      }
    >
      <PageSection>
        <FilterBar onSearch={() => list.apply()} onReset={list.reset}>
          <FilterField label={t('customerOps.batch.col.name')}>
            <Input
              size="sm"
              bg="white"
              value={list.draft.name}
              placeholder={t('customerOps.batch.namePlaceholder')}
              onChange={(event) =>
                list.setDraft({ ...list.draft, name: event.currentTarget.value })
              }
            />
          </FilterField>
          <FilterField label={t('customerOps.batch.col.status')}>
            <SelectFilter
              value={list.draft.status}
              onChange={(value) => list.setDraft({ ...list.draft, status: value })}
              options={TASK_STATUSES.map((value: TaskStatus) => ({
                value,
                label: t(`customerOps.batch.status.${value}`),
              }))}
              ariaLabel={t('customerOps.batch.col.status')}
            />
          </FilterField>
        </FilterBar>
      </PageSection>
      <PageSection>
        <DataTable
          label={t('customerOps.batch.title')}
          testId="batch-table"
          columns={columns}
          rows={query.data?.list}
          rowKey={(row) => row.id}
          total={query.data?.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          loading={query.isFetching && !query.data}
          error={query.isError}
          onRetry={() => void query.refetch()}
        />
      </PageSection>
      <BatchTaskResults task={open} onClose={() => setOpen(null)} />
    </PageLayout>
  );
}
