import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAllNotices, connectNoticeSink } from '../notify/notifier';
import type { Notice } from '../notify/notifier';
import { resetLoginRedirectForTests, setLoginNavigator } from '../session/redirect-to-login';
import { saveSession } from '../session/session-storage';
import { ApiError } from './api-error';
import { REQUEST_TIMEOUT_MS, del, get, post } from './client';
import { HTTP_STATUS_MESSAGES } from './error-catalogue';
import { getLoadingCount } from './loading-indicator';
import { onOverdue } from './overdue-event';

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

function tokenExpiringAt(expSeconds: number): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: '1', exp: expSeconds })}.sig`;
}

const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

function answer(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetch that never answers but rejects with the abort reason, like the browser's. */
function hangingFetch() {
  return vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

let shown: Notice[];
let closedAll: number;
let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  localStorage.clear();
  saveSession({ token: tokenExpiringAt(inOneHour()), tenantId: 'demo' });
  closeAllNotices();
  shown = [];
  closedAll = 0;
  connectNoticeSink({
    show: (notice) => shown.push(notice),
    closeAll: () => {
      closedAll += 1;
    },
  });
  resetLoginRedirectForTests();
  navigate = vi.fn<(url: string) => void>();
  setLoginNavigator(navigate);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const titles = () => shown.map((notice) => notice.title);

describe('spec §7 requests', () => {
  it('sends Authorization: Bearer <token> and X-Tenant from storage, base URL empty', async () => {
    const fetchMock = vi.fn(async () => answer({ code: 0, data: { ok: true }, msg: '' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(get('/scrm/v1/auth/profile', { page: 1, name: undefined })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/scrm/v1/auth/profile?page=1');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toMatch(/^Bearer /);
    expect(headers['X-Tenant']).toBe('demo');
  });

  it('post and del send a JSON body with the given method', async () => {
    const fetchMock = vi.fn(async () => answer({ code: 0, data: 1, msg: '' }));
    vi.stubGlobal('fetch', fetchMock);
    await post('/a', { x: 1 });
    await del('/b', { id: 2 });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"x":1}' });
    expect(calls[1]?.[1]).toMatchObject({ method: 'DELETE', body: '{"id":2}' });
  });
});

describe('spec §5 checks before every request (no network call)', () => {
  it.each([
    ['an undecodable token', () => localStorage.setItem('Authorization', 'not-a-jwt')],
    [
      'a token expired by one second',
      () =>
        localStorage.setItem('Authorization', tokenExpiringAt(Math.floor(Date.now() / 1000) - 1)),
    ],
    ['a missing X-Tenant', () => localStorage.removeItem('X-Tenant')],
    ['a missing Authorization', () => localStorage.removeItem('Authorization')],
  ])('%s sends the user to login, drops the request and rejects typed', async (_name, spoil) => {
    spoil();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const error = await get('/scrm/v1/auth/profile').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('session');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
    expect(shown).toEqual([]);
  });

  it('twenty requests failing together redirect to login once (redirect_uri and type=LOGIN_IN)', async () => {
    localStorage.setItem('Authorization', 'broken');
    vi.stubGlobal('fetch', vi.fn());
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => get('/x')));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
    const target = new URL(String(navigate.mock.calls[0]?.[0]), 'http://host');
    expect(target.pathname).toBe('/auth/login');
    expect(target.searchParams.get('redirect_uri')).toBe(window.location.href);
    expect(target.searchParams.get('type')).toBe('LOGIN_IN');
    expect(closedAll).toBeGreaterThanOrEqual(1);
  });
});

describe('spec §8 HTTP statuses', () => {
  it.each(Object.entries(HTTP_STATUS_MESSAGES))(
    'status %s shows exactly "%s" and rejects',
    async (status, message) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => answer({ code: 1, msg: 'server' }, Number(status))),
      );
      const error = (await get('/x').catch((caught: unknown) => caught)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(Number(status));
      expect(error.notified).toBe(true);
      expect(titles()).toEqual([message]);
    },
  );

  it('401 closes every toast and goes to login with no message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ code: 401, msg: '登录已失效' }, 401)),
    );
    const error = (await get('/x').catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('unauthorized');
    expect(shown).toEqual([]);
    expect(closedAll).toBeGreaterThanOrEqual(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('a 400 naming a field, sent by a form that shows field errors, rejects with the field and its message and shows no generic toast (issue #38 item 4)', async () => {
    const body = { code: 400, data: { field: 'name' }, msg: '分流码名称不能为空' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(body, 400)),
    );
    const error = (await post('/x', {}, { fieldErrors: true }).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.field).toBe('name');
    expect(error.serverMessage).toBe('分流码名称不能为空');
    expect(error.notified).toBe(false);
    expect(shown).toEqual([]);
    // A caller that shows no field errors keeps spec §8's toast.
    const plain = (await post('/x', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(plain.notified).toBe(true);
    expect(titles()).toEqual(['请求失败！请您稍后重试']);
  });

  it('any other status shows its status text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({}, 418, "I'm a teapot")),
    );
    await expect(get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(titles()).toEqual(["I'm a teapot"]);
  });

  it('a network error shows 网络异常，请稍后再试', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await get('/x').catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('network');
    expect(titles()).toEqual(['网络异常，请稍后再试']);
  });

  it('a call times out after 40 000 ms and shows 网络异常，请稍后再试', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    const outcome = get('/slow').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await outcome) as ApiError;
    expect(REQUEST_TIMEOUT_MS).toBe(40_000);
    expect(error.kind).toBe('timeout');
    expect(titles()).toEqual(['网络异常，请稍后再试']);
  });

  it('ten calls failing with the same status within a second show one toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({}, 500)),
    );
    await Promise.allSettled(Array.from({ length: 10 }, () => get('/x')));
    expect(titles()).toEqual(['网络繁忙，请稍后再试']);
  });
});

describe('spec §8 body codes', () => {
  const stubBody = (body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(body)),
    );

  it('code 0 is success and resolves with data', async () => {
    stubBody({ code: 0, data: [1], msg: 'ok' });
    await expect(get('/x')).resolves.toEqual([1]);
    expect(shown).toEqual([]);
  });

  it('code "100" is success and resolves with data', async () => {
    stubBody({ code: '100', data: 'yes', msg: 'ok' });
    await expect(get('/x')).resolves.toBe('yes');
  });

  it('code 400000 (no search result) resolves with null and no toast', async () => {
    stubBody({ code: 400000, data: null, msg: '暂无数据' });
    await expect(post('/search')).resolves.toBeNull();
    expect(shown).toEqual([]);
  });

  it('code 500000 is an error: the body msg as a toast and a rejection', async () => {
    stubBody({ code: 500000, data: null, msg: '系统错误，请稍后再试' });
    const error = (await get('/x').catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe(500000);
    expect(titles()).toEqual(['系统错误，请稍后再试']);
  });

  it('code "102" (overdue) announces the overdue event and resolves without a toast', async () => {
    const listener = vi.fn();
    const stop = onOverdue(listener);
    stubBody({ code: '102', data: { is_expiring: true, expire_day: 3 }, msg: '即将到期' });
    await expect(post('/scrm/v1/platform/mini-initial-lead/get-scrm-app-info')).resolves.toEqual({
      is_expiring: true,
      expire_day: 3,
    });
    stop();
    expect(listener).toHaveBeenCalledWith(
      expect.objectContaining({ msg: '即将到期', data: { is_expiring: true, expire_day: 3 } }),
    );
    expect(shown).toEqual([]);
  });

  it('a code in the call quiet list rejects without a toast', async () => {
    stubBody({ code: 101114002, data: null, msg: '欢迎语员工已存在' });
    const error = (await post('/x', {}, { quietCodes: [101114002] }).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error.code).toBe(101114002);
    expect(error.notified).toBe(false);
    expect(shown).toEqual([]);
  });

  it('auth-status calls (silent) ignore non-zero codes and resolve', async () => {
    stubBody({ code: 1, data: { status: 1 }, msg: '未授权' });
    await expect(
      get('/scrm/v1/platform/app/auth/status', undefined, { silent: true }),
    ).resolves.toEqual({ status: 1 });
    expect(shown).toEqual([]);
  });

  it.each([101114002, 101114003, 48002, 701170, 123])(
    'unknown or business code %s shows the server msg and rejects',
    async (code) => {
      stubBody({ code, data: null, msg: `服务端消息${code}` });
      await expect(get('/x')).rejects.toMatchObject({ code, kind: 'business', notified: true });
      expect(titles()).toEqual([`服务端消息${code}`]);
    },
  );
});

describe('spec §4 cancellation and loading', () => {
  it('a newer request with the same cancel key aborts the older, which rejects as cancelled silently', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const older = get('/list', { page: 1 }, { cancelKey: 'list' }).catch(
      (caught: unknown) => caught,
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ code: 0, data: 'new', msg: '' })),
    );
    const newer = get('/list', { page: 2 }, { cancelKey: 'list' });
    await expect(newer).resolves.toBe('new');
    const error = (await older) as ApiError;
    expect(error.kind).toBe('cancelled');
    expect(shown).toEqual([]);
  });

  it('the #loading element counts outstanding loading calls and is removed at zero', async () => {
    let release: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            release = resolve;
          }),
      ),
    );
    const first = get('/a', undefined, { loading: true });
    expect(document.getElementById('loading')).not.toBeNull();
    expect(getLoadingCount()).toBe(1);
    release(answer({ code: 0, data: 1, msg: '' }));
    await first;
    expect(getLoadingCount()).toBe(0);
    expect(document.getElementById('loading')).toBeNull();
  });

  it('a failing loading call still lowers the count', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({}, 500)),
    );
    await get('/a', undefined, { loading: true }).catch(() => undefined);
    expect(getLoadingCount()).toBe(0);
    expect(document.getElementById('loading')).toBeNull();
  });
});
