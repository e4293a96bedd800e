import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WecomSyncProgress } from '../../../../contract/setting/wecom-sync';
import type * as SyncApi from './api/wecom-sync';
import { syncPollInterval, SYNC_POLL_MS } from './api/wecom-sync';
import { WecomSyncCard } from './wecom-sync-card';

const hooks = vi.hoisted(() => ({
  data: null as WecomSyncProgress | null,
  mutate: vi.fn(),
}));

vi.mock('./api/wecom-sync', async (importOriginal) => ({
  ...(await importOriginal<typeof SyncApi>()),
  useWecomSyncProgress: () => ({ data: hooks.data }),
  useWecomSyncStart: () => ({ mutate: hooks.mutate, isPending: false, error: null }),
}));

const RUN: WecomSyncProgress = {
  id: 7,
  kind: 'full',
  status: 'running',
  phase: 'customers',
  counts: {
    departments: 10,
    employees: 100,
    tags: 50,
    customers: 12000,
    relations: 13200,
    groups: 0,
    members: 0,
  },
  pages: 132,
  error: '',
  started_at: '2026-11-28T08:00:00.000Z',
  updated_at: '2026-11-28T08:01:00.000Z',
  finished_at: null,
};

const show = () =>
  render(
    <ChakraProvider value={defaultSystem}>
      <WecomSyncCard canEdit />
    </ChakraProvider>,
  );

afterEach(cleanup);
beforeEach(() => {
  hooks.mutate.mockReset();
});

describe('/authorize WeCom sync progress', () => {
  it('polls while a run is going on and stops once it is done or failed', () => {
    expect(syncPollInterval(RUN)).toBe(SYNC_POLL_MS);
    expect(syncPollInterval({ ...RUN, status: 'done' })).toBe(false);
    expect(syncPollInterval({ ...RUN, status: 'failed' })).toBe(false);
    expect(syncPollInterval(null)).toBe(false);
  });

  it('shows nothing before the tenant has a sync run', () => {
    hooks.data = null;
    const { container } = show();
    expect(container.querySelector('[data-testid="wecom-sync"]')).toBeNull();
  });

  it('shows the status, phase and counts of a running sync, its last error in Chinese, and no retry while it runs', () => {
    hooks.data = { ...RUN, error: '企业微信接口调用超过频率限制，请稍后重试' };
    show();
    expect(screen.getByText('同步中')).toBeTruthy();
    expect(screen.getByText('同步客户')).toBeTruthy();
    expect(screen.getByText('12,000')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      '上次出错：企业微信接口调用超过频率限制，请稍后重试（稍后自动重试）',
    );
    expect(screen.getByRole('button', { name: '立即同步' }).hasAttribute('disabled')).toBe(true);
  });

  it('a failed sync shows its reason and a 重试同步 button that starts a new run', () => {
    hooks.data = { ...RUN, status: 'failed', error: '不合法的secret', finished_at: RUN.updated_at };
    show();
    expect(screen.getByRole('alert').textContent).toBe('同步失败：不合法的secret');
    fireEvent.click(screen.getByRole('button', { name: '重试同步' }));
    expect(hooks.mutate).toHaveBeenCalledWith({});
  });
});
