import { Suspense, useMemo, useState } from 'react';
import type { CustomerRow } from '../../../../contract/customer/customer-list';
import { t } from '../../../lib/i18n/translate';
import { ExportButton, exportFilters } from '../../../data/export-job/export-button';
import { ListTable } from '../../../ui/list-kit/list-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { sc } from '../../../ui/static-css/class-names';
import { useOpenedOnce } from '../../../ui/deferred-mount/use-opened-once';
import { chakraFreePage } from '../../../ui/theme/chakra-island';
import { useCustomerList } from './api/customer-list-query';
import type { BatchMode } from './batch-tag-dialog';
import { customerColumns } from './customer-columns';
import { EMPTY_FILTERS, toListQuery } from './customer-filter-state';
import { CustomerFilters } from './customer-filters';
import {
  BatchTagDialog,
  CustomerDetailDrawer,
  HandoverDialog,
  HandoverRecordsDrawer,
  intent,
} from './customer-list-islands';
import '../../../lib/i18n/messages/customer-handover-messages';
import '../../../lib/i18n/messages/customers-messages';

/**
 * issue #9 /customer-list (docs/domain.md §10 #1): filters, the customer table with server paging,
 * batch add/remove tags on the selection, and the detail drawer.
 */
function CustomerListPageContent() {
  const filters = useListState(EMPTY_FILTERS);
  const [batch, setBatch] = useState<BatchMode | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const batchOpened = useOpenedOnce(batch !== null);
  const detailOpened = useOpenedOnce(detailId !== null);
  // issue #41: mounted on first use (null until then) so the list's first paint stays as light
  // as before (docs/architecture.md "Styling"); kept mounted afterwards (docs/stack.md "Chakra v3": an
  // unmounted open Chakra overlay can leave pointer-events off). issue #39: all four are islands
  // loaded on first use (customer-list-islands.ts).
  const [handover, setHandover] = useState<boolean | null>(null);
  const [records, setRecords] = useState<boolean | null>(null);
  const query = toListQuery(filters.applied, filters.page, filters.pageSize);
  const list = useCustomerList(query);
  const columns = useMemo(
    () => customerColumns((row: CustomerRow) => setDetailId(row.id), intent.detail),
    [],
  );

  return (
    <PageLayout
      title={t('customers.title')}
      description={t('customers.description')}
      testId="customer-list-page"
    >
      <PageSection>
        <CustomerFilters
          draft={filters.draft}
          onDraftChange={filters.setDraft}
          onSearch={() => filters.apply()}
          onReset={filters.reset}
        />
      </PageSection>
      <PageSection>
        <ListTable
          label={t('customers.table.label')}
          testId="customer-table"
          columns={columns}
          query={list}
          list={filters}
          selectable
          rowKey={(row) => row.id}
          emptyText={filters.filtered ? t('customers.empty') : undefined}
          columnSettingsKey="customer-list"
          toolbar={
            <>
              <button
                type="button"
                className={sc('bt-sm-outline')}
                onClick={() => setRecords(true)}
                {...intent.records}
                data-testid="handover-records-open"
              >
                {t('handover.records')}
              </button>
              {/* issue #14: a background export of the applied filters (/export-log) */}
              <ExportButton
                type="customer_list"
                filters={exportFilters(query)}
                total={list.data?.total ?? 0}
              />
            </>
          }
          batchActions={
            <>
              <button
                type="button"
                className={sc('bt-xs-solid', 'sc-palette-blue')}
                onClick={() => setBatch('add')}
                {...intent.batchTag}
                data-testid="batch-add-tags"
              >
                {t('customers.action.batchAdd')}
              </button>
              <button
                type="button"
                className={sc('bt-xs-outline')}
                onClick={() => setBatch('remove')}
                {...intent.batchTag}
                data-testid="batch-remove-tags"
              >
                {t('customers.action.batchRemove')}
              </button>
              <button
                type="button"
                className={sc('bt-xs-outline')}
                onClick={() => setHandover(true)}
                {...intent.handover}
                data-testid="batch-handover"
              >
                {t('handover.action')}
              </button>
            </>
          }
        />
      </PageSection>
      <Suspense fallback={null}>
        {batchOpened ? (
          <BatchTagDialog
            mode={batch}
            customerIds={[...filters.selected].map(Number)}
            onClose={() => setBatch(null)}
            onDone={filters.clearSelection}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {handover === null ? null : (
          <HandoverDialog
            open={handover}
            customers={(list.data?.list ?? []).filter((row) => filters.selected.has(row.id))}
            onClose={() => setHandover(false)}
            onDone={filters.clearSelection}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {records === null ? null : (
          <HandoverRecordsDrawer open={records} onClose={() => setRecords(false)} targetType={1} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {detailOpened ? (
          <CustomerDetailDrawer customerId={detailId} onClose={() => setDetailId(null)} />
        ) : null}
      </Suspense>
    </PageLayout>
  );
}

// issue #39 (docs/architecture.md "Styling" point 5): the page renders no Chakra outside its
// islands (the pickers, 列设置, the dialogs and drawers load on intent), so it paints without
// waiting for Chakra's chunk or system.
export const CustomerListPage = chakraFreePage(CustomerListPageContent);
