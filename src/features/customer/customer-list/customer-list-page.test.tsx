// docs/architecture.md "Styling" point 5 (issue #39): /customer-list renders no Chakra outside
// its islands (the dialogs and drawers, the pickers' and 列设置's popovers, the export dialog,
// each loaded on first use), so it can paint before Chakra has loaded.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerRow } from '../../../../contract/customer/customer-list';
import { saveSession } from '../../../lib/session/session-storage';
import { menuQueryOptions } from '../../../data/menu/menu-query';
import type { MenuLists } from '../../../data/menu/menu-query';
import { expectFirstPressFocusAsLater } from '../../../test-support/first-press-focus';
import { customerListQueryOptions } from './api/customer-list-query';
import { EMPTY_FILTERS, toListQuery } from './customer-filter-state';
import { CustomerListPage } from './customer-list-page';

const row = (id: number): CustomerRow => ({
  id,
  external_user_id: `wm${id}`,
  name: `客户${id}`,
  avatar: '',
  type: id % 2 === 0 ? 2 : 1,
  corp_name: id % 2 === 0 ? '某企业' : '',
  gender: 1,
  employees: [{ id: 1, name: '谢芳' }],
  tags: [{ id: 1, name: '已成交', group_name: '阶段' }],
  added_at: '2026-11-29T08:00:00+08:00',
  channel: id === 1 ? { id: 1, name: '门店收银台' } : null,
  add_way: 1,
  lost: id === 3,
});

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

beforeEach(() => {
  // signed in (else the first read goes to the login page)
  const exp = Math.floor(Date.now() / 1000) + 3600;
  saveSession({
    token: `${base64Url({ alg: 'HS256' })}.${base64Url({ sub: '1', exp })}.sig`,
    tenantId: 'demo',
  });
  // the filters' own reads (tags, directory, stages, fields) stay pending: no server here
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const styledByEmotion = () =>
  [...document.body.querySelectorAll('*')].filter((element) =>
    [...element.classList].some((name) => /^css-[0-9a-z]+$/.test(name)),
  );

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const menu: MenuLists = {
    allMenu: [],
    accessibleMenu: [],
    visibleAppList: [],
    actions: ['export'],
  };
  client.setQueryData(menuQueryOptions.queryKey, menu);
  const rows = [1, 2, 3].map(row);
  client.setQueryData(customerListQueryOptions(toListQuery(EMPTY_FILTERS, 1, 20)).queryKey, {
    list: rows,
    total: rows.length,
    page: 1,
    page_size: 20,
  });
  render(
    <QueryClientProvider client={client}>
      <CustomerListPage />
    </QueryClientProvider>,
  );
}

const openOverlay = () => document.querySelector<HTMLElement>('[role="dialog"][data-state="open"]');

describe('/customer-list without Chakra (issue #39)', () => {
  it('renders its filters, rows, toolbar and batch bar with no Chakra provider and no Emotion-styled element', async () => {
    renderPage();
    expect(await screen.findByText('客户3')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('选择第 2 行'));
    expect(screen.getByTestId('batch-bar')).toBeTruthy();
    expect(screen.getByTestId('export-open')).toBeTruthy();
    expect(screen.getByTestId('filter-name')).toBeTruthy();
    expect(styledByEmotion()).toEqual([]);
  });

  // the first press of each island's trigger moves focus as a later press does
  // (src/test-support/first-press-focus.ts); the batch buttons show once a row is selected
  const islands: [string, string, boolean][] = [
    ['转接记录', 'handover-records-open', false],
    ['批量打标签', 'batch-add-tags', true],
    ['分配客户', 'batch-handover', true],
  ];
  for (const [name, testId, select] of islands) {
    it(
      `the first press of ${name} opens its island and moves focus into it, as later presses do; Escape gives focus back`,
      { timeout: 60_000 },
      async () => {
        renderPage();
        await screen.findByText('客户3');
        if (select) fireEvent.click(screen.getByLabelText('选择第 1 行'));
        await expectFirstPressFocusAsLater(() => screen.getByTestId(testId), openOverlay);
      },
    );
  }

  it(
    "the first press of a row's 详情 opens the detail drawer and moves focus into it, as later presses do; Escape gives focus back",
    { timeout: 60_000 },
    async () => {
      renderPage();
      await screen.findByText('客户3');
      await expectFirstPressFocusAsLater(() => screen.getAllByText('详情')[0]!, openOverlay);
    },
  );
});
