import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  NewCustomerRuleDetail,
  NewCustomerRuleRow,
  RuleOptions,
  RuleRecordRow,
} from '../../../../contract/acquiring/new-customer-join-group';
import type { DirectoryOptions } from '../../../../contract/company/mail-list';
import type { ListData } from '../../../../contract/envelope';
import type { TestApp } from '../../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import { sql } from 'drizzle-orm';
import type {
  ChannelCodeDetail,
  ChannelCodeGroupRow,
} from '../../../../contract/acquiring/channel-code';
import { simulateScan } from '../../../platform/sandbox/simulate-scan';
import { applyPlatformEvent } from '../../customer/customer-list/platform-events';
import { admin, admin2 } from '../../customer/customer-list/customer-core.test-kit';
import type { Caller } from '../../customer/customer-list/customer-core.test-kit';

let t: TestApp;
let api: Caller;
let options: RuleOptions;
let staff: number[];
const LIST = '/scrm/v1/acquiring/new-customer-join-group';

beforeAll(async () => {
  t = await createTestApp();
  api = await admin(t.app);
  options = (await api.get<RuleOptions>(`${LIST}-options`)).data;
  staff = (
    await api.get<DirectoryOptions>('/scrm/v1/company/directory/options')
  ).data.employees.map((employee) => employee.id);
});
afterAll(async () => {
  await t.close();
});

const form = (overrides: Record<string, unknown> = {}) => ({
  name: '新客福利群',
  employee_ids: [staff[0]],
  channel_code_ids: [],
  group_source: 'groups',
  group_ids: [options.groups[0]?.id],
  group_code_id: null,
  member_cap: 200,
  guide_text: '欢迎！点击卡片加入福利群',
  link_title: '加入福利群',
  link_desc: '新人专享',
  ...overrides,
});
const detail = async (id: number) => (await api.get<NewCustomerRuleDetail>(`${LIST}/${id}`)).data;
const add = (id: number, joins: boolean) =>
  api.post<{ customer: string; group: string | null; joined: boolean }>(
    `${LIST}/${id}/sandbox-adds`,
    { joins },
  );

describe('/new-customer-join-group 新客拉群', () => {
  it('answers the signed-in tenant its list, 20 a page unless asked (spec §9)', async () => {
    const response = await api.get<ListData<NewCustomerRuleRow>>(LIST);
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ page: 1, page_size: 20 });
  });

  it('the demo seed gives rules with 90 days of reached and joined customers', async () => {
    const seeded = (await api.get<ListData<NewCustomerRuleRow>>(LIST)).data.list.find(
      (row) => row.name === '门店新客福利群',
    );
    expect(seeded?.reached).toBeGreaterThan(0);
    expect(seeded?.joined).toBeGreaterThan(0);
    expect(seeded?.join_rate).toBeLessThan(1);
  });

  it("refuses a role without the page's code with 403 (spec §6)", async () => {
    const newbie = authHeaders(await signIn(t.app, 'newbie', 'Newbie@123'));
    const response = await t.app.inject({ method: 'GET', url: LIST, headers: newbie });
    expect(response.statusCode).toBe(403);
  });

  it('a bad body is a 400 naming the field and writes nothing', async () => {
    const before = (await api.get<ListData<NewCustomerRuleRow>>(LIST)).data.total;
    const noTarget = await api.post(LIST, form({ employee_ids: [], channel_code_ids: [] }));
    expect(noTarget.status).toBe(400);
    expect(noTarget.msg).toContain('请至少选择一名员工或一个渠道活码');
    const tooMany = await api.post(LIST, form({ group_ids: [1, 2, 3, 4, 5, 6] }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.msg).toContain('客户群最多5个');
    const noCode = await api.post(LIST, form({ group_source: 'group_code', group_ids: [] }));
    expect(noCode.msg).toContain('请选择群活码');
    expect((await api.get<ListData<NewCustomerRuleRow>>(LIST)).data.total).toBe(before);
  });

  it('a new friend of the rule gets the card, and a join counts in the rule statistics and the timeline', async () => {
    const created = await api.post<{ id: number }>(LIST, form({ name: '统计规则' }));
    expect(created.msg).toBe('success');
    const id = created.data.id;
    expect((await add(id, true)).data.joined).toBe(true);
    expect((await add(id, false)).data.joined).toBe(false);
    const rule = await detail(id);
    expect([rule.reached, rule.joined, rule.join_rate]).toEqual([2, 1, 0.5]);
    const records = await api.get<ListData<RuleRecordRow>>(`${LIST}/${id}/records?status=2`);
    expect(records.data.total).toBe(1);
    const customerId = records.data.list[0]?.customer.id;
    const timeline = await api.get<{ list: { event_type: string }[] }>(
      `/scrm/v1/customer/customers/${customerId}/events`,
    );
    const types = (timeline.data?.list ?? []).map((event) => event.event_type);
    expect(types).toEqual(expect.arrayContaining(['welcome_sent', 'joined_group']));
  });

  it('when a group reaches the member cap the card rotates to the next group', async () => {
    const fresh = (await api.get<RuleOptions>(`${LIST}-options`)).data;
    // The larger group first: with the cap one above it, the join fills it and the smaller
    // one still has room (the seed's member counts depend on the day, and on PostgreSQL the
    // options come in another order).
    const [first, second] = [...fresh.groups].sort(
      (a, b) => (b.member_count ?? 0) - (a.member_count ?? 0),
    );
    const cap = (first?.member_count ?? 0) + 1;
    const created = await api.post<{ id: number }>(
      LIST,
      form({ name: '满群轮换', group_ids: [first?.id, second?.id], member_cap: cap }),
    );
    const id = created.data.id;
    expect((await add(id, true)).data.group).toBe(first?.name);
    const next = await add(id, false);
    expect(next.data.group).toBe(second?.name);
    const rule = await detail(id);
    expect(rule.groups[0]?.full).toBe(true);
    expect(rule.current_group).toBe(second?.name);
  });

  it('a disabled rule can be toggled and a deleted rule is gone with its records', async () => {
    const id = (await api.post<{ id: number }>(LIST, form({ name: '删除规则' }))).data.id;
    await add(id, false);
    expect((await api.post(`${LIST}/${id}/status`, { enabled: false })).msg).toBe('success');
    expect((await detail(id)).enabled).toBe(false);
    expect((await api.del(`${LIST}/${id}`)).msg).toBe('success');
    expect((await api.get(`${LIST}/${id}`)).code).not.toBe(0);
  });

  it('a duplicate rule name is refused in Chinese', async () => {
    await api.post(LIST, form({ name: '重名规则' }));
    const again = await api.post(LIST, form({ name: '重名规则' }));
    expect(again.msg).toContain('已存在');
  });

  it("tenant second can neither see nor change demo's rules, nor reference demo's ids", async () => {
    const id = (await api.post<{ id: number }>(LIST, form({ name: '租户隔离' }))).data.id;
    const other = await admin2(t.app);
    expect((await other.get<ListData<NewCustomerRuleRow>>(LIST)).data.list).toEqual([]);
    for (const answer of [
      await other.get(`${LIST}/${id}`),
      await other.get(`${LIST}/${id}/records`),
      await other.post(`${LIST}/${id}`, form({ name: '改名' })),
      await other.post(`${LIST}/${id}/status`, { enabled: false }),
      await other.post(`${LIST}/${id}/sandbox-adds`, { joins: true }),
      await other.del(`${LIST}/${id}`),
    ]) {
      expect(answer.code).not.toBe(0);
    }
    const borrowed = await other.post(LIST, form({ name: '借用' }));
    expect(borrowed.code).not.toBe(0);
    const theirs = (await other.get<RuleOptions>(`${LIST}-options`)).data;
    expect(theirs.groups.some((group) => group.id === options.groups[0]?.id)).toBe(false);
    const mine = await detail(id);
    expect([mine.name, mine.enabled, mine.reached]).toEqual(['租户隔离', true, 0]);
  });
});

describe('a real new friend triggers the rules (customer/event-hooks.ts)', () => {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const invitations = async (where: ReturnType<typeof sql>) =>
    (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from new_customer_group_records where tenant_id = 'demo'
          and ${where}`,
      )
    )[0]!.n;
  const createCode = async (name: string, employeeId: number) => {
    const groups = await api.get<ChannelCodeGroupRow[]>('/scrm/v1/acquiring/channel-code/groups');
    const created = await api.post<{ id: number }>('/scrm/v1/acquiring/channel-codes', {
      name,
      group_id: groups.data.find((group) => group.is_default)?.id,
      employee_ids: [employeeId],
    });
    expect(created.msg).toBe('success');
    return (await api.get<ChannelCodeDetail>(`/scrm/v1/acquiring/channel-codes/${created.data.id}`))
      .data;
  };

  it('a customer added through a channel code scan gets the invitation of the rule covering that code, and one through an uncovered code does not; a replayed add invites once', async () => {
    // An employee no enabled rule covers, so only the code decides.
    const [free] = await rows<{ id: number; user_id: string }>(
      sql`select id, platform_user_id as user_id from employees where tenant_id = 'demo'
        and status = 1 and id not in (select (jsonb_array_elements_text(config -> 'employee_ids'))::int
          from new_customer_group_rules where tenant_id = 'demo' and status = 1)
        order by id limit 1`,
    );
    const covered = await createCode('新客拉群覆盖码', free!.id);
    const other = await createCode('新客拉群未覆盖码', free!.id);
    const rule = await api.post<{ id: number }>(
      LIST,
      form({ name: '扫码新客规则', employee_ids: [], channel_code_ids: [covered.id] }),
    );
    expect(rule.msg).toBe('success');
    const ruleId = rule.data.id;

    const scan = (code: ChannelCodeDetail, name: string) =>
      t.app.inject({
        method: 'POST',
        url: code.scan_path,
        payload: `name=${encodeURIComponent(name)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    await scan(covered, '扫码新客甲');
    await scan(other, '扫码新客乙');
    expect(await invitations(sql`rule_id = ${ruleId}`)).toBe(1);
    expect(await invitations(sql`channel_code_id = ${other.id}`)).toBe(0);
    const records = await api.get<ListData<RuleRecordRow>>(`${LIST}/${ruleId}/records`);
    expect(records.data.list[0]?.customer.name).toBe('扫码新客甲');
    const cardEvents = (where: ReturnType<typeof sql>) =>
      rows<{ n: number }>(
        sql`select count(*)::int as n from customer_events e join customers c
          on c.tenant_id = e.tenant_id and c.id = e.customer_id where e.tenant_id = 'demo'
          and e.event_type = 'welcome_sent' and e.content ->> 'source' = 'new_customer_join_group'
          and ${where}`,
      );
    const [card] = await cardEvents(sql`c.id = ${records.data.list[0]?.customer.id}`);
    expect(card!.n).toBe(1);

    // The platform delivers the same callback twice: one invitation, one timeline event.
    const event = simulateScan({ userId: free!.user_id, state: covered.state, at: new Date() });
    await applyPlatformEvent(t.database.db, 'demo', event);
    await applyPlatformEvent(t.database.db, 'demo', event);
    expect(await invitations(sql`rule_id = ${ruleId}`)).toBe(2);
    const [sent] = await cardEvents(sql`c.external_user_id = ${event.contact.externalUserId}`);
    expect(sent!.n).toBe(1);
  });
});
