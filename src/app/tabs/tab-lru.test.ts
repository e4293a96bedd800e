import { describe, expect, it } from 'vitest';
import {
  closeOtherTabs,
  closeTab,
  closeTabsToRight,
  EMPTY_TABS,
  MAX_KEPT_TABS,
  refreshTab,
  visitTab,
  type TabsState,
} from './tab-lru';

const visit = (state: TabsState, key: string) => visitTab(state, { key, search: '', hash: '' });
const keys = (state: TabsState) => state.tabs.map((tab) => tab.key);
const openAll = (paths: string[]) => paths.reduce(visit, EMPTY_TABS);
const pages = (count: number) => Array.from({ length: count }, (_, i) => `/p${i + 1}`);

describe('kept-alive tabs (spec §2: at most 10 cached, LRU eviction)', () => {
  it('caches at most 10 pages', () => {
    expect(MAX_KEPT_TABS).toBe(10);
  });

  it('opening 11 pages leaves 10 tabs, the first evicted', () => {
    const state = openAll(pages(11));
    expect(keys(state)).toEqual(pages(11).slice(1));
    expect(state.activeKey).toBe('/p11');
  });

  it('never evicts a tab holding a form with unsaved changes (#37)', () => {
    const state = pages(11).reduce(
      (current, key) =>
        visitTab(current, { key, search: '', hash: '' }, MAX_KEPT_TABS, (tab) => tab === '/p1'),
      EMPTY_TABS,
    );
    expect(keys(state)).toContain('/p1');
    expect(keys(state)).not.toContain('/p2');
    expect(state.tabs).toHaveLength(10);
  });

  it('evicts the least recently used, not the first opened', () => {
    let state = openAll(pages(10));
    state = visit(state, '/p1');
    state = visit(state, '/p11');
    expect(keys(state)).not.toContain('/p2');
    expect(keys(state)).toContain('/p1');
  });

  it('never evicts the active tab', () => {
    const state = visitTab(openAll(['/a', '/b']), { key: '/c', search: '', hash: '' }, 1);
    expect(keys(state)).toEqual(['/c']);
  });

  it('revisiting a tab keeps one tab and updates its query', () => {
    let state = openAll(['/a', '/b']);
    state = visitTab(state, { key: '/a', search: '?id=2', hash: '' });
    expect(keys(state)).toEqual(['/a', '/b']);
    expect(state.tabs[0]?.search).toBe('?id=2');
  });

  it('closing the active tab moves to its right neighbour, else its left one', () => {
    const state = visit(openAll(['/a', '/b', '/c']), '/b');
    expect(closeTab(state, '/b').next?.key).toBe('/c');
    const last = closeTab(visit(state, '/c'), '/c');
    expect(last.next?.key).toBe('/b');
    expect(keys(last.state)).toEqual(['/a', '/b']);
  });

  it('closing an inactive tab keeps the active one', () => {
    const { state, next } = closeTab(openAll(['/a', '/b']), '/a');
    expect(next).toBeUndefined();
    expect(state.activeKey).toBe('/b');
  });

  it('closing the only tab leaves none to show', () => {
    const { state, next } = closeTab(openAll(['/a']), '/a');
    expect(next).toBeUndefined();
    expect(state.tabs).toHaveLength(0);
  });

  it('close others keeps only the active tab', () => {
    expect(keys(closeOtherTabs(visit(openAll(['/a', '/b', '/c']), '/b')))).toEqual(['/b']);
  });

  it('refresh bumps the generation so the page remounts', () => {
    const state = refreshTab(openAll(['/a']), '/a');
    expect(state.tabs[0]?.generation).toBe(1);
  });

  it('close to the right keeps the active tab and those left of it', () => {
    const state = visit(openAll(['/a', '/b', '/c', '/d']), '/b');
    expect(keys(closeTabsToRight(state))).toEqual(['/a', '/b']);
    expect(closeTabsToRight(state).activeKey).toBe('/b');
  });
});
