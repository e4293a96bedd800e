import { describe, expect, it } from 'vitest';
import { shouldReloadForStaleChunk } from './stale-chunk-reload';

function memoryStorage() {
  const store = new Map<string, string>();
  return {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  };
}

describe('stale chunk reload', () => {
  it('reloads once when a chunk of the old build fails to load', () => {
    const storage = memoryStorage();
    expect(shouldReloadForStaleChunk(storage, 1_000)).toBe(true);
  });

  it('does not reload again within a minute (no reload loop)', () => {
    const storage = memoryStorage();
    shouldReloadForStaleChunk(storage, 1_000);
    expect(shouldReloadForStaleChunk(storage, 30_000)).toBe(false);
    expect(shouldReloadForStaleChunk(storage, 62_000)).toBe(true);
  });
});
