import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  radarDetail,
  radarOpens,
  type RadarDetail,
  type RadarOpenRow,
} from '../../../../../contract/material/super-radar';
import { useEndpointQuery } from '../../../../data/endpoint-hooks';
import { formatDateTime } from '../../../../lib/format/date-time';
import { t } from '../../../../lib/i18n/translate';
import { DataTable, type DataColumn } from '../../../../ui/data-table/data-table';
import {
  MissingRecordPage,
  parseRecordId,
} from '../../../../ui/missing-record/missing-record-page';
import { PageLayout, PageSection } from '../../../../ui/page-layout/page-layout';
import { StatCard } from '../../../../ui/stat-card/stat-card';
import { LazyTrendChart } from '../../../../ui/trend-chart/lazy-trend-chart';
import '../../../../lib/i18n/messages/material-super-radar-messages';

type EmployeeRow = RadarDetail['employees'][number];
const percent = (part: number, whole: number) =>
  whole ? `${Math.round((part / whole) * 1000) / 10}%` : '-';

const employeeColumns: DataColumn<EmployeeRow>[] = [
  {
    key: 'employee',
    title: t('radar.detail.col.employee'),
    hideable: false,
    render: (row) => row.name,
  },
  { key: 'sends', title: t('radar.detail.col.sends'), render: (row) => row.sends },
  { key: 'opens', title: t('radar.detail.col.opens'), render: (row) => row.opens },
  { key: 'viewers', title: t('radar.detail.col.viewers'), render: (row) => row.viewers },
  {
    key: 'rate',
    title: t('radar.detail.col.rate'),
    render: (row) => percent(row.viewers, row.sends),
  },
];

function openColumns(onCustomer: (row: RadarOpenRow) => void): DataColumn<RadarOpenRow>[] {
  return [
    {
      key: 'customer',
      title: t('radar.detail.col.customer'),
      hideable: false,
      render: (row) => (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="blue"
          onClick={() => onCustomer(row)}
          px="1"
        >
          {row.customer.name}
        </Button>
      ),
    },
    { key: 'employee', title: t('radar.detail.col.openedBy'), render: (row) => row.employee.name },
    { key: 'at', title: t('radar.detail.col.at'), render: (row) => formatDateTime(row.opened_at) },
    {
      key: 'stay',
      title: t('radar.detail.col.stay'),
      render: (row) =>
        row.duration_seconds ? t('radar.detail.seconds', { n: row.duration_seconds }) : '-',
    },
  ];
}

/** issue #20 /super-radar/data-detail: opens, viewers, stay, per employee, per customer timeline. */
export function RadarDetailPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = parseRecordId(params.get('id'));
  if (id === undefined)
    return (
      <MissingRecordPage title={t('radar.detail.title')} onBack={() => navigate('/super-radar')} />
    );
  return <RadarDetailView key={id} id={id} />;
}

function RadarDetailView({ id }: { id: number }) {
  const navigate = useNavigate();
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [customer, setCustomer] = useState<{ id: number; name: string } | null>(null);
  const detail = useEndpointQuery(radarDetail, { params: { id } }, {});
  const opens = useEndpointQuery(
    radarOpens,
    {
      params: { id },
      query: { page: paging.page, page_size: paging.pageSize, customer_id: customer?.id },
    },
    { keepPrevious: true },
  );
  const back = (
    <Button size="sm" variant="outline" onClick={() => navigate('/super-radar')}>
      {t('radar.back')}
    </Button>
  );
  const data = detail.data;
  const totals = data?.totals;
  return (
    <PageLayout
      title={data ? `${t('radar.detail.title')} · ${data.radar.title}` : t('radar.detail.title')}
      actions={back}
      testId="radar-detail-page"
    >
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr 1fr', lg: 'repeat(4, 1fr)' }}
        gap="3"
        data-testid="radar-totals"
      >
        <StatCard label={t('radar.detail.sends')} value={totals?.sends ?? 0} />
        <StatCard label={t('radar.detail.opens')} value={totals?.opens ?? 0} tone="green" />
        <StatCard label={t('radar.detail.viewers')} value={totals?.viewers ?? 0} tone="purple" />
        <StatCard label={t('radar.detail.avg')} value={totals?.avg_seconds ?? 0} tone="orange" />
      </Box>
      <PageSection title={t('radar.detail.trend')}>
        <LazyTrendChart
          title={t('radar.detail.trend')}
          labels={(data?.trend ?? []).map((point) => point.day.slice(5))}
          series={[
            {
              key: 'opens',
              name: t('radar.detail.series.opens'),
              color: '#2563eb',
              values: (data?.trend ?? []).map((point) => point.opens),
            },
            {
              key: 'viewers',
              name: t('radar.detail.series.viewers'),
              color: '#9333ea',
              values: (data?.trend ?? []).map((point) => point.viewers),
            },
          ]}
        />
      </PageSection>
      <PageSection title={t('radar.detail.employees')}>
        <DataTable
          label={t('radar.detail.employees')}
          testId="radar-employees"
          columns={employeeColumns}
          rows={data?.employees}
          rowKey={(row) => row.id}
          total={data?.employees.length ?? 0}
          page={1}
          pageSize={Math.max(20, data?.employees.length ?? 0)}
          onPageChange={() => undefined}
          loading={detail.isFetching}
          error={detail.isError}
          onRetry={() => void detail.refetch()}
        />
      </PageSection>
      <PageSection
        title={
          customer
            ? t('radar.detail.customerOnly', { name: customer.name })
            : t('radar.detail.opensTable')
        }
        actions={
          customer ? (
            <Button size="xs" variant="outline" onClick={() => setCustomer(null)}>
              {t('radar.detail.allCustomers')}
            </Button>
          ) : undefined
        }
      >
        <DataTable
          label={t('radar.detail.opensTable')}
          testId="radar-opens"
          columns={openColumns((row) => {
            setCustomer(row.customer);
            setPaging({ page: 1, pageSize: paging.pageSize });
          })}
          rows={opens.data?.list}
          rowKey={(row) => row.id}
          total={opens.data?.total ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
          loading={opens.isFetching}
          error={opens.isError}
          onRetry={() => void opens.refetch()}
        />
      </PageSection>
    </PageLayout>
  );
}
