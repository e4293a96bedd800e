import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cleanup, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  controlledContent,
  expectFirstPressFocusAsLater,
} from '../../test-support/first-press-focus';
import { CHAKRA_PACKAGES, staticImportsOf } from '../../../scripts/static-imports';
import { ColumnSettings } from '../data-table/column-settings';
import { DateInput } from '../date-picker/date-input';
import { DateRangeInput, type CalendarRange } from '../date-picker/date-range-input';
import { getConsoleSystem } from '../theme/system';
import { EmployeePicker } from './employee-picker';
import { TagPicker } from './tag-picker';

// issue #39 (docs/architecture.md "Styling" points 5 and 6): a filter bar's pickers, its date
// range and a list's 列设置 render a static trigger; their popover is a Chakra island loaded on
// intent and mounted on the first press, in pages with no Chakra provider and in forms and
// dialogs that have one.

const styled = () =>
  [...document.body.querySelectorAll('[class*="css-"]')].filter((element) =>
    [...element.classList].some((name) => /^css-[0-9a-z]+$/.test(name)),
  );

function Employees() {
  const [value, setValue] = useState<number[]>([1]);
  return (
    <EmployeePicker
      departments={[{ id: 1, name: '销售部', parent_id: null }]}
      employees={[
        { id: 1, name: '张三', department_id: 1 },
        { id: 2, name: '李四', department_id: 1 },
      ]}
      value={value}
      onChange={setValue}
      testId="staff"
    />
  );
}

function Tags() {
  const [value, setValue] = useState<number[]>([]);
  return (
    <TagPicker
      groups={[{ id: 1, name: '客户等级', tags: [{ id: 7, name: '重要' }] }]}
      value={value}
      onChange={setValue}
      logic="or"
      onLogicChange={() => undefined}
      testId="tags"
    />
  );
}

function Range() {
  const [value, setValue] = useState<CalendarRange>({ from: '', to: '' });
  return <DateRangeInput value={value} onChange={setValue} ariaLabel="添加时间" testId="range" />;
}

function OneDate() {
  const [value, setValue] = useState('2026-11-02');
  return <DateInput value={value} onChange={setValue} ariaLabel="发送日期" testId="date" />;
}

function Columns() {
  return (
    <ColumnSettings
      columns={[
        { key: 'name', title: '姓名', hideable: false },
        { key: 'phone', title: '手机号' },
      ]}
      isVisible={() => true}
      onToggle={() => undefined}
      onReset={() => undefined}
    />
  );
}

// a date's popover shows 日历加载中… until its calendar's chunk is there (the first open only):
// where focus lands is compared once the calendar shows
const withCalendar = (trigger: HTMLElement) => {
  const content = controlledContent(trigger);
  return content?.querySelector('.console-calendar') ? content : null;
};

type Content = typeof controlledContent;
const pickers: [string, () => ReactNode, string, Content][] = [
  ['the employee picker', () => <Employees />, 'staff', controlledContent],
  ['the tag picker', () => <Tags />, 'tags', controlledContent],
  ['the date range', () => <Range />, 'range', withCalendar],
  ['the date input', () => <OneDate />, 'date', withCalendar],
  ['列设置', () => <Columns />, 'column-settings', controlledContent],
];

afterEach(cleanup);

describe('a filter bar pulls no Chakra in with its pickers: their popovers load on intent (issue #39)', () => {
  it.each([
    'src/ui/pickers/tag-picker.tsx',
    'src/ui/pickers/employee-picker.tsx',
    'src/ui/date-picker/date-range-input.tsx',
    'src/ui/date-picker/date-input.tsx',
    'src/ui/filter-bar/filter-inputs.tsx',
    'src/ui/data-table/column-settings.tsx',
  ])('%s imports no Chakra, Emotion, Ark or Zag module statically', (entry) => {
    expect(staticImportsOf(entry, CHAKRA_PACKAGES)).toEqual([]);
    // the walk sees the module's real imports (a broken walk would pass the check above)
    expect(staticImportsOf(entry, /^react$|^react\/jsx-runtime$/).length).toBeGreaterThan(0);
  });

  it.each(pickers)(
    '%s: with no Chakra provider above it, the trigger has no Emotion-styled element; the first press (keyboard) loads the island, opens it and leaves focus where a later press does',
    async (_name, picker, testId, content) => {
      render(picker());
      expect(styled()).toHaveLength(0);
      const trigger = screen.getByTestId(testId);
      expect(trigger.getAttribute('aria-expanded')).toBe('false');
      expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
      const name = trigger.getAttribute('aria-label');
      await expectFirstPressFocusAsLater(() => screen.getByTestId(testId), content);
      // the island's trigger is the same button: its name and form value unchanged
      expect(screen.getByTestId(testId).getAttribute('aria-label')).toBe(name);
    },
    60_000,
  );

  it.each(pickers)(
    '%s inside a page that has Chakra provider (a form, a dialog): the first press (pointer) opens it with focus where a later press puts it',
    async (_name, picker, testId, content) => {
      render(<ChakraProvider value={getConsoleSystem()}>{picker()}</ChakraProvider>);
      expect(styled()).toHaveLength(0);
      const formValue = screen.getByTestId(testId).getAttribute('data-form-value');
      await expectFirstPressFocusAsLater(() => screen.getByTestId(testId), content, 'pointer');
      expect(screen.getByTestId(testId).getAttribute('data-form-value')).toBe(formValue);
    },
    60_000,
  );
});
