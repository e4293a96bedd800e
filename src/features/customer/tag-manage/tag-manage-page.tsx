import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import type { TagGroupRow, TagRow } from '../../../../contract/customer/tag-manage';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { StatusPage } from '../../../ui/status-page';
import { useTagGroups } from '../../../data/tag-groups';
import { useTagCommand, useTagSync } from './api/tag-mutations';
import { TagEditDialog } from './tag-edit-dialog';
import type { TagEditing } from './tag-edit-dialog';
import { TagGroupCard } from './tag-group-card';
import type { GroupAction, TagAction } from './tag-group-card';
import { moveId } from './tag-order';
import '../../../lib/i18n/messages/customers-messages';
import '../../../lib/i18n/messages/page-kit-messages';

type Deleting = { kind: 'group'; group: TagGroupRow } | { kind: 'tag'; tag: TagRow } | null;

/**
 * issue #9 /tag-manage: tag groups and tags, create several at once, rename, reorder, delete
 * (confirmed, with how many customers carry it) and sync with the platform.
 */
export function TagManagePage() {
  const groups = useTagGroups(true);
  const command = useTagCommand();
  const sync = useTagSync();
  const [editing, setEditing] = useState<TagEditing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const [search, setSearch] = useState('');
  const list = groups.data ?? [];
  const tagCount = list.reduce((sum, group) => sum + group.tags.length, 0);
  const term = search.trim();
  const visible = list
    .map((group) => ({
      group,
      tags:
        term && !group.name.includes(term)
          ? group.tags.filter((tag) => tag.name.includes(term))
          : group.tags,
    }))
    .filter((item) => !term || item.group.name.includes(term) || item.tags.length > 0);

  const onGroupAction = (group: TagGroupRow, action: GroupAction) => {
    if (action === 'addTags') setEditing({ kind: 'addTags', group });
    else if (action === 'rename') setEditing({ kind: 'renameGroup', group });
    else if (action === 'delete') setDeleting({ kind: 'group', group });
    else {
      const ids = moveId(
        list.map((item) => item.id),
        group.id,
        action === 'up' ? -1 : 1,
      );
      command.mutate(
        { kind: 'reorderGroups', ids },
        { onSuccess: () => notifySuccess(t('tags.reordered')) },
      );
    }
  };
  const onTagAction = (group: TagGroupRow, tag: TagRow, action: TagAction) => {
    if (action === 'rename') setEditing({ kind: 'renameTag', tag });
    else if (action === 'delete') setDeleting({ kind: 'tag', tag });
    else {
      const ids = moveId(
        group.tags.map((item) => item.id),
        tag.id,
        action === 'left' ? -1 : 1,
      );
      command.mutate(
        { kind: 'reorderTags', groupId: group.id, ids },
        { onSuccess: () => notifySuccess(t('tags.reordered')) },
      );
    }
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const next =
      deleting.kind === 'group'
        ? ({ kind: 'deleteGroup', id: deleting.group.id } as const)
        : ({ kind: 'deleteTag', id: deleting.tag.id } as const);
    command.mutate(next, {
      onSuccess: () => {
        notifySuccess(t('tags.deleted'));
        setDeleting(null);
      },
    });
  };
  const runSync = () =>
    sync.mutate(
      {},
      {
        onSuccess: (report) => {
          const changed = report.added.length + report.updated.length + report.removed.length;
          notifySuccess(
            changed === 0
              ? t('tags.syncSame')
              : t('tags.syncDone', {
                  added: report.added.length,
                  updated: report.updated.length,
                  removed: report.removed.length,
                }),
          );
        },
      },
    );

  return (
    <PageLayout
      title={t('tags.title')}
      description={t('tags.description')}
      testId="tag-manage-page"
      actions={
        <>
          <Button
            size="sm"
            variant="outline"
            loading={sync.isPending}
            onClick={runSync}
            data-testid="tag-sync"
          >
            {t('tags.sync')}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            onClick={() => setEditing({ kind: 'createGroup' })}
            data-testid="tag-create-group"
          >
            + {t('tags.create')}
          </Button>
        </>
      }
    >
      <PageSection padding="4">
        <Box display="flex" alignItems="center" gap="4" flexWrap="wrap">
          <Input
            size="sm"
            maxW="72"
            type="search"
            value={search}
            placeholder={t('tags.search')}
            aria-label={t('tags.search')}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <Text fontSize="sm" color="fg.muted">
            {t('tags.summary', { groups: list.length, tags: tagCount })}
          </Text>
        </Box>
      </PageSection>
      {groups.isPending ? (
        <Box py="16" display="flex" justifyContent="center">
          <Spinner />
        </Box>
      ) : groups.isError ? (
        <StatusPage
          title={t('kit.table.loadFailed')}
          actions={
            <Button size="sm" onClick={() => void groups.refetch()}>
              {t('kit.table.retry')}
            </Button>
          }
        />
      ) : visible.length === 0 ? (
        <PageSection>
          <Text textAlign="center" color="fg.muted" py="10">
            {term ? t('tags.noMatch') : t('tags.empty')}
          </Text>
        </PageSection>
      ) : (
        visible.map(({ group, tags }, index) => (
          <TagGroupCard
            key={group.id}
            group={group}
            tags={tags}
            first={index === 0}
            last={index === visible.length - 1}
            onGroupAction={(action) => onGroupAction(group, action)}
            onTagAction={(tag, action) => onTagAction(group, tag, action)}
          />
        ))
      )}
      <TagEditDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        danger
        busy={command.isPending}
        title={deleting?.kind === 'group' ? t('tags.deleteGroupTitle') : t('tags.deleteTagTitle')}
        confirmLabel={t('tags.deleteConfirm')}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        <Text fontSize="sm" data-testid="tag-delete-message">
          {deleting?.kind === 'group'
            ? t('tags.deleteGroupBody', {
                name: deleting.group.name,
                tags: deleting.group.tags.length,
                count: deleting.group.tags.reduce((sum, tag) => sum + tag.customer_count, 0),
              })
            : deleting?.kind === 'tag'
              ? t('tags.deleteTagBody', {
                  name: deleting.tag.name,
                  count: deleting.tag.customer_count,
                })
              : ''}
        </Text>
      </ConfirmDialog>
    </PageLayout>
  );
}
