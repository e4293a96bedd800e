import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import {
  PopoverBody,
  PopoverContent,
  PopoverFooter,
  PopoverPositioner,
} from '@chakra-ui/react/popover';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../lib/i18n/translate';
import { IslandPopover } from '../deferred-mount/island-popover';
import type { PopoverIslandProps } from '../deferred-mount/on-demand-popover';
import type { TagPopoverProps } from './tag-picker';
import '../../lib/i18n/messages/page-kit-messages';

/**
 * The tag picker's popover: a Chakra island (issue #39) that TagPicker's static trigger loads
 * on intent and mounts on its first press; its list mounts on the first open and stays.
 */
export function TagPickerPopover(props: TagPopoverProps & PopoverIslandProps) {
  const { groups, value, onChange } = props;
  const [open, setOpen] = useState(false);
  const toggle = (id: number) =>
    onChange(value.includes(id) ? value.filter((item) => item !== id) : [...value, id]);
  return (
    <IslandPopover
      open={open}
      onOpenChange={setOpen}
      firstPress={props.firstPress}
      renderTrigger={props.renderTrigger}
    >
      <PopoverPositioner>
        <PopoverContent width={{ base: '90vw', md: '480px' }} data-dirty-ignore="">
          <PopoverBody
            maxH="min(320px, 50vh)"
            overflowY="auto"
            display="flex"
            flexDirection="column"
            gap="3"
            data-testid="picker-list"
          >
            {props.logic && props.onLogicChange ? (
              <Box
                display="flex"
                alignItems="center"
                gap="2"
                role="radiogroup"
                aria-label={t('kit.picker.tagLogic')}
              >
                <Text fontSize="xs" color="fg.muted">
                  {t('kit.picker.tagLogic')}
                </Text>
                {(['or', 'and'] as const).map((logic) => (
                  <Button
                    key={logic}
                    size="xs"
                    role="radio"
                    aria-checked={props.logic === logic}
                    variant={props.logic === logic ? 'solid' : 'outline'}
                    colorPalette={props.logic === logic ? 'blue' : 'gray'}
                    onClick={() => props.onLogicChange?.(logic)}
                  >
                    {logic === 'or' ? t('kit.picker.tagLogicOr') : t('kit.picker.tagLogicAnd')}
                  </Button>
                ))}
              </Box>
            ) : null}
            {groups.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('kit.picker.noTags')}
              </Text>
            ) : (
              groups.map((group) => (
                <Box key={group.id}>
                  <Text fontSize="xs" color="fg.muted" mb="1.5">
                    {group.name}
                  </Text>
                  <Box display="flex" flexWrap="wrap" gap="1.5">
                    {group.tags.map((tag) => {
                      const on = value.includes(tag.id);
                      return (
                        <Button
                          key={tag.id}
                          size="xs"
                          variant={on ? 'solid' : 'outline'}
                          colorPalette={on ? 'teal' : 'gray'}
                          aria-pressed={on}
                          onClick={() => toggle(tag.id)}
                        >
                          {tag.name}
                        </Button>
                      );
                    })}
                  </Box>
                </Box>
              ))
            )}
          </PopoverBody>
          <PopoverFooter borderTopWidth="1px" py="2" display="flex" alignItems="center" gap="2">
            <Text fontSize="xs" color="fg.muted" flex="1">
              {t('kit.picker.tagsSelected', { count: props.chosenCount })}
            </Text>
            <Button size="xs" variant="ghost" onClick={() => onChange([])}>
              {t('kit.picker.clear')}
            </Button>
            <Button size="xs" colorPalette="blue" onClick={() => setOpen(false)}>
              {t('kit.picker.done')}
            </Button>
          </PopoverFooter>
        </PopoverContent>
      </PopoverPositioner>
    </IslandPopover>
  );
}
