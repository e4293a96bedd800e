// /moment-dispatch 朋友圈群发 (spec §2, issue #17): moments tasks with publish and interaction
// totals, filtered by name, status, creator and created date; detail, cancel, export.
import { useMemo, useState } from 'react';
import { Input } from '@chakra-ui/react/input';
import { useNavigate } from 'react-router-dom';
import type { MomentRow } from '../../../../contract/reach/moment-dispatch';
import { ExportButton, exportFilters } from '../../../data/export-job/export-button';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { DateRangeFilter, SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { ListTable } from '../../../ui/list-kit/list-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { useCancelMoment, useMomentCreators, useMomentList } from './api/moment-api';
import { momentColumns } from './moment-columns';
import { RightButton } from '../../../data/menu/right-button';
import '../../../lib/i18n/messages/reach-moment-dispatch-messages';

const EMPTY_FILTERS = { name: '', status: '', creator: '', created: { from: '', to: '' } };

export function MomentDispatchPage() {
  const navigate = useNavigate();
  const list = useListState(EMPTY_FILTERS);
  const { name, status, creator, created } = list.applied;
  const filters = {
    ...(name ? { name } : {}),
    ...(status ? { status: Number(status) } : {}),
    ...(creator ? { creator_id: Number(creator) } : {}),
    ...(created.from ? { created_from: created.from } : {}),
    ...(created.to ? { created_to: created.to } : {}),
  };
  const rows = useMomentList({ page: list.page, page_size: list.pageSize, ...filters });
  const creators = useMomentCreators();
  const cancel = useCancelMoment();
  const [cancelling, setCancelling] = useState<MomentRow | null>(null);
  const columns = useMemo(
    () =>
      momentColumns((row, action) => {
        if (action === 'detail') navigate(`/moment-dispatch/moment-detail?id=${row.id}`);
        else if (action === 'copy') navigate(`/moment-dispatch/moment-form?copy=${row.id}`);
        else setCancelling(row);
      }),
    [navigate, setCancelling],
  );
  return (
    <PageLayout
      title={t('momentDispatch.title')}
      description={t('momentDispatch.description')}
      testId="moment-dispatch-page"
      actions={
        <RightButton
          right="send"
          size="sm"
          colorPalette="blue"
          onClick={() => navigate('/moment-dispatch/moment-form')}
          data-testid="moment-create"
        >
          + {t('momentDispatch.create')}
        </RightButton>
      }
    >
      <PageSection>
        <FilterBar onSearch={() => list.apply()} onReset={list.reset} testId="moment-filters">
          <FilterField label={t('momentDispatch.filter.name')}>
            <Input
              size="sm"
              type="search"
              value={list.draft.name}
              data-testid="moment-filter-name"
              onChange={(event) => list.setDraft({ ...list.draft, name: event.target.value })}
            />
          </FilterField>
          <FilterField label={t('momentDispatch.filter.status')}>
            <SelectFilter
              value={list.draft.status}
              ariaLabel={t('momentDispatch.filter.status')}
              testId="moment-filter-status"
              onChange={(next) => list.apply({ ...list.draft, status: next })}
              options={([1, 2, 3, 4] as const).map((value) => ({
                value: String(value),
                label: t(`momentDispatch.status.${value}`),
              }))}
            />
          </FilterField>
          <FilterField label={t('momentDispatch.filter.creator')}>
            <SelectFilter
              value={list.draft.creator}
              ariaLabel={t('momentDispatch.filter.creator')}
              onChange={(next) => list.apply({ ...list.draft, creator: next })}
              options={(creators.data ?? []).map((item) => ({
                value: String(item.id),
                label: item.name,
              }))}
            />
          </FilterField>
          <FilterField label={t('momentDispatch.filter.created')} width="64">
            <DateRangeFilter
              value={list.draft.created}
              ariaLabel={t('momentDispatch.filter.created')}
              onChange={(next) => list.apply({ ...list.draft, created: next })}
            />
          </FilterField>
        </FilterBar>
      </PageSection>
      <PageSection>
        <ListTable
          label={t('momentDispatch.title')}
          testId="moment-dispatch-table"
          columns={columns}
          query={rows}
          list={list}
          rowKey={(row) => row.id}
          columnSettingsKey="moment-dispatch"
          toolbar={
            <ExportButton
              type="moment_dispatch"
              filters={exportFilters(filters)}
              total={rows.data?.total ?? 0}
            />
          }
          emptyText={list.filtered ? t('momentDispatch.empty.filtered') : t('momentDispatch.empty')}
        />
      </PageSection>
      <ConfirmDialog
        open={cancelling !== null}
        title={t('momentDispatch.cancelTitle')}
        danger
        busy={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() => {
          if (!cancelling) return;
          cancel.mutate(
            { params: { id: cancelling.id } },
            {
              onSuccess: () => {
                notifySuccess(t('momentDispatch.cancelled'));
                setCancelling(null);
              },
            },
          );
        }}
      >
        {t('momentDispatch.cancelBody', { name: cancelling?.name ?? '' })}
      </ConfirmDialog>
    </PageLayout>
  );
}
