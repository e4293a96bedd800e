import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ChannelCodeRow } from '../../../../contract/acquiring/channel-code';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ListTable } from '../../../ui/list-kit/list-table';
import { ListNameSearch } from '../../../ui/list-kit/list-name-search';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { sc } from '../../../ui/static-css/class-names';
import { useOpenedOnce } from '../../../ui/deferred-mount/use-opened-once';
import { chakraFreePage } from '../../../ui/theme/chakra-island';
import { useChannelCodeList } from './api/channel-code-list-query';
import { useChannelCodeCommand } from './api/channel-code-mutations';
import { CodeGroupsPanel } from './code-groups-panel';
import { codeColumns } from './code-columns';
import type { CodeAction } from './code-columns';
import { ConfirmDialog, MoveDialog, QrLinkDialog, intent } from './channel-code-islands';
import { useCan } from '../../../data/menu/use-can';
import '../../../lib/i18n/messages/acquiring-messages';
import '../../../lib/i18n/messages/page-kit-messages';

/**
 * issue #9 /channel-code (docs/domain.md §10 #2): groups on the left; the codes with QR, employees
 * on duty, tags and adds; edit, data, copy, download and delete; batch move between groups.
 */
const EMPTY_FILTERS: { name: string; group_id?: number } = { name: '' };

function ChannelCodePageContent() {
  const navigate = useNavigate();
  const command = useChannelCodeCommand();
  const filters = useListState(EMPTY_FILTERS);
  const { name: search, group_id: groupId } = filters.applied;
  const selected = filters.selected;
  const [preview, setPreview] = useState<ChannelCodeRow | null>(null);
  const [deleting, setDeleting] = useState<ChannelCodeRow | null>(null);
  const [moving, setMoving] = useState<number[] | null>(null);
  // issue #39: the dialogs are islands (channel-code-islands.ts) rendered from their first open
  // on (docs/architecture.md "Styling" point 4)
  const previewOpened = useOpenedOnce(preview !== null);
  const deletingOpened = useOpenedOnce(deleting !== null);
  const movingOpened = useOpenedOnce(moving !== null);
  const list = useChannelCodeList({
    page: filters.page,
    page_size: filters.pageSize,
    ...(search ? { name: search } : {}),
    ...(groupId ? { group_id: groupId } : {}),
  });

  // issue #41: 删除 is a right of its own (the menu item is off, with the reason, without it)
  const canDelete = useCan('delete');
  const columns = useMemo(
    () =>
      codeColumns(
        (row: ChannelCodeRow, action: CodeAction) => {
          if (action === 'edit') navigate(`/channel-code/code-form?id=${row.id}`);
          else if (action === 'stats') navigate(`/channel-code/statistics?id=${row.id}`);
          else if (action === 'preview') setPreview(row);
          else if (action === 'delete') setDeleting(row);
          else
            command.mutate(
              { kind: 'copy', id: row.id },
              { onSuccess: () => notifySuccess(t('channel.copied')) },
            );
        },
        canDelete.reason,
        { qr: intent.qr, menu: intent.rowMenu },
      ),
    [navigate, command, canDelete.reason],
  );

  return (
    <PageLayout
      title={t('channel.title')}
      description={t('channel.description')}
      testId="channel-code-page"
      actions={
        <button
          type="button"
          className={sc('bt-sm-solid', 'sc-palette-blue')}
          onClick={() => navigate('/channel-code/code-form')}
          data-testid="code-create"
        >
          + {t('channel.create')}
        </button>
      }
    >
      {/* docs/architecture.md "Styling": plain elements; Chakra only in menus and dialogs */}
      <div className={sc('sl-layout')}>
        <PageSection padding="3">
          <CodeGroupsPanel
            selected={groupId}
            onSelect={(next) => {
              filters.apply({ ...filters.draft, group_id: next });
            }}
          />
        </PageSection>
        <PageSection>
          <ListTable
            label={t('channel.table.label')}
            testId="channel-code-table"
            columns={columns}
            query={list}
            list={filters}
            selectable
            rowKey={(row) => row.id}
            emptyText={search ? t('channel.emptyFiltered') : t('channel.empty')}
            columnSettingsKey="channel-code"
            batchActions={
              <button
                type="button"
                className={sc('bt-xs-solid', 'sc-palette-blue')}
                onClick={() => setMoving([...selected].map(Number))}
                {...intent.move}
              >
                {t('channel.action.move')}
              </button>
            }
            toolbar={<ListNameSearch list={filters} label={t('channel.searchName')} />}
          />
        </PageSection>
      </div>
      <Suspense fallback={null}>
        {previewOpened ? (
          <QrLinkDialog
            target={preview && { name: preview.name, path: preview.scan_path }}
            title={preview ? t('channel.qrTitle', { name: preview.name }) : ''}
            hint={t('channel.qrHint')}
            linkLabel={t('channel.qrLink')}
            mountOnOpen
            onClose={() => setPreview(null)}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {movingOpened ? (
          <MoveDialog
            ids={moving}
            onClose={() => setMoving(null)}
            onDone={filters.clearSelection}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {deletingOpened ? (
          <ConfirmDialog
            open={deleting !== null}
            danger
            busy={command.isPending}
            title={t('channel.deleteTitle')}
            onClose={() => setDeleting(null)}
            onConfirm={() =>
              deleting &&
              command.mutate(
                { kind: 'delete', id: deleting.id },
                {
                  onSuccess: () => {
                    notifySuccess(t('channel.deleted'));
                    setDeleting(null);
                  },
                },
              )
            }
          >
            <p className={sc('sc-text-sm')}>
              {deleting ? t('channel.deleteBody', { name: deleting.name }) : ''}
            </p>
          </ConfirmDialog>
        ) : null}
      </Suspense>
    </PageLayout>
  );
}

// issue #39 (docs/architecture.md "Styling" point 5): the page renders no Chakra outside its
// islands (the ··· menus, the dialogs, 列设置, each loaded on intent), so it paints without
// waiting for Chakra's chunk or system.
export const ChannelCodePage = chakraFreePage(ChannelCodePageContent);
