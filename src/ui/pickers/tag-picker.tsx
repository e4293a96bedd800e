import { t } from '../../lib/i18n/translate';
import { ChipsTrigger } from './chips-trigger';
import { OnDemandPopover, popoverIsland } from '../deferred-mount/on-demand-popover';
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

/** What the popover needs besides the picker's props: the chosen tags that still exist. */
export interface TagPopoverProps extends TagPickerProps {
  chosenCount: number;
}

// issue #39 (docs/architecture.md "Styling" point 5): the popover is a Chakra island, loaded on
// intent and mounted on the first press; a filter bar importing this module gets no Chakra.
const tagPopover = popoverIsland<TagPopoverProps>(() =>
  import('./tag-picker-popover').then((module) => module.TagPickerPopover),
);

const SHOWN = 3;

/** Picks company tags by group (issue #9 page kit), optionally with an AND/OR condition. */
export function TagPicker(props: TagPickerProps) {
  const { groups, value } = props;
  const names = new Map(groups.flatMap((group) => group.tags.map((tag) => [tag.id, tag.name])));
  const chosen = value.filter((id) => names.has(id));

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
      island={tagPopover}
      islandProps={{ ...props, chosenCount: chosen.length }}
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
    />
  );
}
