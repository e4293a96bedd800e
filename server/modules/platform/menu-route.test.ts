import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuData } from '../../../contract/auth';
import { ALL_MENU_CODES } from '../../../contract/menu-codes';
import { authHeaders, createTestApp, signIn } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function menuOf(account: string, password: string): Promise<MenuData> {
  const session = await signIn(t.app, account, password);
  const response = await t.app.inject({
    method: 'GET',
    url: '/scrm/v1/platform/menu',
    headers: authHeaders(session),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: MenuData }>().data;
}

describe('GET /scrm/v1/platform/menu', () => {
  it('gives admin every menu code, rs_scrm_setting_role_manage included', async () => {
    const menu = await menuOf('admin', 'Admin@123');
    expect(menu.allMenu.map((item) => item.code)).toEqual(ALL_MENU_CODES);
    expect(menu.accessibleMenu.map((item) => item.code)).toContain('rs_scrm_setting_role_manage');
    expect(menu.accessibleMenu).toHaveLength(ALL_MENU_CODES.length);
    expect(menu.visibleAppList).toEqual([]);
    expect(menu.allMenu[0]).toEqual({
      code: 'rs_scrm_home',
      path: '/index',
      title: '首页',
      area: 'home',
    });
  });

  it('gives operator no setting and no company entries, so no rs_scrm_setting_role_manage', async () => {
    const menu = await menuOf('operator', 'Operator@123');
    const codes = menu.accessibleMenu.map((item) => item.code);
    expect(codes).not.toContain('rs_scrm_setting_role_manage');
    expect(
      menu.accessibleMenu.some((item) => item.area === 'setting' || item.area === 'company'),
    ).toBe(false);
    expect(codes).toContain('rs_scrm_home');
    expect(codes).toContain('rs_scrm_acquiring_channel_code');
    expect(menu.allMenu).toHaveLength(ALL_MENU_CODES.length);
  });
});
