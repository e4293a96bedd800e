import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupOption, GroupWelcomeRow } from '../../../contract/acquiring/group-welcome';
import type {
  WelcomeLogRow,
  WelcomeLogSummary,
  WelcomeRow,
} from '../../../contract/acquiring/welcome';
import type {
  ChannelCodeDetail,
  ChannelCodeGroupRow,
} from '../../../contract/acquiring/channel-code';
import type { ListData } from '../../../contract/envelope';
import { employees } from '../../db/schema/directory';
import { createTestApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';
import { admin, admin2 } from '../customer/customer-list/customer-core.test-kit';
import type { Caller } from '../customer/customer-list/customer-core.test-kit';
import { welcomeOnAdd } from './welcome/welcome-engine';
import { createChannelCode, nextChina, scanAndFindLog } from './welcome/welcome.test-kit';

let t: TestApp;
let api: Caller;
let other: Caller;
let free: number; // an employee with no welcome of their own
let codeGroupId: number;
const W = '/scrm/v1/acquiring/welcomes';
const LOGS = '/scrm/v1/acquiring/welcome-logs';
const SETTINGS = '/scrm/v1/acquiring/welcome-settings';
const text = (value: string) => ({ text: value, attachments: [] });

beforeAll(async () => {
  t = await createTestApp();
  api = await admin(t.app);
  other = await admin2(t.app);
  const welcomes = await api.get<ListData<WelcomeRow>>(`${W}?page=1&page_size=100`);
  const taken = new Set(welcomes.data.list.flatMap((row) => row.employees.map((x) => x.id)));
  const staff = await t.database.db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(eq(employees.tenantId, 'demo'), eq(employees.status, 1), eq(employees.seatStatus, 1)),
    );
  free = staff.map((row) => row.id).find((id) => !taken.has(id)) ?? 0;
  const groups = await api.get<ChannelCodeGroupRow[]>('/scrm/v1/acquiring/channel-code/groups');
  codeGroupId = groups.data.find((group) => group.is_default)?.id ?? 0;
});
afterAll(() => t.close());

/** Moves the clock and signs in again (a token lives 8 hours of the clock). */
async function setClock(ms: number) {
  t.clock.now = ms;
  api = await admin(t.app);
  other = await admin2(t.app);
}

const channelCode = (type: 1 | 2 | 3, name: string) =>
  createChannelCode(api, { groupId: codeGroupId, employeeId: free }, type, name);
const scanAndLog = (code: ChannelCodeDetail, nickname: string) =>
  scanAndFindLog(t.app, api, code, nickname);

describe('/welcome (issue #16)', () => {
  it('seeded: a default welcome first, scoped welcomes, and 90 days of diagnostics', async () => {
    const list = await api.get<ListData<WelcomeRow>>(`${W}?page=1&page_size=20`);
    expect(list.data.list[0]?.is_default).toBe(true);
    expect(list.data.total).toBeGreaterThanOrEqual(2);
    const summary = await api.get<WelcomeLogSummary>('/scrm/v1/acquiring/welcome-log-summary');
    expect(summary.data.total).toBeGreaterThan(50);
    expect(summary.data.by_outcome.sent).toBeGreaterThan(0);
  });

  it('spec §8: an empty employee scope answers 101114003, nothing written', async () => {
    const before = (await api.get<ListData<WelcomeRow>>(W)).data.total;
    const answer = await api.post(W, { message: text('你好') });
    expect(answer.code).toBe(101114003);
    expect((await api.get<ListData<WelcomeRow>>(W)).data.total).toBe(before);
  });

  it('spec §8: a welcome for an employee who already has one answers 101114002', async () => {
    const list = await api.get<ListData<WelcomeRow>>(`${W}?page_size=100`);
    const taken = list.data.list.find((row) => row.employees.length > 0)!.employees[0]!;
    const answer = await api.post(W, { employee_ids: [taken.id], message: text('你好') });
    expect(answer.code).toBe(101114002);
    expect(answer.msg).toContain(taken.name);
  });

  it('a bad body is 400 naming the field (unknown variable, 10 attachments)', async () => {
    const unknown = await api.post(W, { employee_ids: [free], message: text('你好{手机号}') });
    expect(unknown.status).toBe(400);
    expect(unknown.msg).toContain('未知变量');
  });

  it('scans at given times: the period message inside the window, the main one outside; the log says why', async () => {
    const saved = await api.post<{ id: number }>(W, {
      employee_ids: [free],
      message: text('主欢迎语{客户昵称}'),
      periods_enable: true,
      periods: [
        { weekdays: [1], start_time: '19:00', end_time: '22:00', message: text('周一晚间') },
      ],
    });
    expect(saved.code).toBe(0);
    const code = await channelCode(2, '时段测试码');
    await setClock(nextChina(1, '20:00'));
    const inside = await scanAndLog(code, '时段内客户');
    expect([inside.outcome, inside.source, inside.reason]).toEqual([
      'sent',
      'employee',
      'employee_period',
    ]);
    expect(inside.text_preview).toBe('周一晚间');
    expect(inside.detail).toContain('19:00-22:00');
    await setClock(nextChina(1, '10:00'));
    const outside = await scanAndLog(code, '时段外客户');
    // issue #38 item 9: the log shows the text as sent (the nickname filled in).
    expect([outside.reason, outside.text_preview]).toEqual(['employee', '主欢迎语时段外客户']);
  });

  it('the welcome log shows the text as sent, its variables filled with the customer’s nickname and the employee’s name (issue #38 item 9)', async () => {
    const welcomes = await api.get<ListData<WelcomeRow>>(`${W}?page=1&page_size=100`);
    const taken = new Set(welcomes.data.list.flatMap((row) => row.employees.map((x) => x.id)));
    const staff = await t.database.db
      .select({ id: employees.id, name: employees.name })
      .from(employees)
      .where(
        and(eq(employees.tenantId, 'demo'), eq(employees.status, 1), eq(employees.seatStatus, 1)),
      );
    const employee = staff.find((row) => !taken.has(row.id) && row.id !== free);
    expect(employee).toBeDefined();
    const saved = await api.post<{ id: number }>(W, {
      employee_ids: [employee?.id],
      message: text('{客户昵称}您好，我是{员工姓名}'),
    });
    expect(saved.code).toBe(0);
    const code = await createChannelCode(
      api,
      { groupId: codeGroupId, employeeId: employee?.id ?? 0 },
      2,
      '变量测试码',
    );
    const row = await scanAndLog(code, '变量客户');
    expect(row.text_preview).toBe(`变量客户您好，我是${employee?.name}`);
    expect((await api.del(`${W}/${saved.data.id}`)).code).toBe(0);
  });

  it('a customer added through a shunt code is attributed to that shunt code in the welcome log, not 非活码添加 (issue #38 item 9)', async () => {
    const created = await api.post<{ id: number }>('/scrm/v1/acquiring/shunt-codes', {
      name: '分流归因',
      targets: [{ kind: 'employee', ref_id: free }],
    });
    expect(created.msg).toBe('success');
    const detail = await api.get<{ scan_path: string }>(
      `/scrm/v1/acquiring/shunt-codes/${created.data.id}`,
    );
    const key = detail.data.scan_path.split('/').pop() as string;
    const page = await t.app.inject({ method: 'GET', url: `/s/s/${key}` });
    const token = /name="t" value="([0-9a-f]{32})"/.exec(page.body)?.[1] as string;
    const added = await t.app.inject({
      method: 'POST',
      url: `/s/s/${key}`,
      payload: `t=${token}&name=${encodeURIComponent('分流客户')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(added.body).toContain('添加成功');
    const logs = await api.get<ListData<WelcomeLogRow>>(`${LOGS}?page_size=100`);
    const row = logs.data.list.find((log) => log.customer.name === '分流客户');
    expect(row?.acquired_by).toEqual({ kind: 'shunt_code', id: created.data.id, name: '分流归因' });
    expect(row?.channel_code).toBeNull();
  });

  it("code > employee: a code's own welcome is recorded as the code's; a code set to none sends nothing", async () => {
    const own = await scanAndLog(await channelCode(1, '自带欢迎语码'), '活码客户');
    expect([own.outcome, own.source, own.reason]).toEqual(['sent', 'code', 'code_own']);
    const none = await scanAndLog(await channelCode(3, '不发送码'), '不发客户');
    expect([none.outcome, none.reason]).toEqual(['skipped', 'code_none']);
  });

  it('a nickname with a blocked word is skipped with the word named', async () => {
    const code = await channelCode(2, '屏蔽测试码');
    const blocked = await scanAndLog(code, '代理广告');
    expect([blocked.outcome, blocked.reason]).toEqual(['skipped', 'nickname_blocked']);
    expect(blocked.detail).toContain('广告');
  });

  it('no welcome for the employee and no default: skipped as no_welcome', async () => {
    const list = await api.get<ListData<WelcomeRow>>(`${W}?page_size=100`);
    for (const row of list.data.list.filter(
      (r) => r.is_default || r.employees.some((x) => x.id === free),
    )) {
      expect((await api.del(`${W}/${row.id}`)).code).toBe(0);
    }
    const none = await scanAndLog(await channelCode(2, '无欢迎语码'), '无欢迎语客户');
    expect([none.outcome, none.reason]).toEqual(['skipped', 'no_welcome']);
  });

  it('platform window expired and platform error are recorded as failed with the reason', async () => {
    await api.post(W, { is_default: true, message: text('默认欢迎语') });
    const [customer] = (await api.get<ListData<WelcomeLogRow>>(`${LOGS}?page_size=1`)).data.list;
    const at = t.clock.now + 3_600_000;
    // An add processed `delay` ms after it happened (WeCom's welcome_code lives 20 s).
    const add = (offset: number, delay: number) =>
      welcomeOnAdd(
        t.database.db,
        'demo',
        {
          customerId: customer!.customer.id,
          employeeId: free,
          channelCodeId: null,
          at: new Date(at + offset),
        },
        new Date(at + offset + delay),
      );
    const seat = (seatStatus: number) =>
      t.database.db
        .update(employees)
        .set({ seatStatus })
        .where(and(eq(employees.tenantId, 'demo'), eq(employees.id, free)));
    const late = await add(0, 30_000);
    expect([late.outcome, late.reason]).toEqual(['failed', 'window_expired']);
    await seat(2);
    const refused = await add(60_000, 1_000);
    expect([refused.outcome, refused.reason]).toEqual(['failed', 'platform_error']);
    await seat(1);
    const failed = await api.get<ListData<WelcomeLogRow>>(
      `${LOGS}?outcome=failed&employee_id=${free}`,
    );
    expect(failed.data.list.map((row) => row.reason)).toEqual(
      expect.arrayContaining(['window_expired', 'platform_error']),
    );
  });
});

describe('/group-welcome (issue #16)', () => {
  const G = '/scrm/v1/acquiring/group-welcomes';
  it('a join into a group with a template is sent and logged; one attachment at most', async () => {
    const groups = (await api.get<GroupOption[]>('/scrm/v1/acquiring/group-welcome-groups')).data;
    const list = await api.get<ListData<GroupWelcomeRow>>(G);
    const used = new Set(list.data.list.flatMap((row) => row.groups.map((g) => g.id)));
    const owners = new Set(list.data.list.flatMap((row) => row.owners.map((o) => o.id)));
    const target = groups.find((g) => !used.has(g.id) && !owners.has(g.owner?.id ?? 0))!;
    const before = await api.post<{ outcome: string }>(
      '/scrm/v1/acquiring/group-welcome-simulate-join',
      { group_id: target.id },
    );
    expect(before.data.outcome).toBe('skipped');
    const two = await api.post(G, {
      name: '两个附件',
      message: {
        text: '欢迎',
        attachments: [
          { type: 'link', title: 'a', url: 'https://a.cn' },
          { type: 'link', title: 'b', url: 'https://b.cn' },
        ],
      },
      group_ids: [target.id],
    });
    expect(two.status).toBe(400);
    expect(
      (await api.post(G, { name: '测试群欢迎', message: text('欢迎入群'), group_ids: [target.id] }))
        .code,
    ).toBe(0);
    const join = await api.post<{ outcome: string }>(
      '/scrm/v1/acquiring/group-welcome-simulate-join',
      { group_id: target.id },
    );
    expect(join.data.outcome).toBe('sent');
    const logs = await api.get<ListData<{ reason: string; template: { name: string } | null }>>(
      `/scrm/v1/acquiring/group-welcome-logs?group_id=${target.id}`,
    );
    expect(logs.data.list[0]).toMatchObject({ reason: 'group', template: { name: '测试群欢迎' } });
  });
});

describe('tenant second sees and changes none of demo (issue #16)', () => {
  it('every endpoint with demo ids answers nothing of demo', async () => {
    const welcome = (await api.get<ListData<WelcomeRow>>(W)).data.list[0]!;
    const template = (await api.get<ListData<GroupWelcomeRow>>('/scrm/v1/acquiring/group-welcomes'))
      .data.list[0]!;
    const demoGroup = (await api.get<GroupOption[]>('/scrm/v1/acquiring/group-welcome-groups'))
      .data[0]!;
    const demoEmployee = welcome.employees[0]?.id ?? free;
    expect((await other.get<ListData<WelcomeRow>>(W)).data.total).toBe(0);
    expect((await other.get(`${W}/${welcome.id}`)).code).toBe(101114004);
    expect(
      (await other.post(`${W}/${welcome.id}`, { employee_ids: [demoEmployee], message: text('x') }))
        .code,
    ).toBe(101114004);
    expect((await other.post(W, { employee_ids: [demoEmployee], message: text('x') })).code).toBe(
      101114004,
    );
    expect((await other.del(`${W}/${welcome.id}`)).code).toBe(101114004);
    expect(
      (await other.get<ListData<WelcomeLogRow>>(`${LOGS}?employee_id=${demoEmployee}`)).data.total,
    ).toBe(0);
    expect(
      (await other.get<WelcomeLogSummary>('/scrm/v1/acquiring/welcome-log-summary')).data.total,
    ).toBe(0);
    const demoCodes = (await api.get<{ id: number }[]>('/scrm/v1/acquiring/welcome-code-options'))
      .data;
    const secondCodes = (
      await other.get<{ id: number }[]>('/scrm/v1/acquiring/welcome-code-options')
    ).data;
    expect(demoCodes.length).toBeGreaterThan(0);
    expect(secondCodes.some((code) => demoCodes.some((mine) => mine.id === code.id))).toBe(false);
    expect(
      (await other.get<{ nickname_block_words: string[] }>('/scrm/v1/acquiring/welcome-settings'))
        .data.nickname_block_words,
    ).toEqual([]);
    const G = '/scrm/v1/acquiring/group-welcomes';
    expect((await other.get<ListData<GroupWelcomeRow>>(G)).data.total).toBe(0);
    expect((await other.get(`${G}/${template.id}`)).code).toBe(101115001);
    expect(
      (
        await other.post(`${G}/${template.id}`, {
          name: 'x',
          message: text('x'),
          group_ids: [demoGroup.id],
        })
      ).code,
    ).toBe(101115001);
    expect(
      (await other.post(G, { name: 'x', message: text('x'), group_ids: [demoGroup.id] })).code,
    ).toBe(101115001);
    expect((await other.del(`${G}/${template.id}`)).code).toBe(101115001);
    expect(
      (
        await other.get<ListData<unknown>>(
          `/scrm/v1/acquiring/group-welcome-logs?group_id=${demoGroup.id}`,
        )
      ).data.total,
    ).toBe(0);
    expect(
      (await other.get<GroupOption[]>('/scrm/v1/acquiring/group-welcome-groups')).data.map(
        (g) => g.id,
      ),
    ).not.toContain(demoGroup.id);
    expect(
      (
        await other.post('/scrm/v1/acquiring/group-welcome-simulate-join', {
          group_id: demoGroup.id,
        })
      ).code,
    ).toBe(101115001);
    const demoCode = demoCodes[0]!.id;
    expect(
      (await other.get<ListData<WelcomeLogRow>>(`${LOGS}?channel_code_id=${demoCode}`)).data.total,
    ).toBe(0);
    // second's own block list is its own: demo's words stay as they were.
    const demoWords = (await api.get<{ nickname_block_words: string[] }>(SETTINGS)).data;
    expect((await other.post(SETTINGS, { nickname_block_words: ['第二'] })).code).toBe(0);
    expect((await api.get(SETTINGS)).data).toEqual(demoWords);
    // demo's records are unchanged.
    expect((await api.get(`${W}/${welcome.id}`)).code).toBe(0);
    expect((await api.get(`${G}/${template.id}`)).code).toBe(0);
  });
});
