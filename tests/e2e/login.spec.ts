import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';

// Issue #2: a newcomer opens the console, is sent to the login page, signs in, lands on /index.

test('opening the console without a session goes to the login page with redirect_uri and type=LOGIN_IN', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForURL(/\/auth\/login\?/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/auth/login');
  expect(url.searchParams.get('type')).toBe('LOGIN_IN');
  expect(url.searchParams.get('redirect_uri')).toMatch(/^http:\/\/localhost:\d+\//);
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
});

test('signing in as admin lands on /index with the session stored', async ({ page }) => {
  await page.goto('/');
  await page.waitForURL(/\/auth\/login/);
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('Admin@123');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((url) => url.pathname === '/index');
  expect(new URL(page.url()).searchParams.has('code')).toBe(false);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('Authorization'),
    tenant: localStorage.getItem('X-Tenant'),
  }));
  expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(stored.tenant).toBe('demo');
  await expect(page.getByText('演示企业').first()).toBeVisible();
});

test('empty fields are refused inline before any request', async ({ page }) => {
  await page.goto('/auth/login');
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/scrm/v1/auth/login')) loginCalls += 1;
  });
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入账号')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();
  expect(loginCalls).toBe(0);
});

test('a wrong password shows a Chinese inline error', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('账号').fill('operator');
  await page.getByLabel('密码').fill('wrong-password');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert')).toHaveText('账号或密码错误');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('the sixth quick failed login for one account is throttled', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('账号').fill('admin2');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByLabel('密码').fill(`wrong-${attempt}`);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('alert')).toHaveText('账号或密码错误');
    await expect(page.getByRole('button', { name: '登录' })).toBeEnabled();
  }
  await page.getByLabel('密码').fill('Admin@123');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert')).toContainText('登录失败次数过多');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a redirect_uri to a foreign origin is refused (no open redirect)', async ({ page }) => {
  await page.goto('/auth/login?redirect_uri=https%3A%2F%2Fevil.example%2Fsteal&type=LOGIN_IN');
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('Admin@123');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert')).toContainText('登录后的跳转地址不被允许');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('issue #25 finding 1: signing in at redirect_uri=/.//127.0.0.2/steal ends on this console, never on another origin', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  await page.route(
    (url) => url.hostname === '127.0.0.2',
    async (route) => {
      foreign.push(route.request().url());
      await route.abort();
    },
  );
  await page.goto('/auth/login?redirect_uri=%2F.%2F%2F127.0.0.2%2Fsteal');
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('Admin@123');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert')).toContainText('登录后的跳转地址不被允许');
  // Give a (wrong) navigation the time it would take, then check where the browser is.
  await page.waitForTimeout(1000);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
  expect(foreign).toEqual([]);
});

test('issue #32: a member whose password an admin set must change it at first sign-in, in Chinese, then lands on /index', async ({
  page,
}) => {
  // The admin adds a member through the API and is shown the initial password once.
  const admin = await page.request.post('/scrm/v1/auth/login', {
    data: { account: 'admin', password: 'Admin@123' },
  });
  const { data: session } = (await admin.json()) as { data: { token: string; tenant_id: string } };
  const headers = { Authorization: `Bearer ${session.token}`, 'X-Tenant': session.tenant_id };
  const base = '/scrm/v1/setting/role-manage';
  const roles = await page.request.get(`${base}/roles`, { headers });
  const { data: roleList } = (await roles.json()) as {
    data: { list: { id: number; name: string }[] };
  };
  const account = `e2e.first.${Date.now().toString(36)}`;
  const created = await page.request.post(`${base}/users`, {
    headers,
    data: { account, name: '首次登录', role_id: roleList.list.find((r) => r.name === '运营')?.id },
  });
  const { data: member } = (await created.json()) as { data: { password: string } };

  await page.goto('/');
  await page.waitForURL(/\/auth\/login/);
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(member.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: '修改初始密码' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => localStorage.getItem('Authorization'))).toBeNull();
  await expectNoSeriousAxeViolations(page);

  // A weak password and a mismatch are refused inline before any request.
  await page.getByLabel('新密码', { exact: true }).fill('weak');
  await page.getByRole('button', { name: '修改密码并登录' }).click();
  await expect(page.locator('#login-new-password-error')).toContainText('密码至少 10 位');
  await page.getByLabel('新密码', { exact: true }).fill('Chosen#Pass2026');
  await page.getByLabel('确认新密码').fill('Chosen#Pass2027');
  await page.getByRole('button', { name: '修改密码并登录' }).click();
  await expect(page.locator('#login-confirm-password-error')).toHaveText('两次输入的密码不一致');

  await page.getByLabel('确认新密码').fill('Chosen#Pass2026');
  await page.getByRole('button', { name: '修改密码并登录' }).click();
  await page.waitForURL((url) => url.pathname === '/index');
  expect(await page.evaluate(() => localStorage.getItem('X-Tenant'))).toBe('demo');
});
