// issue #32 finding 10: seeded roles could not be saved back (the operator role holds
// rs_scrm_home and the chat-toolbar code, which the editor refused: 400), and endpoints
// guarded by a page's own code (pageCode) needed codes no custom role could hold. Every
// seeded role except the built-in one saves back unchanged, and a custom role can hold the
// chat-toolbar code and so reach its writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuCodeForPath } from '../../../../contract/menu-codes';
import type { RoleRow } from '../../../../contract/setting/role-manage';
import { GRANTABLE_ENTRIES } from '../../../../contract/setting/role-manage';
import { createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { call } from './role-manage-test-kit';
import type { Session } from './role-manage-test-kit';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin', 'Admin@123', 'demo');
});
afterAll(() => t.close());

describe('issue #32 finding 10: seeded roles save back; every code can be held', () => {
  it('saves every seeded role back unchanged', async () => {
    const before = (await call<{ list: RoleRow[] }>(t, admin, 'GET', '/roles')).data.list;
    const editable = before.filter((role) => !role.built_in);
    expect(editable.map((role) => role.name)).toEqual(
      expect.arrayContaining(['运营', '新成员', '客服', '数据分析']),
    );
    for (const role of editable) {
      const saved = await call(t, admin, 'POST', `/roles/${role.id}`, {
        name: role.name,
        description: role.description,
        codes: role.codes,
      });
      expect({ role: role.name, code: saved.code }).toEqual({ role: role.name, code: 0 });
    }
    const after = (await call<{ list: RoleRow[] }>(t, admin, 'GET', '/roles')).data.list;
    // issue #41: a body without actions and scope (an older caller) keeps the role's own.
    expect(after.map((role) => [role.name, role.codes, role.actions, role.scope])).toEqual(
      before.map((role) => [role.name, role.codes, role.actions, role.scope]),
    );
  });

  it('the editor accepts every code the menu defines, the chat-toolbar code included', async () => {
    const every = GRANTABLE_ENTRIES.map((entry) => entry.code);
    expect(every).toContain(menuCodeForPath('/menu-setting'));
    expect(every).toContain(menuCodeForPath('/index'));
    const created = await call(t, admin, 'POST', '/roles', {
      name: '工具栏编辑',
      description: '',
      codes: [menuCodeForPath('/menu-setting'), menuCodeForPath('/chat-archive-configure')],
    });
    expect(created.code).toBe(0);
  });
});
