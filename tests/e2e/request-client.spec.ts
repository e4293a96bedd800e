import { expect, test } from '@playwright/test';
import type { Page, Route } from '@playwright/test';

// Issue #3: the request client's rules as an operator meets them (spec §5, §8, §9), against
// the built console and the real server; chosen calls are answered by route interception.

const PROFILE = '**/scrm/v1/auth/profile';
const ALL_API = '**/scrm/v1/**';

async function signIn(page: Page): Promise<void> {
  // The real flow: /index without a session goes to the login page with redirect_uri, which
  // hands the session back through a one-time code.
  await page.goto('/index');
  await page.waitForURL(/\/auth\/login\?/);
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('Admin@123');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL('**/index');
  // The console takes the code out of the address bar before exchanging it: wait for the session.
  await page.waitForFunction(() => localStorage.getItem('X-Tenant') !== null);
}

function fulfillJson(route: Route, status: number, body: unknown): Promise<void> {
  return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
}

/** The toasts on screen (our AppToaster's roots) that carry `text`. */
function toasts(page: Page, text: string) {
  return page.getByTestId('app-toast').filter({ hasText: text });
}

test.describe('spec §8 what an operator sees when a call fails', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  const statuses: Array<[number, string]> = [
    [403, '当前账号无权限访问！'],
    [404, '你所访问的资源不存在！'],
    [500, '网络繁忙，请稍后再试'],
    [502, '网络繁忙，请稍后重试'],
  ];

  for (const [status, message] of statuses) {
    test(`HTTP ${status} shows the toast ${message}`, async ({ page }) => {
      await page.route(PROFILE, (route) =>
        fulfillJson(route, status, { code: status, data: null, msg: 'server message' }),
      );
      await page.reload();
      await expect(toasts(page, message)).toHaveCount(1);
    });
  }

  test('a timed-out call shows 网络异常，请稍后再试', async ({ page }) => {
    await page.route(PROFILE, (route) => route.abort('timedout'));
    await page.reload();
    await expect(toasts(page, '网络异常，请稍后再试')).toHaveCount(1);
  });

  test('a business body code shows the server message', async ({ page }) => {
    await page.route(PROFILE, (route) =>
      fulfillJson(route, 200, { code: 701170, data: null, msg: '群活码接口无权限' }),
    );
    await page.reload();
    await expect(toasts(page, '群活码接口无权限')).toHaveCount(1);
  });

  test('every call of the page failing at once shows one toast', async ({ page }) => {
    let failed = 0;
    await page.route(ALL_API, (route) => {
      failed += 1;
      return fulfillJson(route, 500, { code: 500, data: null, msg: 'server message' });
    });
    await page.reload();
    await expect(toasts(page, '网络繁忙，请稍后再试')).toHaveCount(1);
    // Still one 1.5 s later (a toast lasts 4.5 s): no call of the burst, nor a retry of one,
    // raises it again.
    await page.waitForTimeout(1500);
    // A plain count, not an auto-waiting assertion: a second toast must fail here at once.
    expect(await toasts(page, '网络繁忙，请稍后再试').count()).toBe(1);
    expect(failed).toBeGreaterThanOrEqual(2);
  });
});

test('spec §5 an expired token sends the browser to login without any API request', async ({
  page,
}) => {
  await signIn(page);
  // The signed-in page finishes its start-up first: a late request of its own with the expired
  // token would send it to the login page itself and abort the navigation below.
  await page.waitForLoadState('networkidle');
  // A token that decodes but expired a minute ago (exp in seconds); the tenant stays.
  await page.evaluate(() => {
    const part = (value: object) =>
      btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const exp = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem('Authorization', `${part({ alg: 'HS256' })}.${part({ exp })}.sig`);
  });
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/scrm/')) apiRequests.push(request.url());
  });
  // The console leaves before the page finishes loading, so only wait for the navigation to start.
  await page.goto('/index', { waitUntil: 'commit' });
  await page.waitForURL(/\/auth\/login\?/);
  const target = new URL(page.url());
  expect(target.searchParams.get('type')).toBe('LOGIN_IN');
  expect(target.searchParams.get('redirect_uri')).toMatch(/\/index$/);
  expect(apiRequests).toEqual([]);
  // spec §6: the redirect cleared local storage.
  expect(await page.evaluate(() => localStorage.getItem('X-Tenant'))).toBeNull();
});
