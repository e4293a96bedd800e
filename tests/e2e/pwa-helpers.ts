import { expect, type BrowserContext, type Page, type Route } from '@playwright/test';

// Helpers of the PWA specs (issue #5): sessions set without an init script (so sign-out really
// leaves the page without one), the service worker, and what IndexedDB holds.

export interface ApiSession {
  token: string;
  tenant_id: string;
}

export async function apiSignIn(
  page: Page,
  account: string,
  password: string,
): Promise<ApiSession> {
  const response = await page.request.post('/scrm/v1/auth/login', { data: { account, password } });
  return ((await response.json()) as { data: ApiSession }).data;
}

/** Puts a session into localStorage on this origin (from a plain same-origin page). */
export async function useSession(page: Page, session: ApiSession): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/_reload_/_probe_');
  await page.evaluate(({ token, tenant_id }) => {
    localStorage.setItem('Authorization', token);
    localStorage.setItem('X-Tenant', tenant_id);
  }, session);
}

/**
 * The service worker controls the page and has finished activating. With ~100 route chunks
 * the precache takes a while: a page goes offline only once the worker can answer for it.
 */
export async function waitForActiveWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === 'activated',
    null,
    {
      timeout: 60_000,
    },
  );
}

export async function openConsole(
  page: Page,
  account: string,
  password: string,
): Promise<ApiSession> {
  const session = await apiSignIn(page, account, password);
  await useSession(page, session);
  await page.goto('/index');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await waitForActiveWorker(page);
  return session;
}

/** storage key → the query keys stored under it, read from the persisted query cache. */
export function persistedQueries(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string[]>>((resolve, reject) => {
        const open = indexedDB.open('scrm-query-cache');
        open.onupgradeneeded = () => open.result.createObjectStore('clients');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const store = db.transaction('clients').objectStore('clients');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            const found: Record<string, string[]> = {};
            keys.result.forEach((key, index) => {
              const stored = JSON.parse(String(values.result[index])) as {
                client: { clientState: { queries: Array<{ queryKey: unknown }> } };
              };
              found[String(key)] = stored.client.clientState.queries.map((query) =>
                JSON.stringify(query.queryKey),
              );
            });
            db.close();
            resolve(found);
          };
        };
      }),
  );
}

export async function waitForPersisted(page: Page, queryKey: string): Promise<void> {
  await expect
    .poll(async () => Object.values(await persistedQueries(page)).flat(), { timeout: 10_000 })
    .toContain(queryKey);
}

const EVERY_REQUEST = '**/*';
const cutOff = (route: Route) => route.abort('internetdisconnected');

/**
 * No network for the page nor its service worker. setOffline alone does not cover what the
 * worker passes on to the network (a queued write could slip out "offline"); context.route
 * does, in Chromium (docs/stack.md "PWA"), and makes the worker fall back to its caches.
 */
export async function cutNetwork(context: BrowserContext): Promise<void> {
  await context.route(EVERY_REQUEST, cutOff);
  await context.setOffline(true);
  // Debian's Chromium 150 reports navigator.onLine === true again on a page reloaded while
  // the context is offline (seen 2026-11-25: a reload offline fired every query and the
  // shell said 控制台加载失败). While the network is cut, a page loaded in this context
  // reads the browser's offline state as it really is.
  await context.addInitScript(() => {
    const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')?.get;
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get(this: Navigator) {
        if (sessionStorage.getItem('e2e-network-cut') === '1') return false;
        return real ? (real.call(this) as boolean) : true;
      },
    });
  });
  for (const open of context.pages()) {
    await open.evaluate(() => sessionStorage.setItem('e2e-network-cut', '1')).catch(() => {});
  }
}

export async function restoreNetwork(context: BrowserContext): Promise<void> {
  for (const open of context.pages()) {
    await open.evaluate(() => sessionStorage.removeItem('e2e-network-cut')).catch(() => {});
  }
  await context.unroute(EVERY_REQUEST, cutOff);
  await context.setOffline(false);
  // The browser thought a page reloaded offline was online (see cutNetwork), so it fires no
  // `online` event of its own when the network returns: the page gets the one it would get.
  for (const open of context.pages()) {
    await open.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => {});
  }
}

export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await cutNetwork(context);
  await expect(page.getByTestId('online-indicator')).toHaveAttribute('data-online', 'false');
}

export async function openPinnedPagesEditor(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('pinned-pages-edit').click();
  await expect(page.getByTestId('pinned-pages-form')).toBeVisible();
}

export function pinnablePage(page: Page, title: string) {
  return page.getByTestId('pinnable-pages').getByRole('button', { name: title, exact: true });
}

/** How many queued writes IndexedDB holds, over every stored tenant and user (issue #24). */
export function persistedWriteCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('scrm-query-cache');
        open.onupgradeneeded = () => open.result.createObjectStore('clients');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const values = db.transaction('clients').objectStore('clients').getAll();
          values.onsuccess = () => {
            const count = values.result.reduce<number>((sum, text) => {
              const stored = JSON.parse(String(text)) as {
                client: { clientState: { mutations: unknown[] } };
              };
              return sum + stored.client.clientState.mutations.length;
            }, 0);
            db.close();
            resolve(count);
          };
        };
      }),
  );
}

/**
 * The server's door for saves of the console preferences (issue #24): while closed it answers
 * 503 (so a write is retrying); once opened every save passes and is counted.
 */
export async function preferencesDoor(context: BrowserContext) {
  const door = { open: false, refused: 0, arrived: 0, bodies: [] as unknown[] };
  await context.route('**/scrm/v1/platform/preferences', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    if (!door.open) {
      door.refused += 1;
      return route.fulfill({
        status: 503,
        headers: { 'retry-after': '1' },
        contentType: 'application/json',
        body: JSON.stringify({ code: 503, data: null, msg: '服务暂不可用' }),
      });
    }
    door.arrived += 1;
    door.bodies.push(route.request().postDataJSON());
    return route.fallback();
  });
  return door;
}
