import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateRangeInput, type CalendarRange } from '../date-picker/date-range-input';
import { getConsoleSystem } from '../theme/system';
import { EmployeePicker } from './employee-picker';
import { TagPicker } from './tag-picker';

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

const pickers: [string, () => ReactNode, string][] = [
  ['the employee picker', () => <Employees />, 'staff'],
  ['the tag picker', () => <Tags />, 'tags'],
  ['the date range', () => <Range />, 'range'],
];

describe('a picker mounts its popover on the first press of its static trigger (issue #39)', () => {
  afterEach(cleanup);

  it.each(pickers)(
    '%s: no Emotion-styled element before the press; the first press opens it and moves focus in; Escape gives focus back',
    async (_name, picker, testId) => {
      render(<ChakraProvider value={getConsoleSystem()}>{picker()}</ChakraProvider>);
      expect(styled()).toHaveLength(0);
      const trigger = screen.getByTestId(testId);
      const name = trigger.getAttribute('aria-label');
      const formValue = trigger.getAttribute('data-form-value');
      expect(trigger.getAttribute('aria-expanded')).toBe('false');
      expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');

      fireEvent.click(trigger);
      const opened = screen.getByTestId(testId);
      await waitFor(() => expect(opened.getAttribute('aria-expanded')).toBe('true'));
      expect(opened.getAttribute('aria-label')).toBe(name);
      expect(opened.getAttribute('data-form-value')).toBe(formValue);
      const content = document.getElementById(opened.getAttribute('aria-controls') ?? '');
      expect(content).not.toBeNull();
      await waitFor(() => expect(content?.contains(document.activeElement)).toBe(true));

      act(() => {
        fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
      });
      await waitFor(() => expect(opened.getAttribute('aria-expanded')).toBe('false'));
      await waitFor(() => expect(document.activeElement).toBe(opened));
    },
    30_000,
  );
});
