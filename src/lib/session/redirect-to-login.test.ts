import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectNoticeSink, notifyError } from '../notify/notifier';
import {
  REDIRECT_TASK_TIMEOUT_MS,
  onLoginRedirect,
  resetLoginRedirectForTests,
  redirectToLogin,
  setLoginNavigator,
} from './redirect-to-login';

beforeEach(() => resetLoginRedirectForTests());

describe('spec §5/§6 login redirect', () => {
  it('clears local storage, closes all toasts and goes to the login host with redirect_uri and type=LOGIN_IN', () => {
    const navigate = vi.fn();
    const restore = setLoginNavigator(navigate);
    const closeAll = vi.fn();
    const disconnect = connectNoticeSink({ show: () => undefined, closeAll });
    localStorage.setItem('Authorization', 'x');
    notifyError('旧消息');
    redirectToLogin();
    disconnect();
    restore();
    expect(localStorage.length).toBe(0);
    expect(closeAll).toHaveBeenCalled();
    const target = new URL(String(navigate.mock.calls[0]?.[0]), window.location.origin);
    expect(target.pathname).toBe('/auth/login');
    expect(target.searchParams.get('redirect_uri')).toBe(window.location.href);
    expect(target.searchParams.get('type')).toBe('LOGIN_IN');
  });

  it('happens once however many callers ask', () => {
    const navigate = vi.fn();
    const restore = setLoginNavigator(navigate);
    for (let i = 0; i < 20; i += 1) redirectToLogin();
    restore();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('finishes the registered cleanup (the offline cache) before it clears storage and leaves', async () => {
    const navigate = vi.fn();
    const restore = setLoginNavigator(navigate);
    localStorage.setItem('Authorization', 'x');
    const seen: Array<string | null> = [];
    const off = onLoginRedirect(async () => {
      await Promise.resolve();
      seen.push(localStorage.getItem('Authorization'));
    });
    redirectToLogin();
    expect(navigate).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    off();
    restore();
    expect(seen).toEqual(['x']);
    expect(localStorage.length).toBe(0);
  });

  it('leaves after 1.5 s even when a cleanup task hangs', async () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    const restore = setLoginNavigator(navigate);
    const off = onLoginRedirect(() => new Promise<void>(() => undefined));
    redirectToLogin();
    await vi.advanceTimersByTimeAsync(REDIRECT_TASK_TIMEOUT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    off();
    restore();
    vi.useRealTimers();
  });
});
