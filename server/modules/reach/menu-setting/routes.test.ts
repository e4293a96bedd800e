import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolbarEntryRow } from '../../../../contract/reach/menu-setting';
import { BUILTIN_TOOLS, toolUrlProblem } from '../../../../contract/reach/menu-setting';
import type { TestApp } from '../../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';

let t: TestApp;
let admin: Call;
let second: Call;
let newbie: Call;
let employee: { id: number; department_id: number };

const BASE = '/scrm/v1/reach/chat-toolbar';
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const callerOf =
  (headers: Record<string, string>) =>
  (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
type Call = ReturnType<typeof callerOf>;
const entries = async (call: Call = admin): Promise<ToolbarEntryRow[]> =>
  (await call('GET', `${BASE}?page_size=100`)).json().data.list;
const snapshot = () =>
  rowsOf(sql`select id, name, url, enabled, sort_order, department_ids from chat_toolbar_entries
    where tenant_id = 'demo' order by id`);

beforeAll(async () => {
  t = await createTestApp();
  admin = callerOf(authHeaders(await signIn(t.app, 'admin', 'Admin@123')));
  second = callerOf(authHeaders(await signIn(t.app, 'admin2', 'Admin@123')));
  newbie = callerOf(authHeaders(await signIn(t.app, 'newbie', 'Newbie@123')));
  [employee] = (await rowsOf<{ id: number; department_id: number }>(
    sql`select id, department_id from employees where tenant_id = 'demo' and status = 1 and department_id is not null order by id limit 1`,
  )) as [{ id: number; department_id: number }];
}, 300_000);
afterAll(async () => {
  expect(t.errors).toEqual([]);
  await t.close();
});

async function create(name: string, url: string, department_ids: number[] = []) {
  const response = await admin('POST', BASE, { name, url, department_ids });
  expect(response.json()).toMatchObject({ code: 0 });
  return response.json().data.id as number;
}

describe('one sidebar address scheme (issue #38 item 2)', () => {
  it('the toolbar entries copy the addresses /sider-iframe lists for the sidebar pages', async () => {
    const pages = (await admin('GET', '/scrm/v1/reach/sider-iframe?page_size=100')).json().data
      .list as Array<{ page_key: string; path: string }>;
    const pagePaths = new Set(pages.map((row) => row.path));
    const builtin = (await entries()).filter((row) => row.builtin);
    expect(builtin).toHaveLength(BUILTIN_TOOLS.length);
    for (const row of builtin) expect(pagePaths, row.name).toContain(row.url);
    const byKind = new Map(builtin.map((row) => [row.kind, row.url]));
    const pathOf = new Map(pages.map((row) => [row.page_key, row.path]));
    expect(byKind.get('profile')).toBe(pathOf.get('profile'));
    expect(byKind.get('sop_task')).toBe(pathOf.get('sop'));
    expect(byKind.get('quick_reply')).toBe(pathOf.get('quick-reply'));
  });

  it('the legacy /sider-web/<page> redirect lands on that sidebar page, not a console 404', async () => {
    for (const [legacy, pageKey] of [
      ['/sider-web/profile?external_userid=x', 'profile'],
      ['/sider-web/sop-task', 'sop'],
      ['/sider-web/quick-reply', 'quick-reply'],
    ] as const) {
      const redirect = await t.app.inject({ url: legacy });
      expect(redirect.statusCode, legacy).toBe(302);
      const location = String(redirect.headers.location);
      expect(location.startsWith(`/sidebar/${pageKey}`), location).toBe(true);
      const landed = await t.app.inject({ url: location });
      expect(landed.statusCode, location).toBe(200);
      expect(landed.body).toContain(`data-page="${pageKey}"`);
    }
  });
});

describe('/menu-setting 聊天工具栏 (issue #18)', () => {
  it('lists the built-in sidebar pages first, then the custom H5 links, in toolbar order', async () => {
    const list = await entries();
    expect(list.slice(0, BUILTIN_TOOLS.length).map((row) => row.kind)).toEqual(
      BUILTIN_TOOLS.map((tool) => tool.kind),
    );
    expect(list.find((row) => row.kind === 'profile')?.url).toBe('/sidebar/profile');
    expect(list.filter((row) => !row.builtin).map((row) => row.name)).toEqual([
      '会员中心',
      '门店预约',
    ]);
    expect(list.map((row) => row.position)).toEqual(list.map((_, index) => index + 1));
  });

  it('accepts only an absolute https:// address with a host, no spaces and no credentials', () => {
    expect(toolUrlProblem('https://shop.example.com/a?b=1#c')).toBeNull();
    expect(toolUrlProblem('http://shop.example.com')).toBe('链接地址必须以 https:// 开头');
    expect(toolUrlProblem('javascript:alert(1)')).toBe('链接地址必须以 https:// 开头');
    expect(toolUrlProblem('https://shop example.com')).toBe('链接地址不能包含空格');
    expect(toolUrlProblem('https://localhost/x')).toBe('链接地址的域名不正确');
    expect(toolUrlProblem('https://user:pw@shop.example.com')).toBe('链接地址不能包含用户名或密码');
  });

  it('refuses a bad URL or a missing name with 400 naming the field, nothing written', async () => {
    const before = await snapshot();
    const http = await admin('POST', BASE, { name: '外链', url: 'http://a.example.com' });
    expect(http.statusCode).toBe(400);
    expect(http.json().msg).toContain('链接地址必须以 https:// 开头');
    const noUrl = await admin('POST', BASE, { name: '外链' });
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.json().msg).toContain('请填写链接地址');
    const long = await admin('POST', BASE, {
      name: '一二三四五六七八九',
      url: 'https://a.example.com',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toContain('工具名称长度不能超过8个字符');
    expect(await snapshot()).toEqual(before);
  });

  it('renames and scopes a built-in page but keeps its address; it cannot be deleted', async () => {
    const profile = (await entries()).find((row) => row.kind === 'profile')!;
    const update = await admin('POST', `${BASE}/${profile.id}`, {
      name: '客户详情',
      url: 'https://evil.example.com',
      department_ids: [employee.department_id],
    });
    expect(update.json().code).toBe(0);
    const after = (await entries()).find((row) => row.id === profile.id)!;
    expect(after).toMatchObject({ name: '客户详情', url: '/sidebar/profile' });
    expect(after.departments.map((d) => d.id)).toEqual([employee.department_id]);
    const remove = await admin('DELETE', `${BASE}/${profile.id}`);
    expect(remove.json()).toMatchObject({ code: 118202, msg: '内置工具不能删除，可将其停用' });
    await admin('POST', `${BASE}/${profile.id}`, { name: '客户画像' });
  });

  it('moves an entry up and down; the sidebar sees only enabled entries of its scope, in order', async () => {
    const id = await create('积分商城', 'https://shop.example.com/points');
    const hidden = await create('隐藏工具', 'https://shop.example.com/hidden');
    await admin('POST', `${BASE}/${hidden}/toggle`, { enabled: false });
    const [other] = await rowsOf<{ id: number }>(
      sql`select id from departments where tenant_id = 'demo' and id <> ${employee.department_id} limit 1`,
    );
    const scoped = await create('他部门', 'https://shop.example.com/dept', [other!.id]);
    await admin('POST', `${BASE}/${id}/move`, { direction: 'up' });
    const list = await entries();
    const at = (entryId: number) => list.findIndex((row) => row.id === entryId);
    expect(at(id)).toBeLessThan(list.findIndex((row) => row.name === '门店预约'));
    const seen = (await admin('GET', `${BASE}/for-employee?employee_id=${employee.id}`)).json()
      .data;
    const ids = seen.map((row: { id: number }) => row.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(scoped);
    expect(seen[0].kind).toBe('profile');
  });

  it('is readable by every member (special set) but changed only by the code holder', async () => {
    const read = await newbie('GET', BASE);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.can_edit).toBe(false);
    expect((await admin('GET', BASE)).json().data.can_edit).toBe(true);
    const id = (await entries())[0]!.id;
    expect(
      (await newbie('POST', BASE, { name: '越权', url: 'https://a.example.com' })).statusCode,
    ).toBe(403);
    expect((await newbie('POST', `${BASE}/${id}/toggle`, { enabled: false })).statusCode).toBe(403);
    expect((await newbie('POST', `${BASE}/${id}/move`, { direction: 'down' })).statusCode).toBe(
      403,
    );
    expect((await newbie('DELETE', `${BASE}/${id}`)).statusCode).toBe(403);
  });

  it("tenant second reaches nothing of demo's through any endpoint", async () => {
    const id = await create('隔离测试', 'https://shop.example.com/iso');
    const before = await snapshot();
    const theirs = await entries(second);
    expect(theirs.map((row) => row.id)).not.toContain(id);
    expect(theirs.filter((row) => !row.builtin)).toEqual([]);
    const body = { name: '改名', url: 'https://a.example.com' };
    expect((await second('POST', `${BASE}/${id}`, body)).statusCode).toBe(404);
    expect((await second('POST', `${BASE}/${id}/toggle`, { enabled: false })).statusCode).toBe(404);
    expect((await second('POST', `${BASE}/${id}/move`, { direction: 'up' })).statusCode).toBe(404);
    expect((await second('DELETE', `${BASE}/${id}`)).statusCode).toBe(404);
    const sidebar = await second('GET', `${BASE}/for-employee?employee_id=${employee.id}`);
    expect(sidebar.json().code).toBe(118205);
    const foreignDept = await second('POST', BASE, {
      ...body,
      department_ids: [employee.department_id],
    });
    expect(foreignDept.json().code).toBe(118105);
    expect(await snapshot()).toEqual(before);
  });
});
