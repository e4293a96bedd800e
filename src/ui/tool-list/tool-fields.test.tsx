// issue #15, #34: the fields the acquiring tools' forms share, tested once: each row is bound
// to one field of the form (value, change, the contract's message beside it).
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConsoleSystem } from '../theme/system';
import {
  ToolNumberField,
  ToolRecordSelect,
  ToolSwitchField,
  ToolTextField,
  bindField,
} from './tool-fields';
import type { ToolFormBinding } from './tool-fields';

afterEach(cleanup);

interface Draft {
  days: number;
  welcome: string;
  mini: boolean;
  successor: number | null;
}

const formOf = (values: Draft, errors: Record<string, string> = {}) => {
  const set = vi.fn();
  const form: ToolFormBinding<Draft> = { values, errors, set };
  return { form, set };
};
const wrap = (node: React.ReactNode) => (
  <ChakraProvider value={getConsoleSystem()}>{node}</ChakraProvider>
);
const DRAFT: Draft = { days: 30, welcome: '', mini: false, successor: null };

describe('a tool form field is bound to one field of the form', () => {
  it('shows its value and the contract’s message, and sets that field (a number as a number)', () => {
    const { form, set } = formOf(DRAFT, { days: '锁客天数不能小于0' });
    render(
      wrap(<ToolNumberField label="锁客天数" id="days" min={0} {...bindField(form, 'days')} />),
    );
    const input = screen.getByLabelText(/锁客天数/);
    expect((input as HTMLInputElement).value).toBe('30');
    expect(screen.getByText('锁客天数不能小于0')).toBeTruthy();
    fireEvent.change(input, { target: { value: '7' } });
    expect(set).toHaveBeenCalledWith('days', 7);
  });

  it('a text field keeps its length limit and sets its text', () => {
    const { form, set } = formOf(DRAFT);
    render(
      wrap(
        <ToolTextField
          label="欢迎语"
          id="welcome"
          maxLength={1500}
          multiline
          {...bindField(form, 'welcome')}
        />,
      ),
    );
    const box = screen.getByLabelText(/欢迎语/);
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('maxlength')).toBe('1500');
    fireEvent.change(box, { target: { value: '你好' } });
    expect(set).toHaveBeenCalledWith('welcome', '你好');
  });

  it('a switch shows what it turns on only while on', () => {
    const page = (mini: boolean) => {
      const { form } = formOf({ ...DRAFT, mini });
      return wrap(
        <ToolSwitchField label="小程序" {...bindField(form, 'mini')}>
          <input aria-label="页面路径" />
        </ToolSwitchField>,
      );
    };
    const { rerender } = render(page(false));
    expect(screen.queryByLabelText('页面路径')).toBeNull();
    rerender(page(true));
    expect(screen.getByLabelText('页面路径')).toBeTruthy();
  });

  it('a record select offers none (its label) and sets null for it, the id otherwise', () => {
    const { form, set } = formOf({ ...DRAFT, successor: 2 });
    render(
      wrap(
        <ToolRecordSelect
          label="接替员工"
          options={[
            { id: 2, name: '张三' },
            { id: 3, name: '李四' },
          ]}
          {...bindField(form, 'successor')}
        />,
      ),
    );
    const select = screen.getByLabelText('接替员工');
    expect((select as HTMLSelectElement).value).toBe('2');
    fireEvent.change(select, { target: { value: '3' } });
    expect(set).toHaveBeenLastCalledWith('successor', 3);
    fireEvent.change(select, { target: { value: '' } });
    expect(set).toHaveBeenLastCalledWith('successor', null);
  });
});
