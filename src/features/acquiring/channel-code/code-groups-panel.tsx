import { Suspense, useState } from 'react';
import type { ChannelCodeGroupRow } from '../../../../contract/acquiring/channel-code';
import { useCan } from '../../../data/menu/use-can';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { useOpenedOnce } from '../../../ui/deferred-mount/use-opened-once';
import { OnDemandMenu } from '../../../ui/on-demand-menu/on-demand-menu';
import { sc } from '../../../ui/static-css/class-names';
import { useChannelCodeGroups } from './api/channel-code-groups-query';
import { useChannelCodeCommand } from './api/channel-code-mutations';
import { ConfirmDialog, GroupNameDialog, intent } from './channel-code-islands';
import '../../../lib/i18n/messages/acquiring-messages';

export interface CodeGroupsPanelProps {
  /** undefined = 全部活码 */
  selected: number | undefined;
  onSelect: (groupId: number | undefined) => void;
}

/**
 * The code groups (docs/domain.md §9: groups as a first-class list with counts) and their CRUD.
 * issue #39: static markup; a group's ··· menu and the dialogs are islands loaded on intent
 * (docs/architecture.md "Styling" point 5).
 */
export function CodeGroupsPanel({ selected, onSelect }: CodeGroupsPanelProps) {
  const groups = useChannelCodeGroups();
  const command = useChannelCodeCommand();
  const [naming, setNaming] = useState<{ group?: ChannelCodeGroupRow } | null>(null);
  const [deleting, setDeleting] = useState<ChannelCodeGroupRow | null>(null);
  const namingOpened = useOpenedOnce(naming !== null);
  const deletingOpened = useOpenedOnce(deleting !== null);
  // issue #41: deleting a group is the 删除 right (off, with the reason, without it)
  const canDelete = useCan('delete');
  const total = (groups.data ?? []).reduce((sum, group) => sum + group.code_count, 0);
  const item = (
    id: number | undefined,
    name: string,
    count: number,
    group?: ChannelCodeGroupRow,
  ) => (
    <div
      key={id ?? 'all'}
      className={sc('sl-item')}
      data-testid="code-group"
      data-group-name={name}
    >
      <button
        type="button"
        className={sc('sl-button')}
        aria-pressed={selected === id}
        onClick={() => onSelect(id)}
      >
        <span className={sc('sl-name')}>{name}</span>
        <span className={sc('sl-count')}>{count}</span>
      </button>
      {group && !group.is_default ? (
        <OnDemandMenu
          label={t('channel.groupActions', { name })}
          triggerClassName={sc('bt-2xs-ghost')}
          minWidth="24"
          preload={intent.groupMenu}
          onSelect={(value) => (value === 'rename' ? setNaming({ group }) : setDeleting(group))}
          items={[
            { value: 'rename', label: t('channel.groupRename') },
            {
              value: 'delete',
              label: t('channel.groupDelete'),
              danger: true,
              disabled: !canDelete.allowed,
              title: canDelete.reason || undefined,
            },
          ]}
        />
      ) : null}
    </div>
  );
  return (
    <div className={sc('sl-list')} data-testid="code-groups">
      <div className={sc('sl-head')}>
        <p className={sc('sl-title')}>{t('channel.groups')}</p>
        <button
          type="button"
          className={sc('bt-xs-ghost', 'sc-palette-blue')}
          onClick={() => setNaming({})}
          {...intent.groupName}
        >
          + {t('channel.groupCreate')}
        </button>
      </div>
      {/* a row that scrolls sideways below lg (side-list-styles.ts; docs/testing.md
          "Sideways overflow") */}
      <div className={sc('sl-items')} data-scroll-x="">
        {item(undefined, t('channel.allGroups'), total)}
        {(groups.data ?? []).map((group) => item(group.id, group.name, group.code_count, group))}
      </div>
      <Suspense fallback={null}>
        {namingOpened ? (
          <GroupNameDialog
            open={naming !== null}
            group={naming?.group}
            onClose={() => setNaming(null)}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {deletingOpened ? (
          <ConfirmDialog
            open={deleting !== null}
            danger
            title={t('channel.groupDeleteTitle')}
            busy={command.isPending}
            onClose={() => setDeleting(null)}
            onConfirm={() =>
              deleting &&
              command.mutate(
                { kind: 'deleteGroup', id: deleting.id },
                {
                  onSuccess: () => {
                    notifySuccess(t('channel.groupDeleted'));
                    if (selected === deleting.id) onSelect(undefined);
                    setDeleting(null);
                  },
                },
              )
            }
          >
            {deleting
              ? t('channel.groupDeleteBody', { name: deleting.name, count: deleting.code_count })
              : ''}
          </ConfirmDialog>
        ) : null}
      </Suspense>
    </div>
  );
}
