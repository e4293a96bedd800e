import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, loadWithTimeout } from './load-with-timeout';

describe('page chunk loading (spec §8: 120 s time-out)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses a 120-second time-out', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('rejects a load that takes longer than the time-out', async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise<never>(() => undefined));
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    await expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('passes a loaded module and a load error through', async () => {
    await expect(loadWithTimeout(() => Promise.resolve(42))).resolves.toBe(42);
    await expect(loadWithTimeout(() => Promise.reject(new Error('chunk 404')))).rejects.toThrow(
      'chunk 404',
    );
  });
});
