import { QueryClient, QueryObserver, dehydrate, hydrate } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query/query-client';
import { refreshRestoredQueries } from '../../lib/query/restored-queries';
import { saveSession } from '../../lib/session/session-storage';
import { MENU_URL, menuQueryOptions, type MenuItem } from '../menu/menu-query';
import { USER_STORE_KEY, userStoreQueryOptions, type UserStoreData } from './user-store-query';

// The user store's tenantApp is the menu's visibleAppList (spec §3). The shell observes both
// queries; a settings save (/authorize's refreshPlatformState) invalidates ['platform'], which
// refetches both together.

const app = (code: string): MenuItem => ({ code, path: `/${code}`, title: code, area: 'setting' });

/** What the fake server's menu answers now: a save changes it. */
let visibleApps: MenuItem[];
let menuAsked: number;

function envelope(data: unknown): Response {
  return new Response(JSON.stringify({ code: 0, data, msg: '' }), {
    headers: { 'Content-Type': 'application/json' },
  });
}

function answerFor(url: string): unknown {
  if (url === MENU_URL) {
    menuAsked += 1;
    return { allMenu: visibleApps, accessibleMenu: visibleApps, visibleAppList: visibleApps };
  }
  if (url.endsWith('/auth/status')) return { status: 1 };
  if (url.endsWith('/get-scrm-app-info')) {
    return { app_mode: 1, is_expiring: false, expire_day: 0, is_overdue: false, modules: [] };
  }
  if (url.endsWith('/get-index-corp-info'))
    return { corp_name: '演示企业', logo: '', corp_id: 'c1' };
  if (url.endsWith('/is-open-market')) return false;
  throw new Error(`unexpected request ${url}`);
}

/** Answers on a later task, as the network does: a query started first is still in flight. */
const fakeFetch = (url: string) =>
  new Promise<Response>((resolve) => setTimeout(() => resolve(envelope(answerFor(url))), 5));

const tenantApps = () =>
  queryClient.getQueryData<UserStoreData>(USER_STORE_KEY)?.tenantApp.map(({ code }) => code);

/** The shell: the menu (started first, src/app/start-first-requests.ts) and the user store. */
function mountShell(): () => void {
  const menu = new QueryObserver(queryClient, menuQueryOptions).subscribe(() => undefined);
  const store = new QueryObserver(queryClient, userStoreQueryOptions).subscribe(() => undefined);
  return () => {
    menu();
    store();
  };
}

let unmount: () => void = () => undefined;

beforeEach(() => {
  const claims = btoa(JSON.stringify({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 }));
  saveSession({ token: `${btoa('{"alg":"HS256"}')}.${claims}.sig`, tenantId: 'demo' });
  visibleApps = [app('old')];
  menuAsked = 0;
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

afterEach(() => {
  unmount();
  queryClient.clear();
});

describe('the user store reads the menu the shell reads (issue #39)', () => {
  it('a settings save that changes the menu reaches the store’s tenantApp, with one menu request', async () => {
    unmount = mountShell();
    await vi.waitFor(() => expect(tenantApps()).toEqual(['old']));
    expect(menuAsked).toBe(1);

    visibleApps = [app('old'), app('new')];
    await queryClient.invalidateQueries({ queryKey: ['platform'] });

    expect(queryClient.getQueryData(menuQueryOptions.queryKey)).toMatchObject({
      visibleAppList: visibleApps,
    });
    expect(tenantApps()).toEqual(['old', 'new']);
    expect(menuAsked).toBe(2);
  });

  it('after the persisted cache is read back, the store takes the menu answered now, asked once', async () => {
    // the copy stored by an earlier visit, before the tenant's apps changed
    const earlier = new QueryClient();
    const storedAt = Date.now() - 60_000;
    earlier.setQueryData(
      menuQueryOptions.queryKey,
      { allMenu: [], accessibleMenu: [], visibleAppList: [app('old')] },
      { updatedAt: storedAt },
    );
    earlier.setQueryData(
      USER_STORE_KEY,
      { tenantApp: [{ code: 'old', path: '/old' }] },
      { updatedAt: storedAt },
    );
    visibleApps = [app('new')];
    const loadedAt = Date.now();

    // src/app/start-first-requests.ts asks for the menu before the cache is restored (app.tsx)
    void queryClient.prefetchQuery(menuQueryOptions);
    hydrate(queryClient, dehydrate(earlier));
    await refreshRestoredQueries(queryClient, loadedAt);
    unmount = mountShell();

    await vi.waitFor(() => expect(tenantApps()).toEqual(['new']));
    expect(menuAsked).toBe(1);
  });
});
