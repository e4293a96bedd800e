import type { DateRange } from '../../../../ui/filter-bar/filter-inputs';

/** Whole China days: from 00:00:00 to 23:59:59 (spec §5 date-time text). */
export function rangeQuery(range: DateRange) {
  return {
    start_time: range.from ? `${range.from} 00:00:00` : undefined,
    end_time: range.to ? `${range.to} 23:59:59` : undefined,
  };
}
