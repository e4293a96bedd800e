import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import type { NavigateFunction } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CLOSE_LEFT_TAB, closeTabWhenLeft } from '../../lib/navigation/close-left-tab';
import { useKeptAliveTabs } from './use-kept-alive-tabs';

let go: NavigateFunction = () => undefined;
let keys: string[] = [];

function Shell() {
  const tabs = useKeptAliveTabs();
  const navigate = useNavigate();
  const shown = tabs.state.tabs.map((tab) => tab.key).join(',');
  useEffect(() => {
    go = navigate;
    keys = shown ? shown.split(',') : [];
  }, [navigate, shown]);
  return null;
}

describe('编辑 tabs close after saving (issue #38 "Smaller")', () => {
  it('a form that leaves after its save closes its own tab; leaving by a plain link keeps it', () => {
    render(
      <MemoryRouter initialEntries={['/shunt-code']}>
        <Shell />
      </MemoryRouter>,
    );
    act(() => go('/shunt-code/code-form?id=3'));
    expect(keys).toEqual(['/shunt-code', '/shunt-code/code-form']);
    act(() => go('/shunt-code', { state: CLOSE_LEFT_TAB }));
    expect(keys).toEqual(['/shunt-code']);
    act(() => go('/shunt-code/code-form?id=4'));
    act(() => go('/shunt-code'));
    expect(keys).toEqual(['/shunt-code', '/shunt-code/code-form']);
  });

  it('a form page whose changes were discarded closes its tab as it is left, once: the next plain leave keeps the tab (issue #37)', () => {
    render(
      <MemoryRouter initialEntries={['/channel-code']}>
        <Shell />
      </MemoryRouter>,
    );
    act(() => go('/channel-code/code-form'));
    act(() => {
      closeTabWhenLeft('/channel-code/code-form');
      go('/channel-code');
    });
    expect(keys).toEqual(['/channel-code']);
    act(() => go('/channel-code/code-form'));
    act(() => go('/channel-code'));
    expect(keys).toEqual(['/channel-code', '/channel-code/code-form']);
  });
});
