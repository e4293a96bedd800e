import { QueryClient, dehydrate, hydrate, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shouldPersistMutation } from '../query/cache-policy';
import { resumable } from '../query/query-persister';
import { ApiError } from '../http/api-error';
import {
  defineOfflineMutation,
  isNetworkFailure,
  isRetryableWriteFailure,
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
    // Its snapshot is saved before it is queued for sending (issue #24): the operator's list
    // offers discard from then on (a click plus a confirmation later than that).
    await new Promise((resolve) => setTimeout(resolve, 0));
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

  it('issue #24: a 502/503/504 answer is retried like a dropped connection; other answers are final', () => {
    for (const status of [502, 503, 504]) {
      expect(isRetryableWriteFailure(new ApiError('x', status, status, { kind: 'http' }))).toBe(
        true,
      );
    }
    expect(isRetryableWriteFailure(new ApiError('x', 'network', 0, { kind: 'network' }))).toBe(
      true,
    );
    expect(isRetryableWriteFailure(new ApiError('x', 500, 500, { kind: 'http' }))).toBe(false);
    expect(isRetryableWriteFailure(new ApiError('x', 400, 400, { kind: 'http' }))).toBe(false);
  });

  it('issue #24: a write waiting to retry when the page reloads is persisted, restored paused and sent exactly once', async () => {
    const first = setup();
    first.send.mockImplementation(async () => {
      throw new ApiError('服务不可用', 503, 503, { kind: 'http' });
    });
    const observer = first.client
      .getMutationCache()
      .build(first.client, { mutationKey: ['test', 'save'] });
    void observer.execute({ pinned: ['/tag'] }).catch(() => undefined);
    await vi.waitFor(() => expect(first.send).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(observer.state.failureCount).toBe(1));
    expect(observer.state.isPaused).toBe(false); // in back-off, not paused
    const dehydrated = dehydrate(first.client, { shouldDehydrateMutation: shouldPersistMutation });
    expect(dehydrated.mutations).toHaveLength(1);
    const stored = JSON.parse(JSON.stringify(dehydrated)) as typeof dehydrated;
    stored.mutations = stored.mutations.map(resumable);

    const second = setup(); // the reloaded page
    hydrate(second.client, stored);
    await second.client.resumePausedMutations();
    expect(second.send).toHaveBeenCalledTimes(1);
    expect(second.send).toHaveBeenCalledWith({ pinned: ['/tag'] }, expect.anything());
    expect(listPendingWrites(second.client)).toHaveLength(0);
    first.client.getMutationCache().clear();
  });
});
