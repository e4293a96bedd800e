import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import {
  NativeSelectField,
  NativeSelectIndicator,
  NativeSelectRoot,
} from '@chakra-ui/react/native-select';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../lib/i18n/translate';
import '../../lib/i18n/messages/page-kit-messages';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFilterProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The empty choice ('' = no filter), 全部 by default. */
  allLabel?: string;
  ariaLabel?: string;
  testId?: string;
}

/** A native select: fast, accessible, and the phone shows its own picker. */
export function SelectFilter(props: SelectFilterProps) {
  return (
    <NativeSelectRoot size="sm">
      <NativeSelectField
        value={props.value}
        aria-label={props.ariaLabel}
        data-testid={props.testId}
        bg="white"
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        <option value="">{props.allLabel ?? t('kit.filter.all')}</option>
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

export interface DateRange {
  readonly from: string;
  readonly to: string;
}

export interface DateRangeFilterProps {
  value: DateRange;
  onChange: (value: DateRange) => void;
  testId?: string;
  max?: string;
}

/** Two YYYY-MM-DD inputs (China dates; the server reads them as whole days). */
export function DateRangeFilter({ value, onChange, testId, max }: DateRangeFilterProps) {
  return (
    <Box display="flex" alignItems="center" gap="1" data-testid={testId}>
      <Input
        type="date"
        size="sm"
        bg="white"
        value={value.from}
        max={value.to || max}
        aria-label={t('kit.filter.from')}
        onChange={(event) => onChange({ ...value, from: event.currentTarget.value })}
      />
      <Text as="span" fontSize="sm" color="fg.muted" flexShrink={0}>
        {t('kit.filter.rangeSeparator')}
      </Text>
      <Input
        type="date"
        size="sm"
        bg="white"
        value={value.to}
        min={value.from || undefined}
        max={max}
        aria-label={t('kit.filter.to')}
        onChange={(event) => onChange({ ...value, to: event.currentTarget.value })}
      />
    </Box>
  );
}
