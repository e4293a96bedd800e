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
import { ChipsTrigger } from './chips-trigger';
import { OnDemandPopover } from '../deferred-mount/on-demand-popover';
import type { PickerTagGroup } from './picker-types';
import '../../lib/i18n/messages/page-kit-messages';

export type TagLogic = 'and' | 'or';

export interface TagPickerProps {
  groups: readonly PickerTagGroup[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** With a logic, the picker offers 满足任一 (or) / 同时满足 (and), as list filters need. */
  logic?: TagLogic;
  onLogicChange?: (logic: TagLogic) => void;
  placeholder?: string;
  invalid?: boolean;
  testId?: string;
  ariaLabel?: string;
}

const SHOWN = 3;

/** Picks company tags by group (issue #9 page kit), optionally with an AND/OR condition. */
export function TagPicker(props: TagPickerProps) {
  const { groups, value, onChange } = props;
  const [open, setOpen] = useState(false);
  const names = new Map(groups.flatMap((group) => group.tags.map((tag) => [tag.id, tag.name])));
  const chosen = value.filter((id) => names.has(id));
  const toggle = (id: number) =>
    onChange(value.includes(id) ? value.filter((item) => item !== id) : [...value, id]);

  const logicShort =
    props.logic === 'and'
      ? t('kit.picker.logicAndShort')
      : props.logic === 'or'
        ? t('kit.picker.logicOrShort')
        : undefined;
  // issue #13: the trigger's accessible name holds the text it shows (WCAG 2.5.3).
  const shownText =
    chosen.length === 0
      ? (props.placeholder ?? t('kit.picker.placeholderTags'))
      : [
          logicShort ?? '',
          ...chosen.slice(0, SHOWN).map((id) => names.get(id) ?? ''),
          chosen.length > SHOWN ? t('kit.picker.tagsSelected', { count: chosen.length }) : '',
        ]
          .filter(Boolean)
          .join(' ');
  return (
    <OnDemandPopover
      open={open}
      onOpenChange={setOpen}
      // issue #39: a static trigger; the popover mounts on the first press, its list on the
      // first open (it stays mounted after), not with every page that shows the picker.
      renderTrigger={(triggerProps) => (
        <ChipsTrigger
          {...triggerProps}
          view={{
            label: `${props.ariaLabel ?? t('kit.picker.tags')} ${shownText}`,
            placeholder: props.placeholder ?? t('kit.picker.placeholderTags'),
            prefix: logicShort,
            names: chosen.slice(0, SHOWN).map((id) => ({ id, name: names.get(id) ?? '' })),
            more:
              chosen.length > SHOWN
                ? t('kit.picker.tagsSelected', { count: chosen.length })
                : undefined,
            palette: 'teal',
            center: true,
            invalid: props.invalid,
            formValue: value.join(','),
            testId: props.testId,
          }}
        />
      )}
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
              {t('kit.picker.tagsSelected', { count: chosen.length })}
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
    </OnDemandPopover>
  );
}
