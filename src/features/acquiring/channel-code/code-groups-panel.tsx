import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import {
  MenuContent,
  MenuItem,
  MenuPositioner,
  MenuRoot,
  MenuTrigger,
} from '@chakra-ui/react/menu';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { ChannelCodeGroupRow } from '../../../../contract/acquiring/channel-code';
import { useCan } from '../../../data/menu/use-can';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { useChannelCodeGroups } from './api/channel-code-groups-query';
import { useChannelCodeCommand } from './api/channel-code-mutations';
import { GroupNameDialog } from './group-name-dialog';
import '../../../lib/i18n/messages/acquiring-messages';

export interface CodeGroupsPanelProps {
  /** undefined = 全部活码 */
  selected: number | undefined;
  onSelect: (groupId: number | undefined) => void;
}

/** The code groups (docs/domain.md §9: groups as a first-class list with counts) and their CRUD. */
export function CodeGroupsPanel({ selected, onSelect }: CodeGroupsPanelProps) {
  const groups = useChannelCodeGroups();
  const command = useChannelCodeCommand();
  const [naming, setNaming] = useState<{ group?: ChannelCodeGroupRow } | null>(null);
  const [deleting, setDeleting] = useState<ChannelCodeGroupRow | null>(null);
  // issue #41: deleting a group is the 删除 right (off, with the reason, without it)
  const canDelete = useCan('delete');
  const total = (groups.data ?? []).reduce((sum, group) => sum + group.code_count, 0);
  const item = (
    id: number | undefined,
    name: string,
    count: number,
    group?: ChannelCodeGroupRow,
  ) => (
    <Box
      key={id ?? 'all'}
      display="flex"
      alignItems="center"
      borderRadius="md"
      bg={selected === id ? 'blue.50' : undefined}
      _hover={{ bg: selected === id ? 'blue.50' : 'gray.50' }}
      data-testid="code-group"
      data-group-name={name}
    >
      <chakra.button
        type="button"
        flex="1"
        textAlign="start"
        px="3"
        py="2"
        fontSize="sm"
        color={selected === id ? 'blue.700' : undefined}
        fontWeight={selected === id ? 'medium' : undefined}
        aria-pressed={selected === id}
        onClick={() => onSelect(id)}
        display="flex"
        justifyContent="space-between"
        gap="2"
      >
        <Text as="span" truncate>
          {name}
        </Text>
        <Text as="span" color="fg.muted" fontSize="xs">
          {count}
        </Text>
      </chakra.button>
      {group && !group.is_default ? (
        <MenuRoot
          positioning={{ placement: 'bottom-end' }}
          onSelect={({ value }) => (value === 'rename' ? setNaming({ group }) : setDeleting(group))}
        >
          <MenuTrigger asChild>
            <Button size="2xs" variant="ghost" aria-label={t('channel.groupActions', { name })}>
              ···
            </Button>
          </MenuTrigger>
          <MenuPositioner>
            <MenuContent minW="24">
              <MenuItem value="rename">{t('channel.groupRename')}</MenuItem>
              <MenuItem
                value="delete"
                color="red.600"
                disabled={!canDelete.allowed}
                title={canDelete.reason || undefined}
              >
                {t('channel.groupDelete')}
              </MenuItem>
            </MenuContent>
          </MenuPositioner>
        </MenuRoot>
      ) : null}
    </Box>
  );
  return (
    <Box display="flex" flexDirection="column" gap="1" data-testid="code-groups">
      <Box display="flex" alignItems="center" justifyContent="space-between" px="1" mb="1">
        <Text fontSize="sm" fontWeight="semibold">
          {t('channel.groups')}
        </Text>
        <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => setNaming({})}>
          + {t('channel.groupCreate')}
        </Button>
      </Box>
      {item(undefined, t('channel.allGroups'), total)}
      {(groups.data ?? []).map((group) => item(group.id, group.name, group.code_count, group))}
      <GroupNameDialog
        open={naming !== null}
        group={naming?.group}
        onClose={() => setNaming(null)}
      />
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
    </Box>
  );
}
