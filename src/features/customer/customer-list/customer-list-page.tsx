import { useMemo, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import type { CustomerRow } from '../../../../contract/customer/customer-list';
import { DEFAULT_PAGE_SIZE } from '../../../lib/format/table-defaults';
import { t } from '../../../lib/i18n/translate';
import { ExportButton, exportFilters } from '../../../data/export-job/export-button';
import { DataTable } from '../../../ui/data-table/data-table';
import type { RowKey } from '../../../ui/data-table/data-table';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { useCustomerList } from './api/customer-list-query';
import { BatchTagDialog } from './batch-tag-dialog';
import type { BatchMode } from './batch-tag-dialog';
import { customerColumns } from './customer-columns';
import { CustomerDetailDrawer } from './customer-detail-drawer';
import { EMPTY_FILTERS, toListQuery } from './customer-filter-state';
import { CustomerFilters } from './customer-filters';
import '../../../lib/i18n/messages/customers-messages';

/**
 * issue #9 /customer-list (domain.md §10 #1): filters, the customer table with server paging,
 * batch add/remove tags on the selection, and the detail drawer.
 */
export function CustomerListPage() {
  const [draft, setDraft] = useState(EMPTY_FILTERS);
  const [applied, setApplied] = useState(EMPTY_FILTERS);
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<Set<RowKey>>(new Set());
  const [batch, setBatch] = useState<BatchMode | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const query = toListQuery(applied, paging.page, paging.pageSize);
  const list = useCustomerList(query);
  const columns = useMemo(() => customerColumns((row: CustomerRow) => setDetailId(row.id)), []);
  const filtered = JSON.stringify(applied) !== JSON.stringify(EMPTY_FILTERS);

  const apply = (next: typeof draft) => {
    setApplied(next);
    setPaging((current) => ({ ...current, page: 1 }));
    setSelected(new Set());
  };

  return (
    <PageLayout
      title={t('customers.title')}
      description={t('customers.description')}
      testId="customer-list-page"
    >
      <PageSection>
        <CustomerFilters
          draft={draft}
          onDraftChange={setDraft}
          onSearch={() => apply(draft)}
          onReset={() => {
            setDraft(EMPTY_FILTERS);
            apply(EMPTY_FILTERS);
          }}
        />
      </PageSection>
      <PageSection>
        <DataTable
          label={t('customers.table.label')}
          testId="customer-table"
          columns={columns}
          rows={list.data?.list}
          rowKey={(row) => row.id}
          total={list.data?.total ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
          loading={list.isFetching}
          error={list.isError}
          onRetry={() => void list.refetch()}
          emptyText={filtered ? t('customers.empty') : undefined}
          selected={selected}
          onSelectedChange={setSelected}
          columnSettingsKey="customer-list"
          toolbar={
            // issue #14: a background export of the applied filters (/export-log)
            <ExportButton
              type="customer_list"
              filters={exportFilters(query)}
              total={list.data?.total ?? 0}
            />
          }
          batchActions={
            <>
              <Button
                size="xs"
                colorPalette="blue"
                onClick={() => setBatch('add')}
                data-testid="batch-add-tags"
              >
                {t('customers.action.batchAdd')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                onClick={() => setBatch('remove')}
                data-testid="batch-remove-tags"
              >
                {t('customers.action.batchRemove')}
              </Button>
            </>
          }
        />
      </PageSection>
      <BatchTagDialog
        mode={batch}
        customerIds={[...selected].map(Number)}
        onClose={() => setBatch(null)}
        onDone={() => setSelected(new Set())}
      />
      <CustomerDetailDrawer customerId={detailId} onClose={() => setDetailId(null)} />
    </PageLayout>
  );
}
