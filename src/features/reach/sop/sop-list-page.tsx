import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { useNavigate } from 'react-router-dom';
import type { SopPlanRow } from '../../../../contract/reach/sop';
import { SOP_BUSINESS_LABELS, SOP_BUSINESS_TYPES } from '../../../../contract/reach/sop';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { DataTable } from '../../../ui/data-table/data-table';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { ListSearchForm } from '../../../ui/list-kit/list-search-form';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { usePlanList, useSopWrites } from './api/sop-api';
import { planColumns } from './sop-columns';
import type { SopConfig } from './sop-config';
import '../../../lib/i18n/messages/reach-sop-messages';
import '../../../lib/i18n/messages/page-kit-messages';

const EMPTY = { name: '', state: '', type: '' };

/** issue #18 the list of an SOP page: plans with today's due and completion, pause, delete. */
export function SopListPage({ config }: { config: SopConfig }) {
  const navigate = useNavigate();
  const list = useListState(EMPTY);
  const writes = useSopWrites(config.endpoints);
  const [deleting, setDeleting] = useState<SopPlanRow | null>(null);
  const query = {
    page: list.page,
    page_size: list.pageSize,
    ...(list.applied.name ? { name: list.applied.name } : {}),
    ...(list.applied.state ? { state: Number(list.applied.state) } : {}),
    ...(list.applied.type ? { business_type: Number(list.applied.type) } : {}),
  };
  const plans = usePlanList(config.endpoints, query);
  const columns = useMemo(
    () =>
      planColumns((row, action) => {
        if (action === 'data') navigate(`${config.dataPath}?id=${row.id}`);
        else if (action === 'edit') navigate(`${config.formPath}?id=${row.id}`);
        else if (action === 'delete') setDeleting(row);
        else {
          const state = row.state === 1 ? 'paused' : 'running';
          writes.setState.mutate(
            { params: { id: row.id }, body: { state } },
            {
              onSuccess: (data) =>
                notifySuccess(
                  state === 'paused' ? t('sop.paused') : t('sop.resumed', { count: data.skipped }),
                ),
            },
          );
        }
      }),
    [navigate, config, writes.setState],
  );
  const chat = config.kind === 'customer';

  return (
    <PageLayout
      title={t(chat ? 'sop.chat.title' : 'sop.group.title')}
      description={t(chat ? 'sop.chat.description' : 'sop.group.description')}
      testId={`${chat ? 'chat' : 'group'}-sop-page`}
      actions={
        <Button
          size="sm"
          colorPalette="blue"
          onClick={() => navigate(config.formPath)}
          data-testid="sop-create"
        >
          {t('sop.create')}
        </Button>
      }
    >
      <PageSection>
        <DataTable
          label={t('sop.table')}
          testId="sop-table"
          columns={columns}
          rows={plans.data?.list}
          rowKey={(row) => row.id}
          total={plans.data?.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          loading={plans.isFetching}
          error={plans.isError}
          onRetry={() => void plans.refetch()}
          emptyText={list.filtered ? t('sop.emptyFiltered') : t('sop.empty')}
          columnSettingsKey={`${chat ? 'chat' : 'group'}-sop`}
          toolbar={
            <ListSearchForm list={list} field="name" label={t('sop.searchName')}>
              <Box width="32">
                <SelectFilter
                  value={list.draft.type}
                  ariaLabel={t('sop.filter.type')}
                  allLabel={t('sop.filter.allTypes')}
                  onChange={(type) => list.apply({ ...list.draft, type })}
                  options={SOP_BUSINESS_TYPES[config.kind].map((type) => ({
                    value: String(type),
                    label: SOP_BUSINESS_LABELS[type] ?? '',
                  }))}
                />
              </Box>
              <Box width="28">
                <SelectFilter
                  value={list.draft.state}
                  ariaLabel={t('sop.filter.state')}
                  allLabel={t('sop.filter.allStates')}
                  onChange={(state) => list.apply({ ...list.draft, state })}
                  options={[1, 2].map((state) => ({
                    value: String(state),
                    label: t(`sop.state.${state as 1 | 2}`),
                  }))}
                />
              </Box>
            </ListSearchForm>
          }
        />
      </PageSection>
      <ConfirmDialog
        open={deleting !== null}
        title={t('sop.deleteTitle')}
        danger
        busy={writes.remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          writes.remove.mutate(
            { params: { id: deleting.id } },
            {
              onSuccess: () => {
                notifySuccess(t('sop.deleted'));
                setDeleting(null);
              },
            },
          );
        }}
      >
        {t('sop.deleteBody', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </PageLayout>
  );
}
