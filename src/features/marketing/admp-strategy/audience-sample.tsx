import { useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import {
  audienceSample,
  type AudienceRow,
  type AudienceSample,
} from '../../../../contract/marketing/admp-strategy';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { t } from '../../../lib/i18n/translate';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { FormDrawer } from '../../../ui/form-drawer/form-drawer';

const columns: DataColumn<AudienceSample>[] = [
  { key: 'name', title: t('audience.sample.col.name'), hideable: false, render: (row) => row.name },
  {
    key: 'tags',
    title: t('audience.sample.col.tags'),
    render: (row) => (
      <Box display="flex" gap="1" flexWrap="wrap">
        {row.tags.slice(0, 6).map((tag) => (
          <Badge key={tag} variant="outline" colorPalette="blue">
            {tag}
          </Badge>
        ))}
      </Box>
    ),
  },
];

/** issue #20 an audience's size and its customers (a paged sample of the computed list). */
export function AudienceSampleDrawer(props: { audience: AudienceRow | null; onClose: () => void }) {
  const { audience } = props;
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const sample = useEndpointQuery(
    audienceSample,
    { params: { id: audience?.id ?? 0 }, query: { page: paging.page, page_size: paging.pageSize } },
    { enabled: audience !== null, keepPrevious: true },
  );
  return (
    <FormDrawer
      open={audience !== null}
      onClose={props.onClose}
      title={t('audience.sample.title', { name: audience?.name ?? '' })}
      size="md"
      testId="audience-sample"
    >
      {/* only while a customer list is asked for: a closed drawer shows no table spinner */}
      {audience ? (
        <DataTable
          label={t('audience.sample.table')}
          columns={columns}
          rows={sample.data?.list}
          rowKey={(row) => row.id}
          total={sample.data?.total ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
          loading={sample.isFetching}
          error={sample.isError}
          onRetry={() => void sample.refetch()}
          emptyText={t('audience.sample.empty')}
        />
      ) : null}
    </FormDrawer>
  );
}
