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

/**
 * issue #32: a password an admin set opens no session until it is changed. Trades the
 * sign-in ticket for `newPassword` through the API (the UI step has its own test in
 * login.spec.ts) and answers the new password.
 */
export async function changeInitialPassword(
  page: Page,
  account: string,
  password: string,
  newPassword = 'Changed#Pass2026',
): Promise<string> {
  const first = await page.request.post('/scrm/v1/auth/login', { data: { account, password } });
  const { data } = (await first.json()) as { data: { ticket: string } };
  const changed = await page.request.post('/scrm/v1/auth/password/change', {
    data: { account, ticket: data.ticket, new_password: newPassword },
  });
  expect(((await changed.json()) as { code: number }).code).toBe(0);
  return newPassword;
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

/**
 * Closes every toast with its own close button. A toast pauses while hovered or while the page
 * is idle, so waiting for toasts to expire is not reliable under a loaded test machine.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.getByTestId('app-toast');
  await expect(async () => {
    const count = await toasts.count();
    for (let i = 0; i < count; i += 1) {
      await toasts
        .nth(0)
        .locator('[data-part="close-trigger"]')
        .click({ timeout: 2_000 })
        .catch(() => undefined);
    }
    expect(await toasts.count()).toBe(0);
  }).toPass({ timeout: 20_000 });
}
