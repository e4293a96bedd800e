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
import { DEFAULT_PAGE_SIZE } from '../../../lib/format/table-defaults';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { DataTable } from '../../../ui/data-table/data-table';
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

const FIRST_PAGE: FormListQuery = { page: 1, page_size: DEFAULT_PAGE_SIZE };
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
  const [query, setQuery] = useState<FormListQuery>(FIRST_PAGE);
  const [title, setTitle] = useState('');
  const [status, setStatus] = useState('');
  const [sharing, setSharing] = useState<FormListItem | null>(null);
  const [confirming, setConfirming] = useState<{
    action: 'end' | 'delete';
    form: FormListItem;
  } | null>(null);
  const list = useFormList(query);
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

  const search = () =>
    setQuery({
      ...FIRST_PAGE,
      page_size: query.page_size,
      ...(title.trim() ? { title: title.trim() } : {}),
      ...(status ? { form_status: Number(status) as FormStatus } : {}),
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
        <FilterBar
          onSearch={search}
          onReset={() => {
            setTitle('');
            setStatus('');
            setQuery({ ...FIRST_PAGE, page_size: query.page_size });
          }}
        >
          <FilterField label={t('sf.list.col.title')}>
            <Input
              size="sm"
              bg="white"
              value={title}
              maxLength={50}
              placeholder={t('sf.list.searchPlaceholder')}
              onChange={(event) => setTitle(event.target.value)}
              data-testid="form-search"
            />
          </FilterField>
          <FilterField label={t('sf.list.statusFilter')} width="40">
            <SelectFilter
              value={status}
              onChange={setStatus}
              options={STATUS_OPTIONS}
              ariaLabel={t('sf.list.statusFilter')}
              testId="status-filter"
            />
          </FilterField>
        </FilterBar>
      </PageSection>
      <PageSection padding="4">
        <DataTable
          label={t('sf.list.title')}
          testId="form-table"
          columns={columns}
          rows={list.data?.list}
          rowKey={(form) => form.id}
          total={list.data?.total ?? 0}
          page={query.page ?? 1}
          pageSize={query.page_size ?? DEFAULT_PAGE_SIZE}
          loading={list.isFetching}
          error={list.isError}
          onRetry={() => void list.refetch()}
          emptyText={t('sf.list.empty')}
          columnSettingsKey="superform.list"
          onPageChange={(page, pageSize) => setQuery({ ...query, page, page_size: pageSize })}
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
