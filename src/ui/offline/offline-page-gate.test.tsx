import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  onlineManager,
  useQuery,
} from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConsoleSystem } from '../theme/system';
import { OfflinePageGate } from './offline-page-gate';
import { offlineDataState } from './use-offline-data-state';

function Page({ queryKey }: { queryKey: string }) {
  const query = useQuery({
    queryKey: [queryKey],
    queryFn: async () => 'fresh',
    meta: queryKey === 'customer-list' ? undefined : { persist: true },
  });
  return <p>{query.data ?? '加载中'}</p>;
}

function renderGate(client: QueryClient, queryKey: string, shellQueryKey?: string) {
  return render(
    <ChakraProvider value={getConsoleSystem()}>
      <QueryClientProvider client={client}>
        {shellQueryKey ? <Page queryKey={shellQueryKey} /> : null}
        <OfflinePageGate>
          <Page queryKey={queryKey} />
        </OfflinePageGate>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('offline page gate (issue #5 "Offline")', () => {
  it('a page visited before shows its cached data with 数据更新于', async () => {
    goOffline();
    const client = new QueryClient();
    client.setQueryData(['stats'], 'cached', { updatedAt: new Date(2026, 10, 21, 8, 5).getTime() });
    renderGate(client, 'stats');
    expect(await screen.findByText('cached')).toBeTruthy();
    expect(screen.getByTestId('data-updated-note').textContent).toContain(
      '数据更新于 2026-11-21 08:05',
    );
  });

  it('a page never visited shows the offline state, not an endless spinner', async () => {
    goOffline();
    renderGate(new QueryClient(), 'never-seen');
    expect((await screen.findByTestId('offline-state')).textContent).toContain('当前处于离线状态');
  });

  it('online, the page is shown as it is', async () => {
    renderGate(new QueryClient(), 'live');
    expect(await screen.findByText('fresh')).toBeTruthy();
    expect(screen.queryByTestId('data-updated-note')).toBeNull();
  });

  it('judges the page by its own queries, not a shell query (banner, notices) waiting offline', async () => {
    goOffline();
    const client = new QueryClient();
    client.setQueryData(['stats'], 'cached', { updatedAt: Date.now() });
    renderGate(client, 'stats', 'shell-banner-status');
    expect(await screen.findByText('cached')).toBeTruthy();
    expect(screen.queryByTestId('offline-state')).toBeNull();
    expect(screen.getByTestId('data-updated-note')).toBeTruthy();
  });

  it('a page that also reads the cached menu (its action rights) but never loaded its own data shows the offline state', async () => {
    goOffline();
    const client = new QueryClient();
    client.setQueryData(['platform', 'menu'], 'menu', { updatedAt: Date.now() });
    function MenuReader() {
      useQuery({
        queryKey: ['platform', 'menu'],
        queryFn: async () => 'menu',
        meta: { persist: true, shell: true },
      });
      return null;
    }
    render(
      <ChakraProvider value={getConsoleSystem()}>
        <QueryClientProvider client={client}>
          <OfflinePageGate>
            <MenuReader />
            <Page queryKey="never-seen" />
          </OfflinePageGate>
        </QueryClientProvider>
      </ChakraProvider>,
    );
    expect((await screen.findByTestId('offline-state')).textContent).toContain('当前处于离线状态');
  });

  it('a page with part of its data cached shows it, and says part needs the network', async () => {
    goOffline();
    const client = new QueryClient();
    client.setQueryData(['figures'], 'cached', { updatedAt: Date.now() });
    render(
      <ChakraProvider value={getConsoleSystem()}>
        <QueryClientProvider client={client}>
          <OfflinePageGate>
            <Page queryKey="figures" />
            <Page queryKey="never-fetched-widget" />
          </OfflinePageGate>
        </QueryClientProvider>
      </ChakraProvider>,
    );
    expect(await screen.findByText('cached')).toBeTruthy();
    expect(screen.getByTestId('data-updated-note').textContent).toContain('部分内容需联网后显示');
    expect(screen.queryByTestId('offline-state')).toBeNull();
  });

  it('a period never loaded keeps the page with the previous period cached, not "never opened" (issue #37)', async () => {
    const client = new QueryClient();
    client.setQueryData(['period', 7], 'seven days cached', { updatedAt: Date.now() });
    function PeriodPage() {
      const [days, setDays] = useState(7);
      const query = useQuery({
        queryKey: ['period', days],
        queryFn: async () => `fresh ${days}`,
        placeholderData: keepPreviousData,
        networkMode: 'online',
      });
      return (
        <div>
          <p>{query.data ?? '加载中'}</p>
          <button type="button" onClick={() => setDays(90)}>
            近90天
          </button>
        </div>
      );
    }
    goOffline();
    render(
      <ChakraProvider value={getConsoleSystem()}>
        <QueryClientProvider client={client}>
          <OfflinePageGate>
            <PeriodPage />
          </OfflinePageGate>
        </QueryClientProvider>
      </ChakraProvider>,
    );
    expect(await screen.findByText('seven days cached')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '近90天' }));
    await waitFor(() =>
      expect(client.getQueryCache().find({ queryKey: ['period', 90] })).toBeTruthy(),
    );
    expect(screen.queryByTestId('offline-state')).toBeNull();
    expect(screen.getByText('seven days cached')).toBeTruthy();
    expect(screen.getByTestId('data-updated-note').textContent).toContain('部分内容需联网后显示');
  });

  it('a page of personal data (never persisted) says so offline, not "never opened here" (issue #37)', async () => {
    goOffline();
    renderGate(new QueryClient(), 'customer-list');
    const state = await screen.findByTestId('offline-state');
    expect(state.textContent).toContain('不保存在本设备上');
    expect(state.textContent).not.toContain('还没有在本设备上打开过');
  });

  it('ignores queries no page is looking at (hidden kept-alive tabs)', () => {
    const client = new QueryClient();
    client.setQueryData(['hidden'], 1, { updatedAt: 5 });
    expect(offlineDataState(client, false)).toEqual({
      online: false,
      waiting: false,
      updatedAt: null,
    });
  });
});
