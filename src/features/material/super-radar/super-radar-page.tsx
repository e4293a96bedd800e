import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { useNavigate } from 'react-router-dom';
import { radarDelete, radarList, type RadarRow } from '../../../../contract/material/super-radar';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { t } from '../../../lib/i18n/translate';
import { DeleteConfirmDialog } from '../../../ui/confirm-dialog/delete-confirm-dialog';
import { DataTable } from '../../../ui/data-table/data-table';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { ListSearchForm } from '../../../ui/list-kit/list-search-form';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { radarColumns } from './radar-columns';
import { SendDialog } from './send-dialog';
import '../../../lib/i18n/messages/material-super-radar-messages';

const EMPTY = { keyword: '', type: '' };

/** issue #20 /super-radar 超级雷达 (docs/domain.md §5): tracked links, sends, their opens. */
export function SuperRadarPage() {
  const navigate = useNavigate();
  const list = useListState(EMPTY);
  const [opened, setOpened] = useState(0);
  const [sending, setSending] = useState<RadarRow | null>(null);
  const [removing, setRemoving] = useState<RadarRow | null>(null);
  const radars = useEndpointQuery(
    radarList,
    {
      query: {
        page: list.page,
        page_size: list.pageSize,
        keyword: list.applied.keyword || undefined,
        type: (list.applied.type || undefined) as '1' | '2' | '3' | undefined,
      },
    },
    { keepPrevious: true },
  );
  const remove = useEndpointMutation(radarDelete, { invalidates: [radarList] });
  const columns = useMemo(
    () =>
      radarColumns((row, action) => {
        if (action === 'send') {
          setOpened((n) => n + 1);
          setSending(row);
        } else if (action === 'data') navigate(`/super-radar/data-detail?id=${row.id}`);
        else if (action === 'edit') navigate(`/super-radar/edit-form?id=${row.id}`);
        else setRemoving(row);
      }),
    [navigate],
  );
  return (
    <PageLayout
      title={t('radar.title')}
      description={t('radar.description')}
      testId="super-radar-page"
      actions={
        <Button
          size="sm"
          colorPalette="blue"
          onClick={() => navigate('/super-radar/edit-form')}
          data-testid="radar-create"
        >
          + {t('radar.create')}
        </Button>
      }
    >
      <PageSection>
        <DataTable
          label={t('radar.table')}
          testId="radar-table"
          columns={columns}
          rows={radars.data?.list}
          rowKey={(row) => row.id}
          total={radars.data?.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          loading={radars.isFetching}
          error={radars.isError}
          onRetry={() => void radars.refetch()}
          emptyText={list.filtered ? t('radar.emptyFiltered') : t('radar.empty')}
          columnSettingsKey="super-radar"
          toolbar={
            <ListSearchForm list={list} field="keyword" label={t('radar.filter.keyword')}>
              <Box width="28">
                <SelectFilter
                  value={list.draft.type}
                  ariaLabel={t('radar.filter.type')}
                  onChange={(type) => list.apply({ ...list.draft, type })}
                  options={(['1', '2', '3'] as const).map((type) => ({
                    value: type,
                    label: t(`radar.type.${type}`),
                  }))}
                />
              </Box>
            </ListSearchForm>
          }
        />
      </PageSection>
      <SendDialog key={opened} radar={sending} onClose={() => setSending(null)} />
      <DeleteConfirmDialog
        target={removing}
        mutation={remove}
        title={t('radar.deleteTitle')}
        body={removing && t('radar.deleteBody', { title: removing.title })}
        deleted={t('radar.deleted')}
        onClose={() => setRemoving(null)}
      />
    </PageLayout>
  );
}
