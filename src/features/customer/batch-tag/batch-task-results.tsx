import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { batchTaskItems } from '../../../../contract/customer/batch-tag';
import type { BatchItemRow, BatchTaskRow } from '../../../../contract/customer/batch-tag';
import { t } from '../../../lib/i18n/translate';
import { AppDialog } from '../../../ui/app-dialog';
import { DataTable } from '../../../ui/data-table/data-table';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { useEndpointQuery } from '../../../data/endpoint-hooks';

const columns: DataColumn<BatchItemRow>[] = [
  {
    key: 'customer',
    title: t('customerOps.loss.col.customer'),
    render: (row) => row.customer.name,
  },
  {
    key: 'result',
    title: t('customerOps.batch.col.result'),
    render: (row) => t(`customerOps.batch.result.${row.result}` as 'customerOps.batch.result.0'),
  },
];

/** One task's result per customer (changed / already so / pending). */
export function BatchTaskResults({
  task,
  onClose,
}: {
  task: BatchTaskRow | null;
  onClose: () => void;
}) {
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [result, setResult] = useState('');
  const items = useEndpointQuery(
    batchTaskItems,
    {
      params: { id: task?.id ?? 0 },
      query: {
        page: page.page,
        page_size: page.pageSize,
        result: result === '' ? undefined : Number(result),
      },
    },
    { enabled: task !== null, keepPrevious: true },
  );
  return (
    <AppDialog
      open={task !== null}
      onClose={onClose}
      title={t('customerOps.batch.results', { name: task?.name ?? '' })}
      closeLabel={t('customerOps.action.close')}
    >
      <Box width="40" mb="3">
        <SelectFilter
          value={result}
          onChange={(value) => {
            setResult(value);
            setPage((current) => ({ ...current, page: 1 }));
          }}
          options={[1, 2, 0].map((value) => ({
            value: String(value),
            label: t(`customerOps.batch.result.${value}` as 'customerOps.batch.result.0'),
          }))}
          ariaLabel={t('customerOps.batch.col.result')}
        />
      </Box>
      {task ? (
        <DataTable
          label={t('customerOps.batch.col.result')}
          columns={columns}
          rows={items.data?.list}
          rowKey={(row) => row.customer.id}
          total={items.data?.total ?? 0}
          page={page.page}
          pageSize={page.pageSize}
          onPageChange={(next, pageSize) => setPage({ page: next, pageSize })}
          loading={items.isFetching}
          error={items.isError}
        />
      ) : null}
    </AppDialog>
  );
}
