// issue #18 /enterprise-quick-response 企业话术 (docs/domain.md §2, §10 #12): the script library —
// the group tree beside a searchable, sortable, exportable list of scripts, an editor with the
// shared composer, per-script usage by employee, and reordering within a group.
import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { QUICK_REPLY_SORTS } from '../../../../contract/reach/enterprise-quick-response';
import type {
  QuickReplyGroupNode,
  QuickReplyRow,
  QuickReplySort,
} from '../../../../contract/reach/enterprise-quick-response';
import { ExportButton, exportFilters } from '../../../data/export-job/export-button';
import { useDirectoryPickerOptions } from '../../../data/picker-options';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { DeleteConfirmDialog } from '../../../ui/confirm-dialog/delete-confirm-dialog';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { ListTable } from '../../../ui/list-kit/list-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { DepartmentSelect } from '../../../ui/pickers/department-select';
import {
  useDeleteGroup,
  useDeleteReply,
  useMoveReply,
  useReplies,
  useReplyGroups,
} from './api/quick-reply-api';
import type { ReplyQuery } from './api/quick-reply-api';
import { GroupDialog } from './group-dialog';
import type { GroupDialogState } from './group-dialog';
import { GroupPanel } from './group-panel';
import { ImportDialog } from './import-dialog';
import { replyColumns } from './reply-columns';
import { ReplyFormDrawer } from './reply-form-drawer';
import type { ReplyFormState } from './reply-form-drawer';
import { UsageDialog } from './usage-dialog';
import '../../../lib/i18n/messages/reach-enterprise-quick-response-messages';

const EMPTY_FILTERS = { keyword: '', department: '', group: '', sort: 'order' as QuickReplySort };

export function EnterpriseQuickResponsePage() {
  const list = useListState(EMPTY_FILTERS);
  const { keyword, department, group, sort } = list.applied;
  const query: ReplyQuery = {
    page: list.page,
    page_size: list.pageSize,
    sort,
    ...(keyword ? { keyword } : {}),
    ...(group ? { group_id: Number(group) } : {}),
    ...(department ? { department_id: Number(department) } : {}),
  };
  const rows = useReplies(query);
  const groups = useReplyGroups();
  const directory = useDirectoryPickerOptions();
  const move = useMoveReply();
  const removeReply = useDeleteReply();
  const removeGroup = useDeleteGroup();
  const [form, setForm] = useState<ReplyFormState | null>(null);
  const [groupDialog, setGroupDialog] = useState<GroupDialogState | null>(null);
  const [usage, setUsage] = useState<QuickReplyRow | null>(null);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<QuickReplyRow | null>(null);
  const [deletingGroup, setDeletingGroup] = useState<QuickReplyGroupNode | null>(null);
  const tree = groups.data?.groups ?? [];

  const columns = useMemo(
    () =>
      replyColumns({
        canMove: sort === 'order',
        onMove: (row, direction) => move.mutate({ params: { id: row.id }, body: { direction } }),
        onUsage: setUsage,
        onEdit: (row) => setForm({ editing: row, groupId: null }),
        onDelete: setDeleting,
      }),
    [sort, move],
  );
  const selectGroup = (id: number | null) =>
    list.apply({ ...list.applied, group: id === null ? '' : String(id) });

  return (
    <PageLayout
      title={t('enterpriseQuickResponse.title')}
      description={t('enterpriseQuickResponse.description')}
      testId="enterprise-quick-response-page"
      actions={
        <Box display="flex" gap="2">
          <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
            {t('enterpriseQuickResponse.import')}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            onClick={() => setForm({ editing: null, groupId: group ? Number(group) : null })}
          >
            {t('enterpriseQuickResponse.create')}
          </Button>
        </Box>
      }
    >
      <Box
        display="grid"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: '17rem minmax(0, 1fr)' }}
        gap="4"
        alignItems="start"
      >
        <PageSection padding="4">
          <GroupPanel
            groups={tree}
            total={groups.data?.total ?? 0}
            selected={group ? Number(group) : null}
            loading={groups.isPending}
            onSelect={selectGroup}
            onAdd={(parent) => setGroupDialog({ editing: null, parentId: parent?.id ?? null })}
            onEdit={(node) => setGroupDialog({ editing: node, parentId: node.parent_id })}
            onDelete={setDeletingGroup}
          />
        </PageSection>
        <Box display="flex" flexDirection="column" gap="4" minW="0">
          <PageSection>
            <FilterBar onSearch={() => list.apply()} onReset={list.reset}>
              <FilterField label={t('enterpriseQuickResponse.filter.keyword')}>
                <Input
                  size="sm"
                  value={list.draft.keyword}
                  maxLength={40}
                  placeholder={t('enterpriseQuickResponse.filter.keywordPlaceholder')}
                  aria-label={t('enterpriseQuickResponse.filter.keyword')}
                  onChange={(event) =>
                    list.setDraft({ ...list.draft, keyword: event.currentTarget.value })
                  }
                />
              </FilterField>
              <FilterField label={t('enterpriseQuickResponse.filter.department')}>
                <DepartmentSelect
                  departments={directory.data?.departments ?? []}
                  value={list.draft.department}
                  onChange={(value) => list.setDraft({ ...list.draft, department: value })}
                  ariaLabel={t('enterpriseQuickResponse.filter.department')}
                />
              </FilterField>
              <FilterField label={t('enterpriseQuickResponse.filter.sort')}>
                <SelectFilter
                  value={list.draft.sort}
                  allLabel={t('enterpriseQuickResponse.sort.order')}
                  options={QUICK_REPLY_SORTS.filter((key) => key !== 'order').map((key) => ({
                    value: key,
                    label: t(`enterpriseQuickResponse.sort.${key}`),
                  }))}
                  onChange={(value) =>
                    list.setDraft({ ...list.draft, sort: (value || 'order') as QuickReplySort })
                  }
                  ariaLabel={t('enterpriseQuickResponse.filter.sort')}
                  testId="quick-reply-sort"
                />
              </FilterField>
            </FilterBar>
          </PageSection>
          <PageSection>
            <ListTable
              label={t('enterpriseQuickResponse.title')}
              testId="enterprise-quick-response-table"
              columns={columns}
              query={rows}
              list={list}
              rowKey={(row) => row.id}
              toolbar={
                <ExportButton
                  type="quick_reply"
                  filters={exportFilters(query)}
                  total={rows.data?.total ?? 0}
                />
              }
              emptyText={
                list.filtered
                  ? t('enterpriseQuickResponse.empty.filtered')
                  : t('enterpriseQuickResponse.empty')
              }
            />
          </PageSection>
        </Box>
      </Box>
      <ReplyFormDrawer state={form} groups={tree} onClose={() => setForm(null)} />
      <GroupDialog state={groupDialog} groups={tree} onClose={() => setGroupDialog(null)} />
      <UsageDialog reply={usage} onClose={() => setUsage(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
      <DeleteConfirmDialog
        target={deleting}
        mutation={removeReply}
        title={t('enterpriseQuickResponse.deleteTitle')}
        body={
          deleting && (
            <Text fontSize="sm">
              {t('enterpriseQuickResponse.deleteBody', { name: deleting.title })}
            </Text>
          )
        }
        deleted={t('enterpriseQuickResponse.deleted')}
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={deletingGroup !== null}
        danger
        busy={removeGroup.isPending}
        title={t('enterpriseQuickResponse.groups.delete')}
        onClose={() => setDeletingGroup(null)}
        onConfirm={() =>
          deletingGroup &&
          removeGroup.mutate(
            { params: { id: deletingGroup.id } },
            {
              onSuccess: () => {
                notifySuccess(t('enterpriseQuickResponse.groups.deleted'));
                if (group === String(deletingGroup.id)) selectGroup(null);
                setDeletingGroup(null);
              },
              onError: () => setDeletingGroup(null),
            },
          )
        }
      >
        <Text fontSize="sm">
          {t('enterpriseQuickResponse.groups.deleteBody', { name: deletingGroup?.name ?? '' })}
        </Text>
      </ConfirmDialog>
    </PageLayout>
  );
}
