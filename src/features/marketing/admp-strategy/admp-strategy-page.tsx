import { useMemo, useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import {
  audienceDelete,
  audienceList,
  audienceOptions,
  audienceRefresh,
  type AudienceRow,
} from '../../../../contract/marketing/admp-strategy';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { DeleteConfirmDialog } from '../../../ui/confirm-dialog/delete-confirm-dialog';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { ListNameSearch } from '../../../ui/list-kit/list-name-search';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { AudienceForm } from './audience-form';
import { AudienceSampleDrawer } from './audience-sample';
import { conditionText, type AudienceOptions } from './condition-summary';
import { RightButton } from '../../../data/menu/right-button';
import '../../../lib/i18n/messages/marketing-admp-strategy-messages';

type Action = 'sample' | 'refresh' | 'edit' | 'delete';
const STATUS_PALETTE = { 1: 'gray', 2: 'blue', 3: 'green', 4: 'red' } as const;

function columns(
  options: AudienceOptions | undefined,
  onAction: (row: AudienceRow, action: Action) => void,
): DataColumn<AudienceRow>[] {
  return [
    {
      key: 'name',
      title: t('audience.col.name'),
      hideable: false,
      render: (row) => <Text fontWeight="medium">{row.name}</Text>,
    },
    {
      key: 'conditions',
      title: t('audience.col.conditions'),
      render: (row) => (
        <Box fontSize="xs" color="fg.muted" maxW="sm" minW="48">
          {row.conditions.map((condition, index) => (
            <Text key={index}>
              {index > 0 ? `${t(`audience.logic.${row.logic}`)} · ` : ''}
              {conditionText(condition, options)}
            </Text>
          ))}
        </Box>
      ),
    },
    {
      key: 'refresh',
      title: t('audience.col.refresh'),
      render: (row) => t(`audience.refresh.${row.refresh}`),
    },
    {
      key: 'status',
      title: t('audience.col.status'),
      render: (row) => (
        <Badge variant="subtle" colorPalette={STATUS_PALETTE[row.status]}>
          {t(`audience.status.${row.status}`)}
        </Badge>
      ),
    },
    {
      key: 'size',
      title: t('audience.col.size'),
      render: (row) => <Text data-testid="audience-size">{formatNumber(row.size)}</Text>,
    },
    {
      key: 'computed',
      title: t('audience.col.computed'),
      render: (row) => formatDateTime(row.computed_at),
    },
    {
      key: 'actions',
      title: t('audience.col.actions'),
      hideable: false,
      render: (row) => (
        <Box display="flex" gap="1" flexWrap="wrap" minW="56">
          {(['sample', 'refresh', 'edit', 'delete'] as const).map((action) => (
            <RightButton
              key={action}
              right={action === 'delete' ? 'delete' : undefined}
              size="xs"
              variant="outline"
              colorPalette={action === 'delete' ? 'red' : 'blue'}
              onClick={() => onAction(row, action)}
              data-testid={`audience-${action}`}
            >
              {t(`audience.action.${action}`)}
            </RightButton>
          ))}
        </Box>
      ),
    },
  ];
}

/** issue #20 /admp-strategy 运营策略 (docs/domain.md §3 [LW] WeStrategicCrowd): audiences. */
export function AdmpStrategyPage() {
  const list = useListState({ name: '' });
  const [opened, setOpened] = useState(0);
  const [editing, setEditing] = useState<{ row: AudienceRow | null } | null>(null);
  const [sampling, setSampling] = useState<AudienceRow | null>(null);
  const [removing, setRemoving] = useState<AudienceRow | null>(null);
  const audiences = useEndpointQuery(
    audienceList,
    {
      query: { page: list.page, page_size: list.pageSize, keyword: list.applied.name || undefined },
    },
    { keepPrevious: true },
  );
  const computing = (audiences.data?.list ?? []).some((row) => row.status <= 2);
  // while a computation runs, follow it (a job on the server's runner)
  const live = useEndpointQuery(
    audienceList,
    {
      query: { page: list.page, page_size: list.pageSize, keyword: list.applied.name || undefined },
    },
    { keepPrevious: true, refetchInterval: computing ? 1500 : false },
  );
  const options = useEndpointQuery(audienceOptions, {});
  const refresh = useEndpointMutation(audienceRefresh, { invalidates: [audienceList] });
  const remove = useEndpointMutation(audienceDelete, {
    invalidates: [audienceList, audienceOptions],
  });
  const tableColumns = useMemo(
    () =>
      columns(options.data, (row, action) => {
        if (action === 'sample') setSampling(row);
        else if (action === 'edit') {
          setOpened((n) => n + 1);
          setEditing({ row });
        } else if (action === 'delete') setRemoving(row);
        else
          refresh.mutate(
            { params: { id: row.id } },
            { onSuccess: () => notifySuccess(t('audience.refreshing')) },
          );
      }),
    [options.data, refresh],
  );
  const data = live.data ?? audiences.data;
  return (
    <PageLayout
      title={t('audience.title')}
      description={t('audience.description')}
      testId="admp-strategy-page"
      actions={
        <Button
          size="sm"
          colorPalette="blue"
          onClick={() => {
            setOpened((n) => n + 1);
            setEditing({ row: null });
          }}
          data-testid="audience-create"
        >
          + {t('audience.create')}
        </Button>
      }
    >
      <PageSection>
        <DataTable
          label={t('audience.table')}
          testId="audience-table"
          columns={tableColumns}
          rows={data?.list}
          rowKey={(row) => row.id}
          total={data?.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          loading={audiences.isFetching && !computing}
          error={audiences.isError}
          onRetry={() => void audiences.refetch()}
          emptyText={list.filtered ? t('audience.emptyFiltered') : t('audience.empty')}
          columnSettingsKey="admp-strategy"
          toolbar={<ListNameSearch list={list} label={t('audience.searchName')} />}
        />
      </PageSection>
      <AudienceForm
        key={opened}
        open={editing !== null}
        audience={editing?.row ?? null}
        options={options.data}
        onClose={() => setEditing(null)}
      />
      <AudienceSampleDrawer
        key={sampling?.id ?? 0}
        audience={sampling}
        onClose={() => setSampling(null)}
      />
      <DeleteConfirmDialog
        target={removing}
        mutation={remove}
        title={t('audience.deleteTitle')}
        body={removing && t('audience.deleteBody', { name: removing.name })}
        deleted={t('audience.deleted')}
        onClose={() => setRemoving(null)}
      />
    </PageLayout>
  );
}
