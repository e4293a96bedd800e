import { lazy, useState } from 'react';
import { t } from '../../lib/i18n/translate';
import { PickerPopover } from './picker-popover';
import '../../lib/i18n/messages/page-kit-messages';

const SingleCalendar = lazy(() =>
  import('./calendar-panel').then((module) => ({ default: module.SingleCalendar })),
);

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

/** issue #13: the console's date input (Chinese calendar in a popover, not the browser's). */
export function DateInput(props: DateInputProps) {
  const [open, setOpen] = useState(false);
  const text = props.value || props.placeholder || t('kit.date.placeholder');
  return (
    <PickerPopover
      open={open}
      onOpenChange={setOpen}
      ariaLabel={props.ariaLabel}
      text={text}
      placeholder={!props.value}
      invalid={props.invalid}
      disabled={props.disabled}
      testId={props.testId}
      width={props.width}
    >
      <SingleCalendar
        value={props.value}
        min={props.min}
        max={props.max}
        onPick={(value) => {
          props.onChange(value);
          setOpen(false);
        }}
      />
    </PickerPopover>
  );
}
