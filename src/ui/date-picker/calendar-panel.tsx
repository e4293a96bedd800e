import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { zhCN } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import './calendar-panel.css';
import { getLocale } from '../../lib/i18n/translate';
import { parseCalendarDate, toCalendarDate } from './date-values';

// issue #13: the one calendar of the console (react-day-picker, Chinese locale: 2026年11月,
// weekdays 一…日, week from Monday). Loaded with the popover that shows it, never up front.

interface Bounds {
  min?: string;
  max?: string;
}

function disabledDays({ min, max }: Bounds) {
  const matchers = [];
  const before = min ? parseCalendarDate(min) : undefined;
  const after = max ? parseCalendarDate(max) : undefined;
  if (before) matchers.push({ before });
  if (after) matchers.push({ after });
  return matchers;
}

function common(bounds: Bounds, months: number) {
  return {
    locale: getLocale() === 'en' ? undefined : zhCN,
    weekStartsOn: 1 as const,
    numberOfMonths: months,
    disabled: disabledDays(bounds),
    className: 'console-calendar',
  };
}

export interface SingleCalendarProps extends Bounds {
  value: string;
  onPick: (value: string) => void;
}

export function SingleCalendar({ value, onPick, min, max }: SingleCalendarProps) {
  const selected = parseCalendarDate(value);
  return (
    <DayPicker
      {...common({ min, max }, 1)}
      mode="single"
      selected={selected}
      defaultMonth={selected ?? (max ? parseCalendarDate(max) : undefined)}
      onSelect={(date) => {
        if (date) onPick(toCalendarDate(date));
      }}
    />
  );
}

export interface RangeCalendarProps extends Bounds {
  from: string;
  to: string;
  /** Called once both ends are picked (in order). */
  onPick: (range: { from: string; to: string }) => void;
  onFirstPick?: () => void;
  months: number;
}

/** Two clicks pick a range: the first a start, the second the end (either order). */
export function RangeCalendar({
  from,
  to,
  onPick,
  onFirstPick,
  min,
  max,
  months,
}: RangeCalendarProps) {
  const [start, setStart] = useState<Date | null>(null);
  const selected = start
    ? { from: start, to: undefined }
    : { from: parseCalendarDate(from), to: parseCalendarDate(to) };
  const end = parseCalendarDate(to) ?? (max ? parseCalendarDate(max) : undefined);
  const firstMonth = end && months > 1 ? new Date(end.getFullYear(), end.getMonth() - 1, 1) : end;
  return (
    <DayPicker
      {...common({ min, max }, months)}
      mode="range"
      selected={selected}
      defaultMonth={parseCalendarDate(from) ?? firstMonth}
      onSelect={() => undefined}
      onDayClick={(day, modifiers) => {
        if (modifiers.disabled) return;
        if (!start) {
          setStart(day);
          onFirstPick?.();
          return;
        }
        const [first, last] = day < start ? [day, start] : [start, day];
        setStart(null);
        onPick({ from: toCalendarDate(first), to: toCalendarDate(last) });
      }}
    />
  );
}
