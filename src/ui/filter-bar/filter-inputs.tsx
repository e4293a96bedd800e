import { t } from '../../lib/i18n/translate';
import { ChevronDownIcon } from '../chevron-down-icon';
import { sc } from '../static-css/class-names';
import { DateRangeInput, type CalendarRange } from '../date-picker/date-range-input';
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

export interface TextFilterProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  ariaLabel?: string;
  testId?: string;
}

/** A free-text filter field (trimmed by the page when the filter is applied). */
export function TextFilter({ value, onChange, placeholder, ariaLabel, testId }: TextFilterProps) {
  return (
    <input
      className={sc('fi-input')}
      value={value}
      placeholder={placeholder}
      aria-label={ariaLabel}
      data-testid={testId}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/**
 * A native select: fast, accessible, and the phone shows its own picker. Chakra's NativeSelect
 * look as static classes (static-css/input-styles.ts, docs/architecture.md "Styling").
 */
export function SelectFilter(props: SelectFilterProps) {
  return (
    <div className={sc('fi-select-root')}>
      <select
        className={sc('fi-select')}
        value={props.value}
        aria-label={props.ariaLabel}
        data-testid={props.testId}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        <option value="">{props.allLabel ?? t('kit.filter.all')}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <div className={sc('fi-select-indicator')} aria-hidden="true">
        <ChevronDownIcon />
      </div>
    </div>
  );
}

export type DateRange = CalendarRange;

export interface DateRangeFilterProps {
  value: DateRange;
  onChange: (value: DateRange) => void;
  testId?: string;
  max?: string;
  ariaLabel?: string;
}

/**
 * A date range of a filter (China dates; the server reads them as whole days): the shared
 * Chinese range picker with quick ranges (issue #13), not two native date inputs.
 */
export function DateRangeFilter({ value, onChange, testId, max, ariaLabel }: DateRangeFilterProps) {
  return (
    <DateRangeInput
      value={value}
      onChange={onChange}
      max={max}
      testId={testId}
      width="full"
      ariaLabel={
        ariaLabel ??
        `${t('kit.filter.from')} ${t('kit.filter.rangeSeparator')} ${t('kit.filter.to')}`
      }
    />
  );
}
