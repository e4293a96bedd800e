import { t } from '../../lib/i18n/translate';
import { popoverIsland } from '../deferred-mount/on-demand-popover';
import { PickerPopover } from './picker-popover';
import '../../lib/i18n/messages/page-kit-messages';

export interface CalendarRange {
  readonly from: string;
  readonly to: string;
}

export interface DateRangeInputProps {
  value: CalendarRange;
  onChange: (value: CalendarRange) => void;
  ariaLabel: string;
  min?: string;
  max?: string;
  testId?: string;
  width?: string;
}

/** What the range's popover needs. */
export type RangePopoverProps = Pick<DateRangeInputProps, 'value' | 'onChange' | 'min' | 'max'>;

// issue #39 (docs/architecture.md "Styling" point 5): the popover is a Chakra island, loaded on
// intent and mounted on the first press; a filter bar importing this module gets no Chakra.
const rangePopover = popoverIsland<RangePopoverProps>(() =>
  import('./date-range-popover').then((module) => module.DateRangePopover),
);

/**
 * issue #13: one range picker for every filter — quick ranges 今天/昨天/近7天/近30天/本月
 * (counted in the tenant's time zone), two months side by side on a wide screen, one on a phone.
 */
export function DateRangeInput(props: DateRangeInputProps) {
  const { from, to } = props.value;
  const empty = !from && !to;
  const text = empty
    ? t('kit.date.rangePlaceholder')
    : `${from || '…'} ${t('kit.filter.rangeSeparator')} ${to || '…'}`;
  return (
    <PickerPopover
      island={rangePopover}
      islandProps={{ value: props.value, onChange: props.onChange, min: props.min, max: props.max }}
      ariaLabel={props.ariaLabel}
      text={text}
      placeholder={empty}
      testId={props.testId}
      width={props.width ?? '64'}
    />
  );
}
