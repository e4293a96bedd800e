import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import {
  MenuContent,
  MenuItem,
  MenuPositioner,
  MenuRoot,
  MenuSeparator,
  MenuTrigger,
} from '@chakra-ui/react/menu';
import { Text } from '@chakra-ui/react/text';
import type { TagGroupRow, TagRow } from '../../../../contract/customer/tag-manage';
import { useCan } from '../../../data/menu/use-can';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import '../../../lib/i18n/messages/customers-messages';

export type GroupAction = 'addTags' | 'rename' | 'up' | 'down' | 'delete';
export type TagAction = 'rename' | 'left' | 'right' | 'delete';

export interface TagGroupCardProps {
  group: TagGroupRow;
  /** Tags to show (a search narrows them). */
  tags: readonly TagRow[];
  first: boolean;
  last: boolean;
  onGroupAction: (action: GroupAction) => void;
  onTagAction: (tag: TagRow, action: TagAction) => void;
}

/** One tag group: its name and tags (with how many customers carry each) and their actions. */
export function TagGroupCard({
  group,
  tags,
  first,
  last,
  onGroupAction,
  onTagAction,
}: TagGroupCardProps) {
  // issue #41: deleting a group or a tag is the 删除 right (off, with the reason, without it)
  const canDelete = useCan('delete');
  const deleteItem = { disabled: !canDelete.allowed, title: canDelete.reason || undefined };
  return (
    <Box
      as="section"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      data-testid="tag-group"
      data-group-name={group.name}
    >
      <Box
        display="flex"
        alignItems="center"
        gap="2"
        px="4"
        py="3"
        borderBottomWidth="1px"
        borderColor="gray.100"
      >
        <Text fontWeight="semibold">{group.name}</Text>
        <Text fontSize="xs" color="fg.muted" flex="1">
          {t('tags.groupCount', { count: group.tags.length })}
        </Text>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="blue"
          onClick={() => onGroupAction('addTags')}
          data-testid="group-add-tags"
        >
          + {t('tags.addTag')}
        </Button>
        <MenuRoot
          onSelect={({ value }) => onGroupAction(value as GroupAction)}
          positioning={{ placement: 'bottom-end' }}
        >
          <MenuTrigger asChild>
            <Button
              size="xs"
              variant="ghost"
              aria-label={t('tags.groupActions', { name: group.name })}
            >
              ···
            </Button>
          </MenuTrigger>
          <MenuPositioner>
            <MenuContent minW="28">
              <MenuItem value="rename">{t('tags.renameGroup')}</MenuItem>
              <MenuItem value="up" disabled={first}>
                {t('tags.moveUp')}
              </MenuItem>
              <MenuItem value="down" disabled={last}>
                {t('tags.moveDown')}
              </MenuItem>
              <MenuSeparator />
              <MenuItem value="delete" color="red.600" {...deleteItem}>
                {t('tags.deleteGroup')}
              </MenuItem>
            </MenuContent>
          </MenuPositioner>
        </MenuRoot>
      </Box>
      <Box display="flex" flexWrap="wrap" gap="2" p="4">
        {tags.length === 0 ? (
          <Text fontSize="sm" color="fg.subtle">
            {t('tags.noTagsInGroup')}
          </Text>
        ) : (
          tags.map((tag, index) => (
            <MenuRoot key={tag.id} onSelect={({ value }) => onTagAction(tag, value as TagAction)}>
              <MenuTrigger asChild>
                <Button
                  size="sm"
                  variant="outline"
                  borderRadius="full"
                  fontWeight="normal"
                  // WCAG 2.5.3 (label-content-name-mismatch): the chip's name is what it
                  // shows (name and count); it opens the tag's menu (aria-haspopup).
                  data-testid="tag-chip"
                  data-tag-name={tag.name}
                >
                  {tag.name}
                  <Text as="span" fontSize="xs" color="fg.muted">
                    {t('tags.customerCount', { count: formatNumber(tag.customer_count) })}
                  </Text>
                </Button>
              </MenuTrigger>
              <MenuPositioner>
                <MenuContent minW="28">
                  <MenuItem value="rename">{t('tags.renameTag')}</MenuItem>
                  <MenuItem value="left" disabled={index === 0}>
                    {t('tags.moveLeft')}
                  </MenuItem>
                  <MenuItem value="right" disabled={index === tags.length - 1}>
                    {t('tags.moveRight')}
                  </MenuItem>
                  <MenuSeparator />
                  <MenuItem value="delete" color="red.600" {...deleteItem}>
                    {t('tags.deleteTag')}
                  </MenuItem>
                </MenuContent>
              </MenuPositioner>
            </MenuRoot>
          ))
        )}
      </Box>
    </Box>
  );
}
