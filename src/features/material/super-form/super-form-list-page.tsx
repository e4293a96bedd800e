import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import type {
  FormListItem,
  FormListQuery,
} from '../../../../contract/material/super-form/api-types';
import type { FormStatus } from '../../../../contract/material/super-form/form-schema';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { ListTable } from '../../../ui/list-kit/list-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import type { FormAction } from './api/form-actions';
import { useFormAction } from './api/form-actions';
import { useFormList } from './api/form-list-query';
import type { RowAction } from './form-columns';
import { formColumns } from './form-columns';
import { ShareDialog } from './share-dialog';
import '../../../lib/i18n/messages/superform-messages';

const EMPTY_FILTERS = { title: '', status: '' };

function toFormListQuery(filters: typeof EMPTY_FILTERS): Omit<FormListQuery, 'page' | 'page_size'> {
  return {
    ...(filters.title.trim() ? { title: filters.title.trim() } : {}),
    ...(filters.status ? { form_status: Number(filters.status) as FormStatus } : {}),
  };
}
const STATUS_OPTIONS = ([1, 2, 3] as const).map((status) => ({
  value: String(status),
  label: t(`sf.status.${status}` as const),
}));
const DONE: Record<
  FormAction,
  'sf.done.copy' | 'sf.done.publish' | 'sf.done.end' | 'sf.done.delete'
> = {
  copy: 'sf.done.copy',
  publish: 'sf.done.publish',
  end: 'sf.done.end',
  delete: 'sf.done.delete',
};

/** /super-form (issue #7): search, status filter, paging, and each form's actions. */
export function SuperFormListPage() {
  const navigate = useNavigate();
  const listState = useListState(EMPTY_FILTERS);
  const { draft } = listState;
  const [sharing, setSharing] = useState<FormListItem | null>(null);
  const [confirming, setConfirming] = useState<{
    action: 'end' | 'delete';
    form: FormListItem;
  } | null>(null);
  const list = useFormList({
    ...toFormListQuery(listState.applied),
    page: listState.page,
    page_size: listState.pageSize,
  });
  const run = useFormAction();

  const act = (action: FormAction, form: FormListItem) =>
    run.mutate(
      { action, id: form.id },
      {
        onSuccess: () => {
          notifySuccess(t(DONE[action]));
          setConfirming(null);
        },
      },
    );

  const columns = formColumns((action: RowAction, form) => {
    if (action === 'edit') navigate(`/super-form/edit-form?id=${form.id}`);
    else if (action === 'data') navigate(`/super-form/form-data?id=${form.id}`);
    else if (action === 'share') setSharing(form);
    else if (action === 'end' || action === 'delete') setConfirming({ action, form });
    else act(action, form);
  });

  return (
    <PageLayout
      title={t('sf.list.title')}
      description={t('sf.list.intro')}
      testId="super-form-list"
      actions={
        <Button
          size="sm"
          colorPalette="blue"
          onClick={() => navigate('/super-form/edit-form')}
          data-testid="create-form"
        >
          {t('sf.list.create')}
        </Button>
      }
    >
      <PageSection>
        <FilterBar onSearch={() => listState.apply()} onReset={listState.reset}>
          <FilterField label={t('sf.list.col.title')}>
            <Input
              size="sm"
              bg="white"
              value={draft.title}
              maxLength={50}
              placeholder={t('sf.list.searchPlaceholder')}
              onChange={(event) => listState.setDraft({ ...draft, title: event.target.value })}
              data-testid="form-search"
            />
          </FilterField>
          <FilterField label={t('sf.list.statusFilter')} width="40">
            <SelectFilter
              value={draft.status}
              onChange={(status) => listState.setDraft({ ...draft, status })}
              options={STATUS_OPTIONS}
              ariaLabel={t('sf.list.statusFilter')}
              testId="status-filter"
            />
          </FilterField>
        </FilterBar>
      </PageSection>
      <PageSection padding="4">
        <ListTable
          label={t('sf.list.title')}
          testId="form-table"
          columns={columns}
          query={list}
          list={listState}
          rowKey={(form) => form.id}
          emptyText={t('sf.list.empty')}
          columnSettingsKey="superform.list"
        />
      </PageSection>
      <ShareDialog form={sharing} onClose={() => setSharing(null)} />
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.action === 'delete' ? t('sf.confirm.deleteTitle') : t('sf.confirm.endTitle')
        }
        danger={confirming?.action === 'delete'}
        busy={run.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) act(confirming.action, confirming.form);
        }}
      >
        <Text>
          {confirming
            ? t(confirming.action === 'delete' ? 'sf.confirm.deleteBody' : 'sf.confirm.endBody', {
                title: confirming.form.title,
              })
            : null}
        </Text>
      </ConfirmDialog>
    </PageLayout>
  );
}
