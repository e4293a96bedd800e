import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shell-helpers';

// Issue #6 "Done when", against the built console and the real server. Each flow uses one of
// the platform's seeded tenants (server/db/seed/seed-platform.ts), so `demo` stays as it is.
const PASSWORD = 'Admin@123';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const banners = (page: Page) => page.getByTestId('banner-region');

async function waitForUserStore(page: Page): Promise<void> {
  await page.waitForResponse((response) => response.url().includes('/get-scrm-app-info'));
}

test('an unauthorized tenant grants through the sandbox consent page and the banner goes', async ({
  page,
}) => {
  await signIn(page, 'unauthorized-admin', PASSWORD);
  await page.goto('/index');
  await expect(banners(page)).toContainText('应用未授权，请尽快授权');
  await banners(page).getByRole('link', { name: '去授权' }).click();
  await expect(page).toHaveURL(/\/authorize$/);

  await page.locator('[data-grant="third_app"]').click();
  await expect(page).toHaveURL(/\/scrm\/sandbox\/platform\/consent\?state=/);
  await expect(page.getByText('未授权企业')).toBeVisible();
  await page.getByRole('button', { name: '同意授权' }).click();

  // Back on /authorize with auth_code, then the address is replaced by /authorize.
  await page.waitForURL(/\/authorize\?auth_code=/);
  await page.waitForURL((url) => url.pathname === '/authorize' && url.search === '');
  await expect(page.getByTestId('authorize-status-badge')).toHaveText('已授权');
  await expect(banners(page)).not.toContainText('应用未授权');
  await expect(banners(page)).toHaveAttribute('data-lines', '0');
  await page.reload();
  await expect(page.getByTestId('authorize-status-badge')).toHaveText('已授权');
  await expect(banners(page)).toHaveAttribute('data-lines', '0');
});

test('an expiring tenant sees N days left; a closed module tip stays closed this session', async ({
  page,
}) => {
  await signIn(page, 'expiring-admin', PASSWORD);
  await page.goto('/index');
  await expect(banners(page)).toContainText('服务将在 7 天后到期，请及时续费');
  await expect(banners(page)).toHaveAttribute('data-lines', '2');
  const youzan = page.locator('[data-banner="module:youzan"]');
  await expect(youzan).toContainText('有赞店铺授权将在 3 天后到期');
  await youzan.getByRole('button', { name: '关闭提示' }).click();
  await expect(youzan).toHaveCount(0);
  await expect(page.locator('[data-banner="module:forms"]')).toContainText('20 天后到期');

  await page.reload();
  await waitForUserStore(page);
  await expect(banners(page)).toContainText('服务将在 7 天后到期');
  await expect(page.locator('[data-banner="module:forms"]')).toBeVisible();
  await expect(youzan).toHaveCount(0);
});

test('an unread notice pops up once, is marked read, and not again after a reload', async ({
  page,
}) => {
  await signIn(page, 'noticed-admin', PASSWORD);
  await page.goto('/index');
  const popup = page.getByTestId('notice-popup');
  await expect(popup).toContainText('系统维护通知');
  await page.getByTestId('notice-popup-ok').click();
  await expect(popup).toBeHidden();

  const pushed = page.waitForResponse((response) =>
    response.url().includes('/get-notice-push-with-tenant'),
  );
  await page.reload();
  expect(((await (await pushed).json()) as { data: unknown[] }).data).toEqual([]);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(popup).toHaveCount(0);
});

test('agent-developed mode never shows the notice popup', async ({ page }) => {
  await signIn(page, 'agent-admin', PASSWORD);
  await page.goto('/index');
  await waitForUserStore(page);
  await expect(page.getByTestId('home-health')).toBeVisible();
  // The tenant does have unread notices: the mode is what hides them.
  const unread = await page.evaluate(async () => {
    const response = await fetch(
      '/scrm/v1/platform/mini-initial-lead/get-notice-push-with-tenant',
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('Authorization') ?? ''}`,
          'X-Tenant': localStorage.getItem('X-Tenant') ?? '',
          'Content-Type': 'application/json',
        },
        body: '{}',
      },
    );
    return ((await response.json()) as { data: unknown[] }).data.length;
  });
  expect(unread).toBeGreaterThan(0);
  await page.waitForTimeout(1000);
  await expect(page.getByTestId('notice-popup')).toHaveCount(0);
});

test('an uploaded logo appears in the header', async ({ page }) => {
  await signIn(page, 'abnormal-admin', PASSWORD);
  await page.goto('/authorize?tab=service');
  await page.getByLabel('企业Logo').first().setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByTestId('upload-thumbnail')).toHaveAttribute(
    'src',
    /^\/uploads\/tenant\/abnormal\//,
  );
  const logo = page.getByTestId('tenant-logo');
  await expect(logo).toHaveAttribute('src', /^\/uploads\/tenant\/abnormal\/.+\.png$/);
  // The src is set before the image has loaded; wait for the decoded pixel.
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
});

test('a forged upload signature is refused', async ({ request }) => {
  const login = await request.post('/scrm/v1/auth/login', {
    data: { account: 'abnormal-admin', password: PASSWORD },
  });
  const { token, tenant_id } = (
    (await login.json()) as { data: { token: string; tenant_id: string } }
  ).data;
  const headers = { Authorization: `Bearer ${token}`, 'X-Tenant': tenant_id };
  const sign = (
    (await (await request.get('/scrm/v1/platform/app/get-oss-sign', { headers })).json()) as {
      data: { dir: string; host: string; policy: string; access_id: string; signature: string };
    }
  ).data;
  const post = (fields: Record<string, string>) =>
    request.post(sign.host, {
      multipart: {
        key: `${sign.dir}logo_e2eforged.png`,
        policy: sign.policy,
        OSSAccessKeyId: sign.access_id,
        signature: sign.signature,
        ...fields,
        file: { name: 'a.png', mimeType: 'image/png', buffer: PNG },
      },
    });
  const forged = await post({ signature: 'Zm9yZ2Vk' });
  expect(forged.status()).toBe(403);
  // A policy pushed further into the future no longer matches its signature.
  const document = JSON.parse(Buffer.from(sign.policy, 'base64').toString()) as {
    expiration: string;
  };
  document.expiration = '2099-01-01T00:00:00.000Z';
  const extended = await post({ policy: Buffer.from(JSON.stringify(document)).toString('base64') });
  expect(extended.status()).toBe(403);
  expect(((await extended.json()) as { msg: string }).msg).toBe('上传签名无效，请刷新页面后重试');
  expect((await post({})).status()).toBe(200);
});

test('a failed start-up load is recorded and shown with a retry', async ({ page }) => {
  await signIn(page, 'expiring-admin', PASSWORD);
  // The call keeps failing until the operator retries: a page mounting later refetches it
  // too, and must not make the banner go away by itself before the click.
  let failing = true;
  await page.route('**/mini-initial-lead/get-scrm-app-info', (route) =>
    failing
      ? route.fulfill({ status: 500, json: { code: 500, data: null, msg: '网络繁忙，请稍后再试' } })
      : route.fallback(),
  );
  await page.goto('/index');
  const failed = page.locator('[data-banner="platform-load-error"]');
  await expect(failed).toContainText('应用授权状态加载失败');
  // Every page of the start-up has mounted and asked (and failed) by now: only the retry can
  // bring the data back.
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const retry = failed.getByRole('button', { name: '重试' });
  await retry.click({ trial: true });
  failing = false;
  await retry.click();
  await expect(failed).toHaveCount(0);
  await expect(banners(page)).toContainText('服务将在 7 天后到期');
});

test('developer access is applied for and shows in review', async ({ page }) => {
  await signIn(page, 'agent-admin', PASSWORD);
  await page.goto('/developer');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByTestId('developer-form')).toContainText('开发者名称不能为空');
  await page.getByLabel('开发者名称').fill('星河数据科技');
  await page.getByLabel('授权说明').fill('把客户与订单同步到自有数据中台');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByTestId('developer-check-status')).toHaveText('审核中');
});

test('chat archive: a server-made key pair, trusted IPs checked, the secret write-only', async ({
  page,
}) => {
  await signIn(page, 'agent-admin', PASSWORD);
  await page.goto('/chat-archive-configure');
  await page.getByTestId('archive-generate').click();
  await expect(page.getByTestId('archive-public-key')).toHaveValue(/^-----BEGIN PUBLIC KEY-----/);
  await expect(page.getByTestId('archive-private-key')).toContainText('已配置');
  await page.getByLabel('会话存档Secret').fill('ArchiveSecret_e2e_0042');
  await page.getByLabel('可信IP').fill('203.0.113.10\n10.0.0.0/33');
  await page.getByRole('button', { name: '保存配置' }).click();
  await expect(page.getByTestId('archive-config')).toContainText('可信IP「10.0.0.0/33」格式不正确');
  await page.getByLabel('可信IP').fill('203.0.113.10\n2001:db8::/32');
  await page.getByRole('button', { name: '保存配置' }).click();
  await expect(page.getByTestId('archive-status')).toHaveText('已启用');
  await expect(page.getByLabel('会话存档Secret')).toHaveValue('');
  await expect(page.getByLabel('会话存档Secret')).toHaveAttribute(
    'placeholder',
    /已配置（••••••••0042）/,
  );
  expect(await page.content()).not.toContain('ArchiveSecret_e2e_0042');
});

test('/index, /authorize and /config-check render their finished pages', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1600 });
  await signIn(page, 'admin', PASSWORD);
  await page.goto('/index');
  await expect(page.getByTestId('health-score')).toBeVisible();
  await expect(page.getByTestId('home-today').locator('[data-figure]')).toHaveCount(6);
  await page.screenshot({ path: 'test-results/platform-index.png' });
  await page.goto('/authorize');
  await expect(page.getByTestId('authorize-status-badge')).toHaveText('已授权');
  await expect(page.getByTestId('own-app-form')).toBeVisible();
  await page.screenshot({ path: 'test-results/platform-authorize.png' });
  await page.goto('/config-check');
  await expect(page.getByTestId('config-check-items').locator('[data-check]')).toHaveCount(5);
  await page.screenshot({ path: 'test-results/platform-config-check.png' });
});
