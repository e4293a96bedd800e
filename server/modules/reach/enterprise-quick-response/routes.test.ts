import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuickReplyGroupNode } from '../../../../contract/reach/enterprise-quick-response';
import type { TestApp } from '../../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import { quickReplyExportSource } from './quick-reply-export-source';

let t: TestApp;
let admin: Call;
let second: Call;
let employee: { id: number; department_id: number };

const LIST = '/scrm/v1/reach/quick-replies';
const GROUPS = '/scrm/v1/reach/quick-reply-groups';
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const callerOf =
  (headers: Record<string, string>) =>
  (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
type Call = ReturnType<typeof callerOf>;
const countReplies = async (tenant: string) =>
  (
    await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from quick_replies where tenant_id = ${tenant}`,
    )
  )[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  admin = callerOf(authHeaders(await signIn(t.app, 'admin', 'Admin@123')));
  second = callerOf(authHeaders(await signIn(t.app, 'admin2', 'Admin@123')));
  [employee] = (await rowsOf<{ id: number; department_id: number }>(
    sql`select id, department_id from employees where tenant_id = 'demo' and status = 1 and department_id is not null order by id limit 1`,
  )) as [{ id: number; department_id: number }];
}, 300_000);
afterAll(async () => {
  expect(t.errors).toEqual([]);
  await t.close();
});

async function newGroup(
  name: string,
  parent_id: number | null = null,
  department_ids: number[] = [],
) {
  const response = await admin('POST', GROUPS, { name, parent_id, department_ids });
  expect(response.json()).toMatchObject({ code: 0 });
  return response.json().data.id as number;
}
async function newReply(
  group_id: number,
  title: string,
  text: string,
  department_ids: number[] = [],
) {
  const response = await admin('POST', LIST, {
    title,
    group_id,
    message: { text, attachments: [] },
    department_ids,
  });
  expect(response.json()).toMatchObject({ code: 0 });
  return response.json().data.id as number;
}

describe('/enterprise-quick-response 企业话术 (issue #18)', () => {
  it('shows the seeded library: nested groups, 90 days of usage, 20 a page with the total', async () => {
    const tree = (await admin('GET', GROUPS)).json().data;
    expect(tree.groups.length).toBeGreaterThanOrEqual(5);
    expect(tree.groups.some((group: QuickReplyGroupNode) => group.children.length > 0)).toBe(true);
    const list = (await admin('GET', `${LIST}?sort=usage`)).json().data;
    expect(list).toMatchObject({ page: 1, page_size: 20 });
    expect(list.total).toBe(tree.total);
    expect(list.list[0].send_count).toBeGreaterThan(list.list.at(-1).send_count);
    expect(list.list[0].send_count_30d).toBeGreaterThan(0);
  });

  it('nests groups one level only: a sub-group cannot take children', async () => {
    const top = await newGroup('测试一级');
    const child = await newGroup('测试二级', top);
    const third = await admin('POST', GROUPS, { name: '测试三级', parent_id: child });
    expect(third.json()).toMatchObject({ code: 118104, msg: '话术分组最多两级，请选择一级分组' });
    const taken = await admin('POST', GROUPS, { name: '测试一级' });
    expect(taken.json()).toMatchObject({ code: 118102 });
  });

  it('finds scripts by words of the title or text, and a top group lists its sub-groups', async () => {
    const top = await newGroup('搜索测试');
    const child = await newGroup('搜索子组', top);
    const id = await newReply(
      child,
      '退款时效说明',
      '原路退回，预计3到5个工作日到账，请留意银行通知。',
    );
    const byText = (await admin('GET', `${LIST}?keyword=${encodeURIComponent('银行通知')}`)).json()
      .data;
    expect(byText.list.map((row: { id: number }) => row.id)).toEqual([id]);
    expect(byText.list[0].group_path).toBe('搜索测试 / 搜索子组');
    const byGroup = (await admin('GET', `${LIST}?group_id=${top}`)).json().data;
    expect(byGroup.list.map((row: { id: number }) => row.id)).toEqual([id]);
    const wildcard = (await admin('GET', `${LIST}?keyword=%25`)).json().data;
    expect(wildcard.total).toBe(0);
  });

  it('refuses a script without a title, with an empty message or text over the composer limit: 400 naming the field, nothing written', async () => {
    const group = await newGroup('校验测试');
    const before = await countReplies('demo');
    const noTitle = await admin('POST', LIST, {
      title: '',
      group_id: group,
      message: { text: '你好' },
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().msg).toContain('话术标题不能为空');
    const empty = await admin('POST', LIST, {
      title: '空',
      group_id: group,
      message: { text: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toContain('消息内容不能为空');
    const long = await admin('POST', LIST, {
      title: '超长',
      group_id: group,
      message: { text: '好'.repeat(4001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toContain('消息内容长度不能超过');
    expect(await countReplies('demo')).toBe(before);
  });

  it('moves a script up and down within its group', async () => {
    const group = await newGroup('排序测试');
    const first = await newReply(group, '第一条', '一');
    const second_ = await newReply(group, '第二条', '二');
    const order = async () =>
      (await admin('GET', `${LIST}?group_id=${group}`))
        .json()
        .data.list.map((row: { id: number }) => row.id);
    expect(await order()).toEqual([first, second_]);
    expect((await admin('POST', `${LIST}/${second_}/move`, { direction: 'up' })).json().code).toBe(
      0,
    );
    expect(await order()).toEqual([second_, first]);
    await admin('POST', `${LIST}/${second_}/move`, { direction: 'up' });
    expect(await order()).toEqual([second_, first]);
  });

  it('counts a send from the sidebar per script and per employee', async () => {
    const group = await newGroup('使用统计');
    const id = await newReply(group, '使用计数', '计数用话术');
    const use = await admin('POST', `${LIST}/${id}/uses`, { employee_id: employee.id });
    expect(use.json()).toMatchObject({ code: 0, data: { send_count: 1 } });
    await admin('POST', `${LIST}/${id}/uses`, { employee_id: employee.id });
    const usage = (await admin('GET', `${LIST}/${id}/usage`)).json().data;
    expect(usage).toMatchObject({ total: 2, last_30_days: 2 });
    expect(usage.employees).toMatchObject([{ id: employee.id, count: 2 }]);
  });

  it('shows the sidebar only the company-wide scripts and those of the employee department', async () => {
    const group = await newGroup('范围测试');
    const everyone = await newReply(group, '全员可见', '全员');
    const [other] = await rowsOf<{ id: number }>(
      sql`select id from departments where tenant_id = 'demo' and id <> ${employee.department_id} limit 1`,
    );
    const elsewhere = await newReply(group, '他部门可见', '他部门', [other!.id]);
    const own = await newReply(group, '本部门可见', '本部门', [employee.department_id]);
    const seen = (await admin('GET', `${LIST}/for-employee?employee_id=${employee.id}`)).json()
      .data;
    const ids = seen.replies.map((row: { id: number }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([everyone, own]));
    expect(ids).not.toContain(elsewhere);
  });

  it('refuses to delete a group that still holds scripts, deletes it once empty', async () => {
    const group = await newGroup('删除测试');
    const id = await newReply(group, '待删除', '删除');
    expect((await admin('DELETE', `${GROUPS}/${group}`)).json().code).toBe(118103);
    expect((await admin('DELETE', `${LIST}/${id}`)).json().code).toBe(0);
    expect((await admin('DELETE', `${GROUPS}/${group}`)).json().code).toBe(0);
  });

  it('exports the rows the list shows with their group path and scope', async () => {
    const query = quickReplyExportSource.parseFilters({ keyword: '银行通知' });
    expect(await quickReplyExportSource.count(t.database.db, 'demo', query)).toBe(1);
    for await (const batch of quickReplyExportSource.batches(t.database.db, 'demo', query, 100)) {
      expect(batch[0]).toMatchObject({
        title: '退款时效说明',
        group: '搜索测试 / 搜索子组',
        scope: '全公司',
      });
    }
  });

  it('the export pages through the list query: the filtered, sorted list in batches, only the tenant own rows', async () => {
    const group = await newGroup('导出分页');
    for (const n of [1, 2, 3, 4, 5]) await newReply(group, `导出分页${n}`, `分页正文${n}`);
    const listed = (
      await admin(
        'GET',
        `${LIST}?keyword=${encodeURIComponent('分页正文')}&sort=updated&page_size=100`,
      )
    ).json().data;
    const query = quickReplyExportSource.parseFilters({ keyword: '分页正文', sort: 'updated' });
    const db = t.database.db;
    expect(await quickReplyExportSource.count(db, 'demo', query)).toBe(listed.total);
    const written: Array<Record<string, string | number>> = [];
    for await (const batch of quickReplyExportSource.batches(db, 'demo', query, 2)) {
      expect(batch.length).toBeLessThanOrEqual(2);
      written.push(...batch);
    }
    expect(written.map((row) => row.title)).toEqual(
      (listed.list as Array<{ title: string }>).map((row) => row.title),
    );
    expect(written).toHaveLength(5);
    expect(await quickReplyExportSource.count(db, 'second', query)).toBe(0);
    const seconds: unknown[] = [];
    for await (const batch of quickReplyExportSource.batches(db, 'second', query, 2))
      seconds.push(...batch);
    expect(seconds).toEqual([]);
  });

  it('imports pasted rows, making missing "父/子" groups; a bad row writes nothing', async () => {
    const before = await countReplies('demo');
    const bad = await admin('POST', `${LIST}/import`, {
      rows: [
        { group: '导入组/导入子组', title: '导入一', text: '第一条' },
        { group: '导入组', title: '', text: '缺标题' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('话术标题不能为空');
    const unknown = await admin('POST', `${LIST}/import`, {
      rows: [{ group: '导入组', title: '变量', text: '你好{会员等级}' }],
    });
    expect(unknown.json().msg).toContain('第1行的话术内容含有未知变量');
    expect(await countReplies('demo')).toBe(before);
    const good = await admin('POST', `${LIST}/import`, {
      rows: [
        { group: '导入组/导入子组', title: '导入一', text: '第一条' },
        { group: '导入组', title: '导入二', text: '第二条{客户昵称}' },
        { group: '导入组 / 导入子组', title: '导入三', text: '第三条' },
      ],
    });
    expect(good.json()).toMatchObject({ code: 0, data: { created: 3, groups_created: 2 } });
    const tree = (await admin('GET', GROUPS)).json().data.groups as QuickReplyGroupNode[];
    const top = tree.find((group) => group.name === '导入组')!;
    expect(top.reply_count).toBe(1);
    expect(top.children).toMatchObject([{ name: '导入子组', reply_count: 2 }]);
  });

  it("refuses a role without the page's code with 403 (spec §6)", async () => {
    const newbie = callerOf(authHeaders(await signIn(t.app, 'newbie', 'Newbie@123')));
    expect((await newbie('GET', LIST)).statusCode).toBe(403);
    expect((await newbie('POST', GROUPS, { name: '越权' })).statusCode).toBe(403);
  });

  it("tenant second reaches nothing of demo's through any endpoint", async () => {
    const group = await newGroup('隔离测试');
    const id = await newReply(group, '隔离话术', '隔离');
    const before = await rowsOf<{ n: number; c: number }>(
      sql`select count(*)::int as n, sum(send_count)::int as c from quick_replies where tenant_id = 'demo'`,
    );
    expect((await second('GET', LIST)).json().data.total).toBe(0);
    expect((await second('GET', GROUPS)).json().data.groups).toEqual([]);
    const imported = await second('POST', `${LIST}/import`, {
      rows: [{ group: '隔离导入', title: '隔离', text: '隔离' }],
    });
    expect(imported.json().code).toBe(0);
    const body = { title: '越界', group_id: group, message: { text: '越界' } };
    expect((await second('POST', `${LIST}/${id}`, body)).statusCode).toBe(404);
    expect((await second('DELETE', `${LIST}/${id}`)).statusCode).toBe(404);
    expect((await second('POST', `${LIST}/${id}/move`, { direction: 'up' })).statusCode).toBe(404);
    expect((await second('GET', `${LIST}/${id}/usage`)).statusCode).toBe(404);
    expect(
      (await second('POST', `${LIST}/${id}/uses`, { employee_id: employee.id })).statusCode,
    ).toBe(404);
    expect((await second('POST', `${GROUPS}/${group}`, { name: '改名' })).statusCode).toBe(404);
    expect((await second('DELETE', `${GROUPS}/${group}`)).statusCode).toBe(404);
    expect((await second('POST', LIST, body)).json().code).toBe(118105);
    expect((await second('POST', GROUPS, { name: '子组', parent_id: group })).json().code).toBe(
      118105,
    );
    const foreignDept = await second('POST', GROUPS, {
      name: '部门',
      department_ids: [employee.department_id],
    });
    expect(foreignDept.json().code).toBe(118105);
    const sidebar = await second('GET', `${LIST}/for-employee?employee_id=${employee.id}`);
    expect(sidebar.json().code).toBe(118105);
    expect(await countReplies('second')).toBe(1);
    const after = await rowsOf<{ n: number; c: number }>(
      sql`select count(*)::int as n, sum(send_count)::int as c from quick_replies where tenant_id = 'demo'`,
    );
    expect(after).toEqual(before);
  });
});
