import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_CHECK_KEY, createVersionProbe, type VersionProbeDeps } from './probe-scheduler';

function setup(overrides: Partial<VersionProbeDeps> = {}) {
  const store = new Map<string, string>();
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  };
  const fetchRemoteVersion = overrides.fetchRemoteVersion ?? vi.fn(async () => 'v1');
  const onNewVersion = overrides.onNewVersion ?? vi.fn();
  const probe = createVersionProbe({
    now: () => Date.now(),
    storage,
    pageVersion: () => 'v1',
    ...overrides,
    fetchRemoteVersion,
    onNewVersion,
  });
  return { probe, store, fetchRemoteVersion, onNewVersion };
}

describe('version probe (spec §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T08:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('on the first run only stores the time and fetches nothing', async () => {
    const { probe, store, fetchRemoteVersion } = setup();
    expect(await probe()).toBe('first-run');
    expect(store.get(LAST_CHECK_KEY)).toBe(String(Date.now()));
    expect(fetchRemoteVersion).not.toHaveBeenCalled();
  });

  it('skips a run fewer than 5 seconds after the last check', async () => {
    const { probe, fetchRemoteVersion } = setup();
    await probe();
    vi.advanceTimersByTime(4999);
    expect(await probe()).toBe('too-soon');
    expect(fetchRemoteVersion).not.toHaveBeenCalled();
  });

  it('checks again once 5 seconds have passed', async () => {
    const { probe, fetchRemoteVersion } = setup();
    await probe();
    vi.advanceTimersByTime(5000);
    expect(await probe()).toBe('same');
    expect(fetchRemoteVersion).toHaveBeenCalledTimes(1);
  });

  it('skips a run while a check is already in progress', async () => {
    let release: (version: string) => void = () => undefined;
    const { probe, fetchRemoteVersion } = setup({
      fetchRemoteVersion: vi.fn(() => new Promise<string>((resolve) => (release = resolve))),
    });
    await probe();
    vi.advanceTimersByTime(6000);
    const first = probe();
    vi.advanceTimersByTime(6000);
    expect(await probe()).toBe('in-flight');
    release('v1');
    expect(await first).toBe('same');
    expect(fetchRemoteVersion).toHaveBeenCalledTimes(1);
  });

  it('a failed probe does nothing', async () => {
    const onNewVersion = vi.fn();
    const { probe } = setup({
      fetchRemoteVersion: vi.fn(async () => Promise.reject(new Error('offline'))),
      onNewVersion,
    });
    await probe();
    vi.advanceTimersByTime(5000);
    expect(await probe()).toBe('failed');
    expect(onNewVersion).not.toHaveBeenCalled();
  });

  it('a remote version that differs from the page meta starts the reload', async () => {
    const { probe, onNewVersion } = setup({ fetchRemoteVersion: vi.fn(async () => 'v2\n') });
    await probe();
    vi.advanceTimersByTime(5000);
    expect(await probe()).toBe('new-version');
    expect(onNewVersion).toHaveBeenCalledWith('v2');
  });
});
