// /sider-iframe 聊天侧边栏 (spec §2, docs/domain.md §2, issue #18): the sidebar's pages with the URL
// to paste into the platform's admin, their switch (confirmed before disabling) and order,
// the opens of the last 30 days, and a sandbox preview of the sidebar for one chat.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import type { SiderPageRow } from '../../../../contract/reach/sider-iframe';
import { ExportButton, exportFilters } from '../../../data/export-job/export-button';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { ListTable } from '../../../ui/list-kit/list-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { SelectField } from '../../../ui/select-field/select-field';
import { useSiderPages, useSiderPageWrites } from './api/sider-iframe-api';
import { PreviewSection } from './preview-section';
import { RenameDialog } from './rename-dialog';
import { siderColumns } from './sider-columns';
import '../../../lib/i18n/messages/reach-sider-iframe-messages';

const EMPTY_FILTERS = { name: '', enabled: '' as '' | '0' | '1' };

export function SiderIframePage() {
  const navigate = useNavigate();
  const list = useListState(EMPTY_FILTERS);
  const { name, enabled } = list.applied;
  const query = {
    page: list.page,
    page_size: list.pageSize,
    ...(name.trim() ? { name: name.trim() } : {}),
    ...(enabled ? { enabled: Number(enabled) } : {}),
  };
  const rows = useSiderPages(query);
  const all = useSiderPages({ page: 1, page_size: 20 });
  const writes = useSiderPageWrites();
  const [disabling, setDisabling] = useState<SiderPageRow | null>(null);
  const [renaming, setRenaming] = useState<SiderPageRow | null>(null);
  const allRows = all.data?.list;
  const busy = writes.move.isPending || writes.update.isPending;

  const tableColumns = useMemo(
    () =>
      siderColumns({
        busy,
        edges: { first: allRows?.[0]?.id, last: allRows?.[allRows.length - 1]?.id },
        move: (row, direction) =>
          writes.move.mutate({ params: { id: row.id }, body: { direction } }),
        toggle: (row, checked) => {
          if (!checked) setDisabling(row);
          else
            writes.update.mutate(
              { params: { id: row.id }, body: { enabled: true } },
              { onSuccess: () => notifySuccess(t('siderIframe.saved')) },
            );
        },
        rename: setRenaming,
      }),
    [busy, allRows, writes.move, writes.update],
  );

  return (
    <PageLayout
      title={t('siderIframe.title')}
      description={t('siderIframe.description')}
      testId="sider-iframe-page"
      actions={
        <Button size="sm" colorPalette="blue" onClick={() => navigate('/sider-iframe/config')}>
          {t('siderIframe.action.config')}
        </Button>
      }
    >
      <PageSection>
        <FilterBar onSearch={() => list.apply()} onReset={list.reset}>
          <FilterField label={t('siderIframe.filter.name')}>
            <Input
              size="sm"
              value={list.draft.name}
              onChange={(event) => list.setDraft({ ...list.draft, name: event.target.value })}
            />
          </FilterField>
          <FilterField label={t('siderIframe.filter.status')}>
            <SelectField
              label={t('siderIframe.filter.status')}
              value={list.draft.enabled}
              placeholder={t('siderIframe.status.all')}
              options={[
                { value: '1', label: t('siderIframe.status.on') },
                { value: '0', label: t('siderIframe.status.off') },
              ]}
              onChange={(value) =>
                list.setDraft({ ...list.draft, enabled: value as '' | '0' | '1' })
              }
            />
          </FilterField>
        </FilterBar>
      </PageSection>
      <PageSection>
        <ListTable
          label={t('siderIframe.title')}
          testId="sider-iframe-table"
          columns={tableColumns}
          query={rows}
          list={list}
          rowKey={(row) => row.id}
          emptyText={list.filtered ? t('siderIframe.empty.filtered') : t('siderIframe.empty')}
          toolbar={
            <ExportButton
              type="sider_pages"
              filters={exportFilters(query)}
              total={rows.data?.total ?? 0}
            />
          }
        />
      </PageSection>
      <PreviewSection pages={allRows ?? []} />
      <ConfirmDialog
        open={disabling !== null}
        title={t('siderIframe.disable.title')}
        confirmLabel={t('siderIframe.disable.confirm')}
        danger
        busy={writes.update.isPending}
        onClose={() => setDisabling(null)}
        onConfirm={() => {
          if (!disabling) return;
          writes.update.mutate(
            { params: { id: disabling.id }, body: { enabled: false } },
            {
              onSuccess: () => {
                notifySuccess(t('siderIframe.saved'));
                setDisabling(null);
              },
            },
          );
        }}
      >
        {t('siderIframe.disable.body', { name: disabling?.name ?? '' })}
      </ConfirmDialog>
      <RenameDialog
        target={renaming}
        busy={writes.update.isPending}
        onClose={() => setRenaming(null)}
        onSave={(row, newName) =>
          writes.update.mutate(
            { params: { id: row.id }, body: { name: newName } },
            {
              onSuccess: () => {
                notifySuccess(t('siderIframe.saved'));
                setRenaming(null);
              },
            },
          )
        }
      />
    </PageLayout>
  );
}
