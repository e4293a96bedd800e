import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syncQueryOnlineState } from './online-state';

function browserSaysOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

// A mounted query client subscribes to the online manager; that is when TanStack listens.
let unsubscribe: () => void = () => {};
beforeEach(() => {
  unsubscribe = onlineManager.subscribe(() => {});
});

afterEach(() => {
  unsubscribe();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('the query client and the header share one notion of online', () => {
  it('starts offline when the browser says offline', () => {
    browserSaysOnline(false);
    syncQueryOnlineState();
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('a stray online event while the browser says offline leaves the query client offline', () => {
    browserSaysOnline(false);
    syncQueryOnlineState();
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('an online event once the browser says online resumes the query client', () => {
    browserSaysOnline(false);
    syncQueryOnlineState();
    browserSaysOnline(true);
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('an offline event takes the query client offline', () => {
    browserSaysOnline(true);
    syncQueryOnlineState();
    browserSaysOnline(false);
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
  });
});
