import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  RecipientRow,
  TagInviteDetail,
  TagInviteRow,
} from '../../../../contract/acquiring/tag-invite-group';
import type { DirectoryOptions } from '../../../../contract/company/mail-list';
import type { ListData } from '../../../../contract/envelope';
import {
  customerGroupMembers,
  customerGroups,
  customerRelations,
  customers,
  customerTags,
  tagGroups,
  tags,
} from '../../../db/schema/customers';
import { sandboxReachEmployees } from '../../../db/schema/reach';
import type { TestApp } from '../../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import { admin, admin2 } from '../../customer/customer-list/customer-core.test-kit';
import type { Caller } from '../../customer/customer-list/customer-core.test-kit';

let t: TestApp;
let api: Caller;
let staff: number[];
let groupIds: number[];
let tagA: number;
let tagB: number;
let tagX: number;
const LIST = '/scrm/v1/acquiring/tag-invite-group';

/** A customer of `employeeId` carrying `tagIds`. */
async function customerWith(name: string, employeeId: number, tagIds: number[]) {
  const { db } = t.database;
  const at = new Date(t.clock.now - 86_400_000);
  const [row] = await db
    .insert(customers)
    .values({ tenantId: 'demo', externalUserId: `wm-test-${name}`, name, lastAddedAt: at })
    .returning({ id: customers.id });
  const id = row?.id as number;
  await db
    .insert(customerRelations)
    .values({ tenantId: 'demo', customerId: id, employeeId, addedAt: at });
  for (const tagId of tagIds)
    await db.insert(customerTags).values({ tenantId: 'demo', customerId: id, tagId });
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  api = await admin(t.app);
  const { db } = t.database;
  staff = (
    await api.get<DirectoryOptions>('/scrm/v1/company/directory/options')
  ).data.employees.map((employee) => employee.id);
  groupIds = (await api.get<{ id: number }[]>(`${LIST}-options`)).data.map((group) => group.id);
  const [group] = await db
    .insert(tagGroups)
    .values({ tenantId: 'demo', name: '拉群测试' })
    .returning({ id: tagGroups.id });
  const made = await db
    .insert(tags)
    .values(
      ['甲', '乙', '排除'].map((name) => ({
        tenantId: 'demo',
        groupId: group?.id as number,
        name,
      })),
    )
    .returning({ id: tags.id });
  [tagA, tagB, tagX] = made.map((row) => row.id) as [number, number, number];
  // staff[0]: 4 customers; staff[1] never confirms (sandbox) and has 1.
  await customerWith('甲乙一', staff[0] as number, [tagA, tagB]);
  await customerWith('甲二', staff[0] as number, [tagA]);
  await customerWith('甲排除', staff[0] as number, [tagA, tagX]);
  const inGroup = await customerWith('甲在群', staff[0] as number, [tagA]);
  await customerWith('甲乙慢', staff[1] as number, [tagA, tagB]);
  await db.insert(customerGroupMembers).values({
    tenantId: 'demo',
    groupId: groupIds[0] as number,
    memberType: 2,
    memberId: inGroup,
    joinedAt: new Date(t.clock.now),
  });
  for (const [employeeId, delay] of [
    [staff[0], 0],
    [staff[1], null],
  ] as const) {
    await db
      .insert(sandboxReachEmployees)
      .values({ tenantId: 'demo', employeeId: employeeId as number, confirmDelaySeconds: delay })
      .onConflictDoUpdate({
        target: [sandboxReachEmployees.tenantId, sandboxReachEmployees.employeeId],
        set: { confirmDelaySeconds: delay },
      });
  }
});
afterAll(async () => {
  await t.close();
});

const form = (overrides: Record<string, unknown> = {}) => ({
  name: '会员拉群',
  tag_ids: [tagA],
  tag_match: 'any',
  exclude_tag_ids: [tagX],
  employee_ids: [staff[0], staff[1]],
  added_from: null,
  added_to: null,
  group_ids: [groupIds[0]],
  guide_text: '欢迎加入会员群',
  ...overrides,
});
const detail = async (id: number) => (await api.get<TagInviteDetail>(`${LIST}/${id}`)).data;
const runJobs = async (seconds: number) => {
  t.clock.advance(seconds * 1000);
  await t.jobs.runDue({ asOf: new Date(t.clock.now) });
};

describe('/tag-invite-group 标签拉群', () => {
  it('the demo seed gives tasks with per-customer statuses and a reminded employee', async () => {
    const seeded = (await api.get<ListData<TagInviteRow>>(LIST)).data.list.find(
      (row) => row.name === '双十二预热拉群',
    );
    expect(seeded?.totals.pending).toBeGreaterThan(0);
    expect(seeded?.totals.joined).toBeGreaterThan(0);
  });

  it("refuses a role without the page's code with 403 (spec §6)", async () => {
    const newbie = authHeaders(await signIn(t.app, 'newbie', 'Newbie@123'));
    const response = await t.app.inject({ method: 'GET', url: LIST, headers: newbie });
    expect(response.statusCode).toBe(403);
  });

  it('a bad body is a 400 naming the field and writes nothing', async () => {
    const before = (await api.get<ListData<TagInviteRow>>(LIST)).data.total;
    const noTags = await api.post(LIST, form({ tag_ids: [] }));
    expect([noTags.status, noTags.msg]).toEqual([400, '请至少选择一个标签']);
    const clash = await api.post(LIST, form({ exclude_tag_ids: [tagA] }));
    expect(clash.msg).toContain('排除标签不能与筛选标签相同');
    const noGroup = await api.post(LIST, form({ group_ids: [] }));
    expect(noGroup.msg).toContain('请至少选择一个客户群');
    expect((await api.get<ListData<TagInviteRow>>(LIST)).data.total).toBe(before);
  });

  it('picks customers by any / all tags minus excluded ones, skipping customers already in the target group', async () => {
    const any = await api.post<{ recipients: number; skipped_in_group: number }>(
      `${LIST}-preview`,
      form(),
    );
    expect(any.data).toEqual({ recipients: 3, skipped_in_group: 1 });
    const all = await api.post<{ recipients: number }>(
      `${LIST}-preview`,
      form({ tag_ids: [tagA, tagB], tag_match: 'all' }),
    );
    expect(all.data.recipients).toBe(2);
  });

  it('the job sends each employee the invitations; confirmed ones are sent or joined, the unconfirmed stay 待邀请 and get a reminder', async () => {
    const created = await api.post<{ id: number; recipients: number }>(LIST, form());
    expect(created.data.recipients).toBe(3);
    const id = created.data.id;
    expect((await detail(id)).totals.pending).toBe(3);
    await runJobs(1);
    expect((await detail(id)).status).toBe(2);
    await runJobs(10);
    const after = await detail(id);
    expect(after.totals.pending).toBe(1);
    expect(after.totals.sent + after.totals.joined).toBe(2);
    const slow = after.by_employee.find((row) => row.employee.id === staff[1]);
    expect(slow?.pending).toBe(1);
    const joined = await api.get<ListData<RecipientRow>>(`${LIST}/${id}/recipients?status=2`);
    for (const row of joined.data.list) expect(row.group?.id).toBe(groupIds[0]);
    const remind = await api.post<{ employees: number }>(`${LIST}/${id}/remind`);
    expect(remind.data.employees).toBe(1);
    await runJobs(1);
    const reminded = (await detail(id)).by_employee.find((row) => row.employee.id === staff[1]);
    expect(reminded?.reminders).toBe(1);
  });

  it('a customer who is no longer a friend fails with the reason', async () => {
    const id = await customerWith('已删除', staff[0] as number, [tagB]);
    const created = await api.post<{ id: number }>(
      LIST,
      form({ name: '失败原因', tag_ids: [tagB] }),
    );
    await t.database.db
      .update(customerRelations)
      .set({ deletedByCustomerAt: new Date(t.clock.now) })
      .where(and(eq(customerRelations.tenantId, 'demo'), eq(customerRelations.customerId, id)));
    await runJobs(1);
    await runJobs(10);
    const failed = await api.get<ListData<RecipientRow>>(
      `${LIST}/${created.data.id}/recipients?status=3`,
    );
    expect(failed.data.list.map((row) => [row.customer.name, row.reason])).toEqual([
      ['已删除', '客户已不是该员工的好友'],
    ]);
  });

  it("tenant second can neither see nor change demo's tasks, nor reference demo's tags and groups", async () => {
    const id = (await api.get<ListData<TagInviteRow>>(LIST)).data.list[0]?.id as number;
    const other = await admin2(t.app);
    expect((await other.get<ListData<TagInviteRow>>(LIST)).data.list).toEqual([]);
    for (const answer of [
      await other.get(`${LIST}/${id}`),
      await other.get(`${LIST}/${id}/recipients`),
      await other.post(`${LIST}/${id}/remind`),
      await other.del(`${LIST}/${id}`),
      await other.post(LIST, form({ name: '借用' })),
      await other.post(`${LIST}-preview`, form({ name: '借用' })),
    ]) {
      expect(answer.code).not.toBe(0);
    }
    const theirGroups = (await other.get<{ id: number }[]>(`${LIST}-options`)).data;
    expect(theirGroups.some((group) => group.id === groupIds[0])).toBe(false);
    const [group] = await t.database.db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(eq(customerGroups.id, groupIds[0] as number));
    expect(group).toBeDefined();
    expect((await detail(id)).name).toBeTruthy();
  });
});
