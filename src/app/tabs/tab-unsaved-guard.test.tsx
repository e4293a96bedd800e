// issue #37: the shell asks before a tab close or refresh drops a form's unsaved changes, and
// a form page left without changes starts clean when opened again.
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { registerUnsavedForm } from '../../lib/navigation/unsaved-forms';
import { useKeptAliveTabs } from './use-kept-alive-tabs';

afterEach(() => {
  document.body.innerHTML = '';
});

function paneWithForm(key: string, dirty: boolean, formPage = false) {
  const pane = document.createElement('div');
  pane.setAttribute('data-tab-pane', key);
  const form = document.createElement('form');
  if (formPage) form.setAttribute('data-form-page', '');
  pane.append(form);
  document.body.append(pane);
  registerUnsavedForm(form, { current: () => dirty });
}

function setUp() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/welcome']}>{children}</MemoryRouter>
  );
  const hook = renderHook(() => ({ tabs: useKeptAliveTabs(), navigate: useNavigate() }), {
    wrapper,
  });
  act(() => {
    void hook.result.current.navigate('/auto-tag');
  });
  return hook;
}
const keys = (hook: ReturnType<typeof setUp>) =>
  hook.result.current.tabs.state.tabs.map((tab) => tab.key);

describe('tabs and unsaved forms (issue #37)', () => {
  it('closing a tab whose form holds unsaved changes asks; 放弃修改 closes it', () => {
    paneWithForm('/welcome', true);
    const hook = setUp();
    act(() => hook.result.current.tabs.close('/welcome'));
    expect(hook.result.current.tabs.pendingDrop).toBe(true);
    expect(keys(hook)).toContain('/welcome');
    act(() => hook.result.current.tabs.confirmDrop());
    expect(keys(hook)).not.toContain('/welcome');
  });

  it('closing a clean tab, or keeping the changes, asks nothing more', () => {
    paneWithForm('/welcome', true);
    const hook = setUp();
    act(() => hook.result.current.tabs.closeOthers());
    expect(hook.result.current.tabs.pendingDrop).toBe(true);
    act(() => hook.result.current.tabs.keepTabs());
    expect(keys(hook)).toEqual(['/welcome', '/auto-tag']);
    act(() => hook.result.current.tabs.refreshCurrent());
    expect(hook.result.current.tabs.pendingDrop).toBe(false);
  });

  it('a form page left without unsaved changes starts afresh when opened again; with them it is kept', () => {
    paneWithForm('/welcome', false, true);
    const hook = setUp();
    const generation = () =>
      hook.result.current.tabs.state.tabs.find((tab) => tab.key === '/welcome')?.generation;
    expect(generation()).toBe(0);
    act(() => {
      void hook.result.current.navigate('/welcome');
    });
    expect(generation()).toBe(1);
    document.body.innerHTML = '';
    paneWithForm('/welcome', true, true);
    act(() => {
      void hook.result.current.navigate('/auto-tag');
    });
    act(() => {
      void hook.result.current.navigate('/welcome');
    });
    expect(generation()).toBe(1);
  });
});
