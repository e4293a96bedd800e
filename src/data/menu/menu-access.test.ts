import { describe, expect, it } from 'vitest';
import { canOpenPage, grantedCodes } from './menu-access';

const item = (code: string) => ({ code, path: '', title: '', area: '' });

describe('menu-code access (spec §2, §6)', () => {
  const role = { path: '/role-manage', code: 'rs_scrm_setting_role_manage' };

  it('opens a page whose code is in both allMenu and accessibleMenu', () => {
    const granted = grantedCodes({ allMenu: [item(role.code)], accessibleMenu: [item(role.code)] });
    expect(canOpenPage(role, granted)).toBe(true);
  });

  it('denies a page whose code is only in one of the lists', () => {
    expect(
      canOpenPage(role, grantedCodes({ allMenu: [item(role.code)], accessibleMenu: [] })),
    ).toBe(false);
    expect(
      canOpenPage(role, grantedCodes({ allMenu: [], accessibleMenu: [item(role.code)] })),
    ).toBe(false);
  });

  it('opens the special set with an empty accessibleMenu', () => {
    const none = grantedCodes({ allMenu: [], accessibleMenu: [] });
    for (const path of [
      '/index',
      '/authorize',
      '/menu-setting',
      '/chat-archive-configure',
      '/config-check',
    ]) {
      expect(canOpenPage({ path, code: 'rs_scrm_x' }, none)).toBe(true);
    }
  });

  it('lets a child follow its parent', () => {
    const code = 'rs_scrm_acquiring_channel_code';
    const child = { path: '/channel-code/code-form', code, parentPath: '/channel-code' };
    expect(canOpenPage(child, grantedCodes({ allMenu: [], accessibleMenu: [] }))).toBe(false);
    expect(
      canOpenPage(child, grantedCodes({ allMenu: [item(code)], accessibleMenu: [item(code)] })),
    ).toBe(true);
  });
});
