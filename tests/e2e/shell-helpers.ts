import { expect, type Page } from '@playwright/test';

// Helpers for the shell specs: sign in through the API (the UI sign-in has its own test) and
// rewrite answers of the real server where a spec needs another setting.

interface Session {
  token: string;
  tenant_id: string;
}

const sessions = new Map<string, Session>();

export async function signIn(
  page: Page,
  account: string,
  password: string,
  { fresh = false } = {},
): Promise<void> {
  let session = fresh ? undefined : sessions.get(account);
  if (!session) {
    const response = await page.request.post('/scrm/v1/auth/login', {
      data: { account, password },
    });
    const body = (await response.json()) as { data: Session };
    session = body.data;
    if (!fresh) sessions.set(account, session);
  }
  await page.addInitScript(
    ([token, tenant]) => {
      if (!localStorage.getItem('Authorization')) {
        localStorage.setItem('Authorization', token);
        localStorage.setItem('X-Tenant', tenant);
      }
    },
    [session.token, session.tenant_id] as const,
  );
}

/** Answer /config.json with some settings changed (history mode, base path). */
export async function overrideRuntimeConfig(
  page: Page,
  changes: Record<string, string>,
): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...json, ...changes } });
  });
}

export async function menuPaths(page: Page): Promise<string[]> {
  const paths = await page
    .getByTestId('side-menu')
    .locator('[data-menu-path]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-menu-path') ?? ''));
  return paths.sort();
}

export async function openFromMenu(page: Page, path: string): Promise<void> {
  await page.getByTestId('side-menu').locator(`[data-menu-path="${path}"]`).click();
  await page.waitForURL((url) => `${url.pathname}${url.hash}`.includes(path));
  // The URL changes before the page's transition commits (its chunk may still be loading);
  // a click made before then replaces the visit, so wait until the page's tab is active.
  await expect(page.locator(`[data-tab="${path}"]`)).toHaveAttribute('data-active', 'true');
}
