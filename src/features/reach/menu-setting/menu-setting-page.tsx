// issue #18 /menu-setting 聊天工具栏 (docs/domain.md §2): the tools of the employee's chat toolbar —
// built-in sidebar pages and custom H5 links — with order, on/off, scope and the entry URLs to
// paste into the platform's admin. Open to every member (spec §2 special set); the list says
// whether this member may change it (the page's code), and the server enforces it.
import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import type { ToolbarEntryRow } from '../../../../contract/reach/menu-setting';
import { wecomToolbarUrl } from '../../../../contract/reach/sider-wecom';
import { siderUrl } from '../../../lib/config/sider-url';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { DeleteConfirmDialog } from '../../../ui/confirm-dialog/delete-confirm-dialog';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { ListTable } from '../../../ui/list-kit/list-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { useDeleteTool, useMoveTool, useToggleTool, useToolbar } from './api/toolbar-api';
import { toolColumns } from './tool-columns';
import { ToolFormDialog } from './tool-form-dialog';
import type { ToolFormState } from './tool-form-dialog';
import '../../../lib/i18n/messages/reach-menu-setting-messages';

const EMPTY_FILTERS = { name: '', status: '' };

/**
 * A built-in entry is a sidebar page, at the same address /sider-iframe shows (issue #38 item
 * 2); for a tenant on WeCom it carries the corp id the page starts from (issue #40).
 */
const entryUrlOf = (corpId: string | null) => (row: ToolbarEntryRow) =>
  row.builtin ? wecomToolbarUrl(siderUrl(row.url), corpId) : row.url;

export function MenuSettingPage() {
  const list = useListState(EMPTY_FILTERS);
  const { name, status } = list.applied;
  const rows = useToolbar({
    page: list.page,
    page_size: list.pageSize,
    ...(name ? { name } : {}),
    ...(status === 'on' || status === 'off' ? { status } : {}),
  });
  const toggle = useToggleTool();
  const move = useMoveTool();
  const remove = useDeleteTool();
  const [form, setForm] = useState<ToolFormState | null>(null);
  const [deleting, setDeleting] = useState<ToolbarEntryRow | null>(null);
  const canEdit = rows.data?.can_edit ?? false;
  const corpId = rows.data?.wecom_corp_id ?? null;

  const columns = useMemo(
    () =>
      toolColumns({
        canEdit,
        entryUrl: entryUrlOf(corpId),
        onToggle: (row, enabled) =>
          toggle.mutate(
            { params: { id: row.id }, body: { enabled } },
            {
              onSuccess: () =>
                notifySuccess(
                  t(enabled ? 'menuSetting.toggledOn' : 'menuSetting.toggledOff', {
                    name: row.name,
                  }),
                ),
            },
          ),
        onMove: (row, direction) => move.mutate({ params: { id: row.id }, body: { direction } }),
        onEdit: (row) => setForm({ editing: row }),
        onDelete: setDeleting,
      }),
    [canEdit, corpId, toggle, move],
  );

  return (
    <PageLayout
      title={t('menuSetting.title')}
      description={t('menuSetting.description')}
      testId="menu-setting-page"
      actions={
        canEdit ? (
          <Button size="sm" colorPalette="blue" onClick={() => setForm({ editing: null })}>
            {t('menuSetting.create')}
          </Button>
        ) : null
      }
    >
      <PageSection>
        <Box display="flex" flexDirection="column" gap="1" fontSize="sm">
          <Text color="gray.700">{t('menuSetting.howTo')}</Text>
          <Text color="gray.600" data-testid="menu-setting-enabled">
            {t('menuSetting.enabledCount', { count: rows.data?.enabled ?? 0 })}
          </Text>
          {rows.data && !canEdit ? (
            <Text color="orange.700" data-testid="menu-setting-readonly">
              {t('menuSetting.readOnly')}
            </Text>
          ) : null}
        </Box>
      </PageSection>
      <PageSection>
        <FilterBar onSearch={() => list.apply()} onReset={list.reset}>
          <FilterField label={t('menuSetting.filter.name')}>
            <Input
              size="sm"
              value={list.draft.name}
              maxLength={20}
              aria-label={t('menuSetting.filter.name')}
              onChange={(event) =>
                list.setDraft({ ...list.draft, name: event.currentTarget.value })
              }
            />
          </FilterField>
          <FilterField label={t('menuSetting.filter.status')}>
            <SelectFilter
              value={list.draft.status}
              options={[
                { value: 'on', label: t('menuSetting.status.on') },
                { value: 'off', label: t('menuSetting.status.off') },
              ]}
              onChange={(value) => list.setDraft({ ...list.draft, status: value })}
              ariaLabel={t('menuSetting.filter.status')}
            />
          </FilterField>
        </FilterBar>
      </PageSection>
      <PageSection>
        <ListTable
          label={t('menuSetting.title')}
          testId="menu-setting-table"
          columns={columns}
          query={rows}
          list={list}
          rowKey={(row) => row.id}
          emptyText={list.filtered ? t('menuSetting.empty.filtered') : t('menuSetting.empty')}
        />
      </PageSection>
      <ToolFormDialog state={form} onClose={() => setForm(null)} />
      <DeleteConfirmDialog
        target={deleting}
        mutation={remove}
        title={t('menuSetting.deleteTitle')}
        body={
          deleting && (
            <Text fontSize="sm">{t('menuSetting.deleteBody', { name: deleting.name })}</Text>
          )
        }
        deleted={t('menuSetting.deleted')}
        onClose={() => setDeleting(null)}
      />
    </PageLayout>
  );
}
