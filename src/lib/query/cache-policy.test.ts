import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { shouldPersistMutation, shouldPersistQuery } from './cache-policy';
import { queryClient } from './query-client';

describe('what reaches the offline cache (docs/conventions.md: no personal data)', () => {
  it('persists only queries marked meta.persist, and only with data', async () => {
    const client = new QueryClient();
    await client.prefetchQuery({ queryKey: ['stats'], queryFn: () => 1, meta: { persist: true } });
    await client.prefetchQuery({ queryKey: ['customers'], queryFn: () => [{ name: '张三' }] });
    const cache = client.getQueryCache();
    expect(shouldPersistQuery(cache.find({ queryKey: ['stats'] })!)).toBe(true);
    expect(shouldPersistQuery(cache.find({ queryKey: ['customers'] })!)).toBe(false);
  });

  it('issue #24: persists an offline-safe write from its first attempt until it is confirmed (paused, sending or retrying), nothing else', () => {
    const write = (meta: Record<string, unknown> | undefined, status: string) => ({
      meta,
      state: { status },
    });
    expect(shouldPersistMutation(write({ offline: true }, 'pending'))).toBe(true);
    expect(shouldPersistMutation(write({ offline: true }, 'success'))).toBe(false);
    expect(shouldPersistMutation(write({ offline: true }, 'error'))).toBe(false);
    expect(shouldPersistMutation(write({ offline: true }, 'idle'))).toBe(false);
    expect(shouldPersistMutation(write(undefined, 'pending'))).toBe(false);
  });

  it('keeps queries at least as long as the persisted cache lives (gcTime ≥ maxAge)', () => {
    expect(queryClient.getDefaultOptions().queries?.gcTime).toBe(7 * 24 * 60 * 60 * 1000);
  });
});
