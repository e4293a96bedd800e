import { t } from '../../lib/i18n/translate';
import { popoverIsland } from '../deferred-mount/on-demand-popover';
import { PickerPopover } from './picker-popover';
import '../../lib/i18n/messages/page-kit-messages';

export interface DateInputProps {
  /** YYYY-MM-DD, '' when empty. */
  value: string;
  onChange: (value: string) => void;
  ariaLabel: string;
  min?: string;
  max?: string;
  invalid?: boolean;
  disabled?: boolean;
  placeholder?: string;
  testId?: string;
  width?: string;
}

/** What the calendar's popover needs. */
export type DatePopoverProps = Pick<DateInputProps, 'value' | 'onChange' | 'min' | 'max'>;

// issue #39 (docs/architecture.md "Styling" point 5): the popover is a Chakra island, loaded on
// intent and mounted on the first press; a page importing this module gets no Chakra.
const datePopover = popoverIsland<DatePopoverProps>(() =>
  import('./date-input-popover').then((module) => module.DateInputPopover),
);

/** issue #13: the console's date input (Chinese calendar in a popover, not the browser's). */
export function DateInput(props: DateInputProps) {
  const text = props.value || props.placeholder || t('kit.date.placeholder');
  return (
    <PickerPopover
      island={datePopover}
      islandProps={{ value: props.value, onChange: props.onChange, min: props.min, max: props.max }}
      ariaLabel={props.ariaLabel}
      text={text}
      placeholder={!props.value}
      invalid={props.invalid}
      disabled={props.disabled}
      testId={props.testId}
      width={props.width}
    />
  );
}
