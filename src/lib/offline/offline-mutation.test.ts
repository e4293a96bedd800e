import { QueryClient, dehydrate, hydrate, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shouldPersistMutation } from '../query/cache-policy';
import { ApiError } from '../http/api-error';
import {
  defineOfflineMutation,
  isNetworkFailure,
  registerOfflineMutations,
} from './offline-mutation';
import { discardPendingWrite, listPendingWrites } from './pending-writes';

function setup() {
  const send = vi.fn(async (body: { pinned: string[] }) => body);
  const definition = defineOfflineMutation({
    key: ['test', 'save'],
    label: 'pwa.pinnedSave',
    send,
    invalidates: [['test', 'setting']],
    optimistic: (client, body: { pinned: string[] }) =>
      client.setQueryData(['test', 'setting'], body),
  });
  const client = new QueryClient({ defaultOptions: { mutations: { networkMode: 'always' } } });
  registerOfflineMutations(client, [definition]);
  client.mount();
  return { client, send, definition };
}

function mutateOffline(client: QueryClient, variables: { pinned: string[] }) {
  const observer = client.getMutationCache().build(client, { mutationKey: ['test', 'save'] });
  void observer.execute(variables).catch(() => undefined);
}

afterEach(() => onlineManager.setOnline(true));

describe('offline-safe writes (issue #5)', () => {
  it('a save made offline is paused, shown as pending, and applied optimistically', async () => {
    const { client, send } = setup();
    onlineManager.setOnline(false);
    mutateOffline(client, { pinned: ['/index'] });
    await vi.waitFor(() => expect(listPendingWrites(client)).toHaveLength(1));
    expect(listPendingWrites(client)[0]).toMatchObject({ label: 'pwa.pinnedSave', paused: true });
    expect(client.getQueryData(['test', 'setting'])).toEqual({ pinned: ['/index'] });
    expect(send).not.toHaveBeenCalled();
  });

  it('survives a reload: persisted, restored with its defaults, and sent when back online', async () => {
    const first = setup();
    onlineManager.setOnline(false);
    mutateOffline(first.client, { pinned: ['/channel-code'] });
    await vi.waitFor(() => expect(listPendingWrites(first.client)).toHaveLength(1));
    const stored = JSON.parse(
      JSON.stringify(dehydrate(first.client, { shouldDehydrateMutation: shouldPersistMutation })),
    );

    const second = setup(); // the reloaded page: defaults registered before the restore
    hydrate(second.client, stored);
    await second.client.resumePausedMutations();
    expect(listPendingWrites(second.client)).toHaveLength(1);
    onlineManager.setOnline(true);
    await vi.waitFor(() =>
      expect(second.send).toHaveBeenCalledWith({ pinned: ['/channel-code'] }, expect.anything()),
    );
    await vi.waitFor(() => expect(listPendingWrites(second.client)).toHaveLength(0));
  });

  it('the operator can discard a queued write: it is never sent', async () => {
    const { client, send } = setup();
    onlineManager.setOnline(false);
    mutateOffline(client, { pinned: ['/index'] });
    await vi.waitFor(() => expect(listPendingWrites(client)).toHaveLength(1));
    discardPendingWrite(client, listPendingWrites(client)[0]!.id);
    expect(listPendingWrites(client)).toHaveLength(0);
    expect(dehydrate(client, { shouldDehydrateMutation: shouldPersistMutation }).mutations).toEqual(
      [],
    );
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    expect(send).not.toHaveBeenCalled();
  });

  it('a write that is not offline-safe fails at once offline instead of waiting unseen', async () => {
    const { client } = setup();
    onlineManager.setOnline(false);
    const fn = vi.fn(async () => Promise.reject(new Error('网络异常')));
    const observer = client.getMutationCache().build(client, { mutationFn: fn });
    await expect(observer.execute(undefined)).rejects.toThrow('网络异常');
    expect(listPendingWrites(client)).toHaveLength(0);
  });

  it('a write whose request fails on the connection while the browser says online is sent again, not lost', async () => {
    vi.useFakeTimers();
    const { client, send } = setup();
    send.mockImplementationOnce(async () => {
      throw new ApiError('网络异常，请稍后再试', 'network', 0, { kind: 'network' });
    });
    const observer = client.getMutationCache().build(client, { mutationKey: ['test', 'save'] });
    const done = observer.execute({ pinned: ['/index'] });
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(done).resolves.toEqual({ pinned: ['/index'] });
    expect(send).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('only connection failures are retried; an answer of the server is final', () => {
    expect(isNetworkFailure(new ApiError('x', 'network', 0, { kind: 'network' }))).toBe(true);
    expect(isNetworkFailure(new ApiError('x', 'timeout', 408, { kind: 'timeout' }))).toBe(true);
    expect(isNetworkFailure(new ApiError('参数错误', 400, 400, { kind: 'http' }))).toBe(false);
    expect(isNetworkFailure(new ApiError('业务错误', 108003, 200, { kind: 'business' }))).toBe(
      false,
    );
  });
});
