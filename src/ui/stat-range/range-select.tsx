import { useMemo, useState } from 'react';
import { SelectField } from '../select-field/select-field';
import { chinaDateOf } from '../../../contract/china-time';

/** A China date (YYYY-MM-DD) `daysAgo` before now: statistics count in China time. */
export function chinaDate(daysAgo = 0, now = Date.now()): string {
  return chinaDateOf(now, -daysAgo);
}

/** The last `days` China days ending today (statistics pages of issue #15). */
export function useRecentRange(initial = 30) {
  const [days, setDays] = useState(initial);
  return useMemo(() => ({ days, setDays, from: chinaDate(days - 1), to: chinaDate(0) }), [days]);
}

export function RangeSelect(props: {
  days: number;
  onChange: (days: number) => void;
  label: string;
  options: readonly { value: number; label: string }[];
}) {
  return (
    <SelectField
      width="36"
      label={props.label}
      value={props.days}
      onChange={(value) => props.onChange(Number(value))}
      options={props.options}
      testId="range-select"
    />
  );
}
