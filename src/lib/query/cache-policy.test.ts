import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { shouldPersistMutation, shouldPersistQuery } from './cache-policy';
import { queryClient } from './query-client';

describe('what reaches the offline cache (design.md: no personal data)', () => {
  it('persists only queries marked meta.persist, and only with data', async () => {
    const client = new QueryClient();
    await client.prefetchQuery({ queryKey: ['stats'], queryFn: () => 1, meta: { persist: true } });
    await client.prefetchQuery({ queryKey: ['customers'], queryFn: () => [{ name: '张三' }] });
    const cache = client.getQueryCache();
    expect(shouldPersistQuery(cache.find({ queryKey: ['stats'] })!)).toBe(true);
    expect(shouldPersistQuery(cache.find({ queryKey: ['customers'] })!)).toBe(false);
  });

  it('persists only queued (paused) offline-safe writes', () => {
    const write = (meta: Record<string, unknown> | undefined, isPaused: boolean) => ({
      meta,
      state: { isPaused },
    });
    expect(shouldPersistMutation(write({ offline: true }, true))).toBe(true);
    expect(shouldPersistMutation(write({ offline: true }, false))).toBe(false);
    expect(shouldPersistMutation(write(undefined, true))).toBe(false);
  });

  it('keeps queries at least as long as the persisted cache lives (gcTime ≥ maxAge)', () => {
    expect(queryClient.getDefaultOptions().queries?.gcTime).toBe(7 * 24 * 60 * 60 * 1000);
  });
});
