import { lazy, useState } from 'react';
import type { PopoverIslandProps } from '../deferred-mount/on-demand-popover';
import { CalendarPopover } from './calendar-popover';
import type { DatePopoverProps } from './date-input';

const SingleCalendar = lazy(() =>
  import('./calendar-panel').then((module) => ({ default: module.SingleCalendar })),
);

/** DateInput's popover: a Chakra island (issue #39) mounted on the trigger's first press. */
export function DateInputPopover(props: DatePopoverProps & PopoverIslandProps) {
  const [open, setOpen] = useState(false);
  return (
    <CalendarPopover
      open={open}
      onOpenChange={setOpen}
      firstPress={props.firstPress}
      renderTrigger={props.renderTrigger}
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
    </CalendarPopover>
  );
}
