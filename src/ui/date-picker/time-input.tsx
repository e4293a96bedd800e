import { Box } from '@chakra-ui/react/box';
import {
  NativeSelectField,
  NativeSelectIndicator,
  NativeSelectRoot,
} from '@chakra-ui/react/native-select';
import { t } from '../../lib/i18n/translate';
import '../../lib/i18n/messages/page-kit-messages';

const pad = (value: number) => String(value).padStart(2, '0');
const HOURS = Array.from({ length: 24 }, (_, hour) => pad(hour));

export interface TimeInputProps {
  /** HH:mm (24-hour). */
  value: string;
  onChange: (value: string) => void;
  ariaLabel: string;
  /** Minute step (1 by default; 5 or 15 for schedules). */
  minuteStep?: number;
  invalid?: boolean;
  testId?: string;
}

/**
 * issue #13: a 24-hour time (时 : 分) as two selects — never the browser's 09:00 AM input; on a
 * phone each opens the system's wheel.
 */
export function TimeInput(props: TimeInputProps) {
  const [hour = '00', minute = '00'] = props.value.split(':');
  const step = props.minuteStep ?? 1;
  const minutes = Array.from({ length: Math.ceil(60 / step) }, (_, index) => pad(index * step));
  if (!minutes.includes(minute)) minutes.push(minute);
  const field = (part: 'hour' | 'minute', options: readonly string[], current: string) => (
    <NativeSelectRoot size="sm" width="20">
      <NativeSelectField
        value={current}
        bg="white"
        aria-label={t(part === 'hour' ? 'kit.time.hour' : 'kit.time.minute', {
          label: props.ariaLabel,
        })}
        aria-invalid={props.invalid ? true : undefined}
        data-testid={props.testId ? `${props.testId}-${part}` : undefined}
        onChange={(event) => {
          const next = event.currentTarget.value;
          props.onChange(part === 'hour' ? `${next}:${minute}` : `${hour}:${next}`);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelectField>
      <NativeSelectIndicator />
    </NativeSelectRoot>
  );
  return (
    <Box
      role="group"
      aria-label={props.ariaLabel}
      display="inline-flex"
      alignItems="center"
      gap="1"
      data-testid={props.testId}
    >
      {field('hour', HOURS, hour)}
      <Box as="span" aria-hidden="true" color="gray.600">
        :
      </Box>
      {field('minute', minutes, minute)}
    </Box>
  );
}
