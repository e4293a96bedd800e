import { describe, expect, it } from 'vitest';
import { mayReloadFor, rememberReloadFor, urlWithReloadStamp } from './reload-with-stamp';

describe('version reload (spec §4)', () => {
  it('adds the __t query parameter and keeps path, query and hash', () => {
    expect(urlWithReloadStamp('http://h/channel-code?x=1#top', 42)).toBe(
      'http://h/channel-code?x=1&__t=42#top',
    );
  });

  it('reloads at most once for the same remote version (no reload loop)', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(mayReloadFor('v2', storage)).toBe(true);
    rememberReloadFor('v2', storage);
    expect(mayReloadFor('v2', storage)).toBe(false);
    expect(mayReloadFor('v3', storage)).toBe(true);
  });
});
