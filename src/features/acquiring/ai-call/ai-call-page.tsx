// /ai-call 导入表格加粉 (spec §2, issue #16): the imports with their results and progress;
// new import (drawer), detail with the report and every number (drawer), pause/resume, delete.
import { useMemo, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { HStack } from '@chakra-ui/react/stack';
import type { ImportRow, ImportStatus } from '../../../../contract/acquiring/ai-call';
import {
  IMPORT_STATUSES,
  IMPORT_STATUS_LABELS,
  aiCallAction,
  aiCallDelete,
  aiCallList,
} from '../../../../contract/acquiring/ai-call';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { DeleteConfirmDialog } from '../../../ui/confirm-dialog/delete-confirm-dialog';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { DateRangeFilter, SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { ListTable } from '../../../ui/list-kit/list-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { importColumns } from './ai-call-columns';
import { ImportDetailDrawer } from './import-detail-drawer';
import { ImportFormDrawer } from './import-form-drawer';
import '../../../lib/i18n/messages/acquiring-ai-call-messages';

const EMPTY_FILTERS = { title: '', status: '', created: { from: '', to: '' } };
const STATUS_OPTIONS = IMPORT_STATUSES.map((value) => ({
  value,
  label: IMPORT_STATUS_LABELS[value],
}));
/** The import template, a static file of the console build (public/templates/). */
const TEMPLATE_PATH = '/templates/ai-call-import-template.csv';

export function AiCallPage() {
  const list = useListState(EMPTY_FILTERS);
  const { title, status, created } = list.applied;
  const query = {
    page: list.page,
    page_size: list.pageSize,
    ...(title ? { title } : {}),
    ...(status ? { status: status as ImportStatus } : {}),
    ...(created.from ? { created_from: created.from } : {}),
    ...(created.to ? { created_to: created.to } : {}),
  };
  const probe = useEndpointQuery(aiCallList, { query }, { keepPrevious: true });
  const busy = probe.data?.list.some((row) => row.status === 'parsing');
  // An import parses in the background: poll while one on the page is still 导入中.
  const rows = useEndpointQuery(
    aiCallList,
    { query },
    { keepPrevious: true, refetchInterval: busy ? 2000 : false },
  );
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<ImportRow | null>(null);
  const action = useEndpointMutation(aiCallAction, { invalidates: [aiCallList] });
  const remove = useEndpointMutation(aiCallDelete, { invalidates: [aiCallList] });
  const columns = useMemo(
    () =>
      importColumns({
        open: (row) => setOpenId(row.id),
        toggle: (row) =>
          action.mutate(
            {
              params: { id: row.id },
              body: { action: row.status === 'running' ? 'pause' : 'resume' },
            },
            { onSuccess: () => notifySuccess(t('aiCall.done.status')) },
          ),
        remove: setRemoving,
      }),
    [action],
  );
  return (
    <PageLayout
      title={t('aiCall.title')}
      description={t('aiCall.description')}
      testId="ai-call-page"
      actions={
        <HStack gap="2">
          <Button asChild size="sm" variant="outline">
            <a href={TEMPLATE_PATH} download="导入表格加粉模板.csv" data-testid="ai-call-template">
              {t('aiCall.template')}
            </a>
          </Button>
          <Button size="sm" colorPalette="blue" onClick={() => setCreating(true)}>
            {t('aiCall.new')}
          </Button>
        </HStack>
      }
    >
      <PageSection>
        <FilterBar onSearch={() => list.apply()} onReset={list.reset}>
          <FilterField label={t('aiCall.filter.title')}>
            <Input
              size="sm"
              aria-label={t('aiCall.filter.title')}
              value={list.draft.title}
              onChange={(event) => list.setDraft({ ...list.draft, title: event.target.value })}
            />
          </FilterField>
          <FilterField label={t('aiCall.filter.status')}>
            <SelectFilter
              ariaLabel={t('aiCall.filter.status')}
              value={list.draft.status}
              options={STATUS_OPTIONS}
              onChange={(value) => list.setDraft({ ...list.draft, status: value })}
            />
          </FilterField>
          <FilterField label={t('aiCall.filter.created')}>
            <DateRangeFilter
              ariaLabel={t('aiCall.filter.created')}
              value={list.draft.created}
              onChange={(value) => list.setDraft({ ...list.draft, created: value })}
            />
          </FilterField>
        </FilterBar>
      </PageSection>
      <PageSection>
        <ListTable
          label={t('aiCall.title')}
          testId="ai-call-table"
          columns={columns}
          query={rows}
          list={list}
          rowKey={(row) => row.id}
          columnSettingsKey="ai-call"
          emptyText={list.filtered ? t('aiCall.empty.filtered') : t('aiCall.empty')}
        />
      </PageSection>
      <ImportFormDrawer
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => setCreating(false)}
      />
      <ImportDetailDrawer id={openId} onClose={() => setOpenId(null)} />
      <DeleteConfirmDialog
        target={removing}
        mutation={remove}
        title={t('aiCall.deleteTitle')}
        body={removing && t('aiCall.deleteBody', { title: removing.title })}
        deleted={t('aiCall.done.deleted')}
        onClose={() => setRemoving(null)}
      />
    </PageLayout>
  );
}
