// issue #18: the script groups as a two-level tree with their script counts; choosing one
// filters the list (a top group shows its sub-groups' scripts too).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { QuickReplyGroupNode } from '../../../../contract/reach/enterprise-quick-response';
import { t } from '../../../lib/i18n/translate';
import { RightButton } from '../../../data/menu/right-button';

export interface GroupPanelProps {
  groups: readonly QuickReplyGroupNode[];
  total: number;
  selected: number | null;
  loading: boolean;
  onSelect: (id: number | null) => void;
  onAdd: (parent: QuickReplyGroupNode | null) => void;
  onEdit: (group: QuickReplyGroupNode) => void;
  onDelete: (group: QuickReplyGroupNode) => void;
}

function GroupRow(props: GroupPanelProps & { group: QuickReplyGroupNode; depth: number }) {
  const { group } = props;
  const count =
    group.reply_count + group.children.reduce((sum, child) => sum + child.reply_count, 0);
  const active = props.selected === group.id;
  return (
    <>
      <Box
        display="flex"
        alignItems="center"
        gap="1"
        ps={props.depth ? '5' : '0'}
        borderRadius="md"
        bg={active ? 'blue.50' : undefined}
      >
        <Button
          variant="ghost"
          size="sm"
          flex="1"
          minW="0"
          justifyContent="space-between"
          fontWeight={active ? 'semibold' : 'normal'}
          color={active ? 'blue.700' : 'gray.800'}
          aria-pressed={active}
          onClick={() => props.onSelect(group.id)}
        >
          <Text truncate>{group.name}</Text>
          <Text as="span" color="gray.600" fontSize="xs">
            {count}
          </Text>
        </Button>
        {props.depth === 0 ? (
          <Button
            size="xs"
            variant="ghost"
            aria-label={`${t('enterpriseQuickResponse.groups.addChild')}：${group.name}`}
            onClick={() => props.onAdd(group)}
          >
            +
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="ghost"
          colorPalette="blue"
          aria-label={`${t('enterpriseQuickResponse.groups.edit')}：${group.name}`}
          onClick={() => props.onEdit(group)}
        >
          {t('enterpriseQuickResponse.edit')}
        </Button>
        <RightButton
          right="delete"
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={`${t('enterpriseQuickResponse.groups.delete')}：${group.name}`}
          onClick={() => props.onDelete(group)}
        >
          {t('enterpriseQuickResponse.delete')}
        </RightButton>
      </Box>
      {group.children.map((child) => (
        <GroupRow key={child.id} {...props} group={child} depth={1} />
      ))}
    </>
  );
}

export function GroupPanel(props: GroupPanelProps) {
  return (
    <Box
      as="nav"
      aria-label={t('enterpriseQuickResponse.groups')}
      display="flex"
      flexDirection="column"
      gap="1"
      data-testid="quick-reply-groups"
    >
      <Box display="flex" justifyContent="space-between" alignItems="center" mb="2">
        <Text fontWeight="semibold">{t('enterpriseQuickResponse.groups')}</Text>
        <Button size="xs" variant="outline" onClick={() => props.onAdd(null)}>
          {t('enterpriseQuickResponse.groups.add')}
        </Button>
      </Box>
      <Button
        variant="ghost"
        size="sm"
        justifyContent="space-between"
        bg={props.selected === null ? 'blue.50' : undefined}
        color={props.selected === null ? 'blue.700' : 'gray.800'}
        aria-pressed={props.selected === null}
        onClick={() => props.onSelect(null)}
      >
        <Text>{t('enterpriseQuickResponse.groups.all')}</Text>
        <Text as="span" color="gray.600" fontSize="xs">
          {props.total}
        </Text>
      </Button>
      {!props.loading && props.groups.length === 0 ? (
        <Text fontSize="sm" color="gray.600" py="2">
          {t('enterpriseQuickResponse.groups.empty')}
        </Text>
      ) : null}
      {props.groups.map((group) => (
        <GroupRow key={group.id} {...props} group={group} depth={0} />
      ))}
    </Box>
  );
}
