// issue #37 "forms start clean" as a property of the kit: a form built on FormDrawer, FormPage
// or a guarded AppDialog tells unsaved changes from its own controls, with no prop from the
// page; what arrives before the first touch (the record loading) is no change; a picker's
// value counts and its search box does not.
import { useState } from 'react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasUnsavedForm } from '../../lib/navigation/unsaved-forms';
import { AppDialog } from '../app-dialog';
import { getConsoleSystem } from '../theme/system';
import { FormDrawer } from './form-drawer';
import { FormPage } from './form-page';
import { controlsSnapshot } from './form-snapshot';

afterEach(cleanup);

function PlainDrawer({ onClose, loaded = '' }: { onClose: () => void; loaded?: string }) {
  // A page that keeps its own useState and passes no `dirty`.
  const [name, setName] = useState(loaded);
  const [seen, setSeen] = useState(loaded);
  if (seen !== loaded) {
    setSeen(loaded);
    setName(loaded);
  }
  return (
    <FormDrawer open onClose={onClose} title="新建活动" onSubmit={() => undefined} testId="drawer">
      <input aria-label="活动名称" value={name} onChange={(e) => setName(e.target.value)} />
    </FormDrawer>
  );
}

const wrap = (node: React.ReactNode) => (
  <ChakraProvider value={getConsoleSystem()}>{node}</ChakraProvider>
);

describe('the form kit tells unsaved changes by itself (issue #37)', { timeout: 30_000 }, () => {
  it('a drawer whose page passes no dirty asks before ✕ drops what was typed', async () => {
    const onClose = vi.fn();
    render(wrap(<PlainDrawer onClose={onClose} />));
    const input = screen.getByLabelText('活动名称');
    fireEvent.keyDown(input, { key: '双' });
    fireEvent.change(input, { target: { value: '双十一' } });
    expect(hasUnsavedForm()).toBe(true);
    fireEvent.click(within(screen.getByTestId('drawer')).getByRole('button', { name: '关闭' }));
    expect(await screen.findByText('放弃未保存的修改？')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('a record that arrives after the drawer opened is no change: it closes at once', async () => {
    const onClose = vi.fn();
    const view = render(wrap(<PlainDrawer onClose={onClose} />));
    view.rerender(wrap(<PlainDrawer onClose={onClose} loaded="老客回馈" />));
    const input = screen.getByLabelText('活动名称');
    expect((input as HTMLInputElement).value).toBe('老客回馈');
    fireEvent.pointerDown(input);
    expect(hasUnsavedForm()).toBe(false);
    fireEvent.click(within(screen.getByTestId('drawer')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('放弃未保存的修改？')).toBeNull();
  });

  it('a form page asks before 返回 drops a change, and goes back at once when unchanged', async () => {
    const onBack = vi.fn();
    function Page() {
      const [name, setName] = useState('');
      return (
        <FormPage title="新建规则" onBack={onBack} onSubmit={() => undefined}>
          <input aria-label="规则名称" value={name} onChange={(e) => setName(e.target.value)} />
        </FormPage>
      );
    }
    render(wrap(<Page />));
    fireEvent.click(screen.getByRole('button', { name: '‹ 返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    const input = screen.getByLabelText('规则名称');
    fireEvent.keyDown(input, { key: 'a' });
    fireEvent.change(input, { target: { value: '晚间添加' } });
    fireEvent.click(screen.getByRole('button', { name: '‹ 返回' }));
    expect(await screen.findByText('放弃未保存的修改？')).toBeTruthy();
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('a native select changed with no key or pointer first (a script, Playwright selectOption) is a change; set back, it is none', async () => {
    const onBack = vi.fn();
    function Page() {
      const [type, setType] = useState('keyword');
      return (
        <FormPage title="新建规则" onBack={onBack} onSubmit={() => undefined}>
          <select aria-label="规则类型" value={type} onChange={(e) => setType(e.target.value)}>
            <option value="keyword">关键词</option>
            <option value="time">添加时段</option>
          </select>
        </FormPage>
      );
    }
    render(wrap(<Page />));
    const select = screen.getByLabelText('规则类型');
    // What selectOption does: the value changes, then input and change; no focus, key or pointer.
    fireEvent.change(select, { target: { value: 'time' } });
    expect((select as HTMLSelectElement).value).toBe('time');
    expect(hasUnsavedForm()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '‹ 返回' }));
    expect(await screen.findByText('放弃未保存的修改？')).toBeTruthy();
    expect(onBack).not.toHaveBeenCalled();
    fireEvent.change(select, { target: { value: 'keyword' } });
    expect(hasUnsavedForm()).toBe(false);
  });

  it('a guarded dialog asks before ✕ drops a change', async () => {
    const onClose = vi.fn();
    function Dialog() {
      const [name, setName] = useState('');
      return (
        <AppDialog open onClose={onClose} title="编辑标签" closeLabel="关闭" guardUnsaved>
          <input aria-label="标签名称" value={name} onChange={(e) => setName(e.target.value)} />
        </AppDialog>
      );
    }
    render(wrap(<Dialog />));
    const input = screen.getByLabelText('标签名称');
    fireEvent.keyDown(input, { key: 'a' });
    fireEvent.change(input, { target: { value: '高意向' } });
    fireEvent.click(screen.getAllByRole('button', { name: '关闭' })[0]!);
    expect(await screen.findByText('放弃未保存的修改？')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('what a form shows (issue #37)', () => {
  it("counts a picker's value and a toggle's state, not a picker's search box", () => {
    const root = document.createElement('form');
    root.innerHTML = `
      <input value="双十一" />
      <button type="button" aria-pressed="true">一</button>
      <button type="button" data-form-value="3,4">标签</button>
      <div data-dirty-ignore=""><input aria-label="搜索" value="" /></div>`;
    const before = controlsSnapshot(root);
    root.querySelector('[aria-label="搜索"]')!.setAttribute('value', '张');
    (root.querySelector('[aria-label="搜索"]') as HTMLInputElement).value = '张';
    expect(controlsSnapshot(root)).toBe(before);
    root.querySelector('[data-form-value]')!.setAttribute('data-form-value', '3');
    expect(controlsSnapshot(root)).not.toBe(before);
    root.querySelector('[data-form-value]')!.setAttribute('data-form-value', '3,4');
    root.querySelector('[aria-pressed]')!.setAttribute('aria-pressed', 'false');
    expect(controlsSnapshot(root)).not.toBe(before);
  });
});
