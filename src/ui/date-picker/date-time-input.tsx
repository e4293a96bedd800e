import { Box } from '@chakra-ui/react/box';
import { calendarDateInZone } from '../../lib/format/time-zone';
import { DateInput } from './date-input';
import { TimeInput } from './time-input';

export interface DateTimeInputProps {
  /** YYYY-MM-DDTHH:mm (seconds ignored), '' when empty. */
  value: string;
  onChange: (value: string) => void;
  ariaLabel: string;
  min?: string;
  invalid?: boolean;
  testId?: string;
}

/** issue #13: a date and a 24-hour time side by side (not the browser's date-time input). */
export function DateTimeInput(props: DateTimeInputProps) {
  const [day = '', time = ''] = props.value.split('T');
  const hhmm = time.slice(0, 5) || '00:00';
  return (
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="2" data-testid={props.testId}>
      <DateInput
        value={day}
        min={props.min}
        ariaLabel={props.ariaLabel}
        invalid={props.invalid}
        testId={props.testId ? `${props.testId}-date` : undefined}
        onChange={(next) => props.onChange(`${next}T${hhmm}`)}
      />
      <TimeInput
        value={hhmm}
        ariaLabel={props.ariaLabel}
        invalid={props.invalid}
        testId={props.testId ? `${props.testId}-time` : undefined}
        onChange={(next) => props.onChange(`${day || calendarDateInZone()}T${next}`)}
      />
    </Box>
  );
}
