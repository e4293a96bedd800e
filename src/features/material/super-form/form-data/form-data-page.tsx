import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { RecordListQuery } from '../../../../../contract/material/super-form/api-types';
import { DEFAULT_PAGE_SIZE } from '../../../../lib/format/table-defaults';
import { formatNumber } from '../../../../lib/format/format-number';
import { t } from '../../../../lib/i18n/translate';
import { DataTable } from '../../../../ui/data-table/data-table';
import { FilterBar, FilterField } from '../../../../ui/filter-bar/filter-bar';
import { DateRangeFilter, SelectFilter } from '../../../../ui/filter-bar/filter-inputs';
import type { DateRange } from '../../../../ui/filter-bar/filter-inputs';
import { PageLayout, PageSection } from '../../../../ui/page-layout/page-layout';
import { StatusPage } from '../../../../ui/status-page';
import { ExportButton, exportFilters } from '../../../../data/export-job/export-button';
import { useFormDetail } from '../api/form-detail-query';
import { useRecordList } from '../api/record-queries';
import { parseFormId } from '../form-id';
import { recordColumns } from './record-columns';
import { RecordDrawer } from './record-drawer';
import { SummaryCharts } from './summary-charts';
import '../../../../lib/i18n/messages/superform-messages';

interface Filters {
  behaviour: string;
  customerType: string;
  range: DateRange;
}

// Submissions first: visits (behaviour 1) are one filter away.
const NO_FILTERS: Filters = { behaviour: '2', customerType: '', range: { from: '', to: '' } };
const options = (prefix: 'sf.data.behaviour' | 'sf.data.customerType') =>
  (['1', '2'] as const).map((value) => ({ value, label: t(`${prefix}.${value}` as const) }));

function toQuery(formId: number, filters: Filters, pageSize: number): RecordListQuery {
  return {
    form_id: formId,
    page: 1,
    page_size: pageSize,
    ...(filters.behaviour ? { behaviour: Number(filters.behaviour) as 1 | 2 } : {}),
    ...(filters.customerType ? { customer_type: Number(filters.customerType) as 1 | 2 } : {}),
    ...(filters.range.from ? { start_date: filters.range.from } : {}),
    ...(filters.range.to ? { end_date: filters.range.to } : {}),
  };
}

function FormData({ formId }: { formId: number }) {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [query, setQuery] = useState<RecordListQuery>(() =>
    toQuery(formId, NO_FILTERS, DEFAULT_PAGE_SIZE),
  );
  const [openRecord, setOpenRecord] = useState<number | null>(null);
  const form = useFormDetail(formId);
  const records = useRecordList(query);
  const components = form.data?.component_list ?? [];

  return (
    <PageLayout
      title={form.data ? `${t('sf.data.title')} · ${form.data.title}` : t('sf.data.title')}
      testId="form-data-page"
      description={
        form.data
          ? `${t('sf.data.visits')} ${formatNumber(form.data.visit_count)} · ${t('sf.data.submits')} ${formatNumber(form.data.submit_count)}`
          : undefined
      }
      actions={
        <>
          <Button size="sm" variant="outline" onClick={() => navigate('/super-form')}>
            {t('sf.data.back')}
          </Button>
          <ExportButton
            type="superform_records"
            filters={exportFilters(query)}
            total={records.data?.total ?? 0}
          />
        </>
      }
    >
      <PageSection title={t('sf.data.summary')}>
        <SummaryCharts formId={formId} />
      </PageSection>
      <PageSection title={t('sf.data.records')} padding="4">
        <Box mb="4">
          <FilterBar
            onSearch={() =>
              setQuery(toQuery(formId, filters, query.page_size ?? DEFAULT_PAGE_SIZE))
            }
            onReset={() => {
              setFilters(NO_FILTERS);
              setQuery(toQuery(formId, NO_FILTERS, query.page_size ?? DEFAULT_PAGE_SIZE));
            }}
          >
            <FilterField label={t('sf.data.behaviour')} width="36">
              <SelectFilter
                value={filters.behaviour}
                options={options('sf.data.behaviour')}
                ariaLabel={t('sf.data.behaviour')}
                testId="behaviour-filter"
                onChange={(behaviour) => setFilters({ ...filters, behaviour })}
              />
            </FilterField>
            <FilterField label={t('sf.data.customerType')} width="40">
              <SelectFilter
                value={filters.customerType}
                options={options('sf.data.customerType')}
                ariaLabel={t('sf.data.customerType')}
                testId="customer-type-filter"
                onChange={(customerType) => setFilters({ ...filters, customerType })}
              />
            </FilterField>
            <FilterField label={t('sf.data.dateRange')} width="80">
              <DateRangeFilter
                value={filters.range}
                onChange={(range) => setFilters({ ...filters, range })}
                testId="date-filter"
              />
            </FilterField>
          </FilterBar>
        </Box>
        <DataTable
          label={t('sf.data.records')}
          testId="record-table"
          columns={recordColumns(components, (record) => setOpenRecord(record.id))}
          rows={form.data ? records.data?.list : undefined}
          rowKey={(record) => record.id}
          total={records.data?.total ?? 0}
          page={query.page ?? 1}
          pageSize={query.page_size ?? DEFAULT_PAGE_SIZE}
          loading={records.isFetching}
          error={records.isError || form.isError}
          onRetry={() => void records.refetch()}
          emptyText={t('sf.data.empty')}
          columnSettingsKey={`superform.data.${formId}`}
          onPageChange={(page, pageSize) => setQuery({ ...query, page, page_size: pageSize })}
        />
      </PageSection>
      <RecordDrawer recordId={openRecord} onClose={() => setOpenRecord(null)} />
    </PageLayout>
  );
}

/** /super-form/form-data?id=<form id> (issue #7): what a form collected. */
export function FormDataPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = parseFormId(params.get('id'));
  if (id === undefined) {
    return (
      <StatusPage
        title={t('sf.data.title')}
        description={<Text>{t('sf.data.missingId')}</Text>}
        actions={
          <Button size="sm" onClick={() => navigate('/super-form')}>
            {t('sf.data.back')}
          </Button>
        }
      />
    );
  }
  return <FormData key={id} formId={id} />;
}
