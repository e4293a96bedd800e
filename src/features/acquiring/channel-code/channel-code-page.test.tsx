// docs/architecture.md "Styling" point 5 (issue #39): /channel-code renders no Chakra outside its
// islands (the ··· menus, the dialogs, 列设置, each loaded on intent), so it can paint before
// Chakra has loaded; each island's first press moves focus as a later press does.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  channelCodeGroupList,
  channelCodeList,
  type ChannelCodeGroupRow,
  type ChannelCodeRow,
} from '../../../../contract/acquiring/channel-code';
import { endpointQuery } from '../../../data/endpoint-hooks';
import { menuQueryOptions, type MenuLists } from '../../../data/menu/menu-query';
import { saveSession } from '../../../lib/session/session-storage';
import {
  controlledContent,
  expectFirstPressFocusAsLater,
} from '../../../test-support/first-press-focus';
import { ChannelCodePage } from './channel-code-page';

const row = (id: number): ChannelCodeRow => ({
  id,
  name: `活码${id}`,
  group: { id: 1, name: '默认分组' },
  state: `cc000${id}`,
  scan_path: `/s/c/${id}`,
  employees: [{ id: 1, name: '谢芳' }],
  on_duty: [{ id: 1, name: '谢芳' }],
  backup_employees: [],
  tags: [{ id: 1, name: '官网' }],
  add_count: id * 10,
  created_at: '2026-11-29T08:00:00+08:00',
});

const groups: ChannelCodeGroupRow[] = [
  { id: 1, name: '默认分组', is_default: true, code_count: 2 },
  { id: 2, name: '线下门店', is_default: false, code_count: 1 },
];

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

beforeEach(() => {
  // signed in (else the first read goes to the login page)
  const exp = Math.floor(Date.now() / 1000) + 3600;
  saveSession({
    token: `${base64Url({ alg: 'HS256' })}.${base64Url({ sub: '1', exp })}.sig`,
    tenantId: 'demo',
  });
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
    actions: ['delete'],
  };
  client.setQueryData(menuQueryOptions.queryKey, menu);
  const rows = [1, 2, 3].map(row);
  client.setQueryData(
    endpointQuery(channelCodeList, { query: { page: 1, page_size: 20 } }).queryKey,
    { list: rows, total: rows.length, page: 1, page_size: 20 },
  );
  client.setQueryData(endpointQuery(channelCodeGroupList, {}).queryKey, groups);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/channel-code']}>
        <ChannelCodePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const openDialog = () => document.querySelector<HTMLElement>('[role="dialog"][data-state="open"]');

describe('/channel-code without Chakra (issue #39)', () => {
  it('renders its groups, rows with their QR codes, toolbar and batch bar with no Chakra provider and no Emotion-styled element', async () => {
    renderPage();
    expect(await screen.findByText('活码3')).toBeTruthy();
    expect(screen.getByText('线下门店')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /二维码/ })).toHaveLength(3);
    fireEvent.click(screen.getByLabelText('选择第 2 行'));
    expect(screen.getByTestId('batch-bar')).toBeTruthy();
    expect(styledByEmotion()).toEqual([]);
  });

  // the first press of each island's trigger moves focus as a later press does
  // (src/test-support/first-press-focus.ts)
  const menus: [string, () => HTMLElement][] = [
    ["a row's 更多操作", () => screen.getAllByRole('button', { name: '更多操作' })[0]!],
    ["a group's ···", () => screen.getByRole('button', { name: '分组「线下门店」的操作' })],
  ];
  for (const [name, trigger] of menus) {
    for (const by of ['keyboard', 'pointer'] as const) {
      it(
        `the first press of ${name} (${by}) opens its menu with focus where a later press puts it; Escape gives focus back`,
        { timeout: 60_000 },
        async () => {
          renderPage();
          await screen.findByText('活码3');
          await expectFirstPressFocusAsLater(trigger, controlledContent, by);
        },
      );
    }
  }

  const dialogs: [string, () => HTMLElement, boolean][] = [
    [
      "a row's QR code",
      () => screen.getByRole('button', { name: '查看「活码1」的大图二维码', hidden: true }),
      false,
    ],
    ['新建分组', () => screen.getByRole('button', { name: '+ 新建分组', hidden: true }), false],
    ['移动分组', () => screen.getByRole('button', { name: '移动分组', hidden: true }), true],
  ];
  for (const [name, trigger, select] of dialogs) {
    it(
      `the first press of ${name} opens its dialog island and moves focus into it, as later presses do; Escape gives focus back`,
      { timeout: 60_000 },
      async () => {
        renderPage();
        await screen.findByText('活码3');
        if (select) fireEvent.click(screen.getByLabelText('选择第 1 行'));
        await expectFirstPressFocusAsLater(trigger, openDialog);
      },
    );
  }
});
