import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChannelCodeDetail,
  ChannelCodeFormInput,
  ChannelCodeGroupRow,
} from '../../../../contract/acquiring/channel-code';
import type {
  CustomerDetail,
  CustomerEvent,
  CustomerRow,
} from '../../../../contract/customer/customer-list';
import type { DirectoryOptions } from '../../../../contract/company/mail-list';
import type { ListData } from '../../../../contract/envelope';
import type { TagGroupRow } from '../../../../contract/customer/tag-manage';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { admin, callerFor } from '../../customer/customer-list/customer-core.test-kit';
import type { Caller } from '../../customer/customer-list/customer-core.test-kit';

let t: TestApp;
let api: Caller;
let staff: number[];
let tagId: number;
let tagName: string;
let groupId: number;

beforeAll(async () => {
  t = await createTestApp();
  api = await admin(t.app);
  const options = await api.get<DirectoryOptions>('/scrm/v1/company/directory/options');
  staff = options.data.employees.map((employee) => employee.id);
  const groups = await api.get<TagGroupRow[]>('/scrm/v1/customer/tag-groups');
  const tag = groups.data[0]?.tags[0];
  tagId = tag?.id ?? 0;
  tagName = tag?.name ?? '';
  const codeGroups = await api.get<ChannelCodeGroupRow[]>('/scrm/v1/acquiring/channel-code/groups');
  groupId = codeGroups.data.find((group) => group.is_default)?.id ?? 0;
});
afterAll(() => t.close());

async function createCode(form: Partial<ChannelCodeFormInput>): Promise<ChannelCodeDetail> {
  const created = await api.post<{ id: number }>('/scrm/v1/acquiring/channel-codes', {
    name: '测试活码',
    group_id: groupId,
    employee_ids: [staff[0]],
    ...form,
  });
  expect(created.msg).toBe('success');
  return (await api.get<ChannelCodeDetail>(`/scrm/v1/acquiring/channel-codes/${created.data.id}`))
    .data;
}

/** Opens the code's page and presses 添加好友 as a customer named `name`. */
async function scan(code: ChannelCodeDetail, name: string) {
  return t.app.inject({
    method: 'POST',
    url: code.scan_path,
    payload: `name=${encodeURIComponent(name)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function customerNamed(name: string): Promise<CustomerRow> {
  const list = await api.get<ListData<CustomerRow>>(
    `/scrm/v1/customer/customers?name=${encodeURIComponent(name)}`,
  );
  const row = list.data.list[0];
  if (!row) throw new Error(`no customer ${name}`);
  return row;
}

describe('channel-code scan (issue #9)', () => {
  it('applies the tags and remark on a scan, attributes the channel (state) and records the welcome', async () => {
    const code = await createCode({
      tag_enable: true,
      tag_ids: [tagId],
      remark_enable: true,
      remark: '扫码',
      description_enable: true,
      description: '来自测试活码',
      welcome_type: 1,
      welcome_text: '欢迎光临',
    });
    const page = await scan(code, '扫码客户甲');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('添加成功');
    expect(page.body).toContain('扫码客户甲');

    const row = await customerNamed('扫码客户甲');
    expect(row.tags.map((tag) => tag.name)).toEqual([tagName]);
    expect(row.channel).toEqual({ id: code.id, name: '测试活码' });
    expect(row.employees.map((employee) => employee.id)).toEqual([staff[0]]);

    const detail = await api.get<CustomerDetail>(`/scrm/v1/customer/customers/${row.id}`);
    expect(detail.data.relations[0]).toMatchObject({
      remark: '扫码客户甲-扫码',
      description: '来自测试活码',
      state: code.state,
      add_way: 1,
    });
    const events = await api.get<ListData<CustomerEvent>>(
      `/scrm/v1/customer/customers/${row.id}/events`,
    );
    const types = events.data.list.map((event) => event.event_type);
    expect(types).toEqual(expect.arrayContaining(['added', 'tag_added', 'welcome_sent']));
    const welcome = events.data.list.find((event) => event.event_type === 'welcome_sent');
    expect(welcome?.content).toMatchObject({ welcome_type: 1, text: '欢迎光临' });
    expect(welcome?.channel?.id).toBe(code.id);
  });

  it('routes by schedule: inside the window to the scheduled employee, outside to the backup', async () => {
    const code = await createCode({
      schedule_enable: true,
      employee_ids: [],
      schedules: [
        { weekdays: [1], start_time: '09:00', end_time: '12:00', employee_ids: [staff[1] ?? 0] },
      ],
      daily_limit_enable: false,
      backup_employee_ids: [staff[2] ?? 0],
    });
    t.clock.now = Date.parse('2025-03-03T10:30:00+08:00'); // a Monday
    await scan(code, '排班客户甲');
    t.clock.now = Date.parse('2025-03-03T13:00:00+08:00');
    await scan(code, '排班客户乙');
    t.clock.now = Date.now();
    expect((await customerNamed('排班客户甲')).employees[0]?.id).toBe(staff[1]);
    expect((await customerNamed('排班客户乙')).employees[0]?.id).toBe(staff[2]);
  });

  it('sends scans past every employee’s daily cap to the backup employee', async () => {
    const code = await createCode({
      employee_ids: [staff[3] ?? 0, staff[4] ?? 0],
      daily_limit_enable: true,
      daily_limits: [
        { employee_id: staff[3] ?? 0, limit: 1 },
        { employee_id: staff[4] ?? 0, limit: 1 },
      ],
      backup_employee_ids: [staff[5] ?? 0],
    });
    for (const name of ['上限客户甲', '上限客户乙', '上限客户丙']) await scan(code, name);
    expect((await customerNamed('上限客户甲')).employees[0]?.id).toBe(staff[3]);
    expect((await customerNamed('上限客户乙')).employees[0]?.id).toBe(staff[4]);
    expect((await customerNamed('上限客户丙')).employees[0]?.id).toBe(staff[5]);
  });

  it('a channel-code scan waits for 添加好友, as a shunt code does: opening the URL adds nobody, pressing it adds one (issue #38)', async () => {
    const code = await createCode({ name: '两步活码' });
    const opened = await t.app.inject({
      method: 'GET',
      url: `${code.scan_path}?name=${encodeURIComponent('两步客户')}`,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('添加好友');
    expect(opened.body).toContain('两步活码');
    const count = async () =>
      (await api.get<ChannelCodeDetail>(`/scrm/v1/acquiring/channel-codes/${code.id}`)).data
        .add_count;
    expect(await count()).toBe(0);
    const added = await scan(code, '两步客户');
    expect(added.body).toContain('添加成功');
    expect(await count()).toBe(1);
  });

  it('answers a Chinese page, and adds nobody, for an unknown scan URL or a HEAD request', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/s/c/0123456789abcdef' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('二维码已失效');
    const code = await createCode({ name: '探测活码' });
    const head = await t.app.inject({ method: 'HEAD', url: code.scan_path });
    expect(head.statusCode).toBe(404);
    const after = await api.get<ChannelCodeDetail>(`/scrm/v1/acquiring/channel-codes/${code.id}`);
    expect(after.data.add_count).toBe(0);
  });

  it('shows a clear page when nobody is on duty and there is no backup', async () => {
    const code = await createCode({
      schedule_enable: true,
      employee_ids: [],
      schedules: [
        { weekdays: [1], start_time: '09:00', end_time: '10:00', employee_ids: [staff[1] ?? 0] },
      ],
    });
    t.clock.now = Date.parse('2025-03-04T11:00:00+08:00'); // a Tuesday
    const page = await scan(code, '无人客户');
    t.clock.now = Date.now();
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('当前没有可添加的员工');
  });

  it('issue #25 finding 8: one source adds at most 20 simulated customers per 10 minutes', async () => {
    const code = await createCode({});
    const from = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: code.scan_path, remoteAddress });
    const answers = [];
    for (let index = 0; index < 25; index += 1) answers.push(await from('10.0.0.8'));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(20);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.body).toContain('扫码过于频繁');
    const detail = await api.get<ChannelCodeDetail>(`/scrm/v1/acquiring/channel-codes/${code.id}`);
    expect(detail.data.add_count).toBe(20);
    // Another source is not affected; the window passes.
    expect((await from('10.0.0.9')).statusCode).toBe(200);
    t.clock.advance(10 * 60_000 + 1);
    expect((await from('10.0.0.8')).statusCode).toBe(200);
  });

  it('issue #25 finding 10: tag and daily-limit ids are checked against the tenant even when switched off', async () => {
    const second = await callerFor(t.app, 'admin2', 'Admin@123');
    const options = await second.get<DirectoryOptions>('/scrm/v1/company/directory/options');
    const groups = await second.get<ChannelCodeGroupRow[]>(
      '/scrm/v1/acquiring/channel-code/groups',
    );
    const base = {
      name: '越权活码',
      group_id: groups.data[0]?.id,
      employee_ids: [options.data.employees[0]?.id],
    };
    const foreignTag = await second.post('/scrm/v1/acquiring/channel-codes', {
      ...base,
      tag_enable: false,
      tag_ids: [tagId],
    });
    expect(foreignTag.code).toBe(109306);
    const foreignStaff = await second.post('/scrm/v1/acquiring/channel-codes', {
      ...base,
      daily_limit_enable: false,
      daily_limits: [{ employee_id: staff[0], limit: 5 }],
    });
    expect(foreignStaff.code).toBe(109305);
    const list = await second.get<ListData<unknown>>(
      `/scrm/v1/acquiring/channel-codes?name=${encodeURIComponent('越权')}`,
    );
    expect(list.data.total).toBe(0);
  });
});
