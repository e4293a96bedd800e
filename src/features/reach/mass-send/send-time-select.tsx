import { Box } from '@chakra-ui/react/box';
import {
  NativeSelectField,
  NativeSelectIndicator,
  NativeSelectRoot,
} from '@chakra-ui/react/native-select';
import { t } from '../../../lib/i18n/translate';
import { chinaParts, chinaTimeIso, nextChinaDates } from './send-time';

export interface SendTimeSelectProps {
  /** ISO time or '' (nothing picked yet). */
  value: string;
  onChange: (iso: string) => void;
  now: Date;
  testId?: string;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
const MINUTES = Array.from({ length: 12 }, (_, index) => String(index * 5).padStart(2, '0'));

function Select(props: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  testId?: string;
}) {
  return (
    <NativeSelectRoot size="sm" width="auto">
      <NativeSelectField
        aria-label={props.label}
        value={props.value}
        bg="white"
        data-testid={props.testId}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelectField>
      <NativeSelectIndicator />
    </NativeSelectRoot>
  );
}

/** A China date (next 60 days), hour and 5-minute step: no native date/time input (house rule). */
export function SendTimeSelect({ value, onChange, now, testId }: SendTimeSelectProps) {
  const dates = nextChinaDates(now, 60);
  const parts = value
    ? chinaParts(new Date(value))
    : { date: dates[0]!.value, hour: '09', minute: '00' };
  const set = (patch: Partial<typeof parts>) => {
    const next = { ...parts, ...patch };
    onChange(chinaTimeIso(next.date, next.hour, next.minute));
  };
  return (
    <Box display="flex" gap="2" flexWrap="wrap" data-testid={testId}>
      <Select
        label={t('form.time.date')}
        value={parts.date}
        options={dates}
        onChange={(date) => set({ date })}
        testId="send-date"
      />
      <Select
        label={t('form.time.hour')}
        value={parts.hour}
        options={HOURS.map((hour) => ({ value: hour, label: `${hour}时` }))}
        onChange={(hour) => set({ hour })}
        testId="send-hour"
      />
      <Select
        label={t('form.time.minute')}
        value={parts.minute}
        options={MINUTES.map((minute) => ({ value: minute, label: `${minute}分` }))}
        onChange={(minute) => set({ minute })}
        testId="send-minute"
      />
    </Box>
  );
}
