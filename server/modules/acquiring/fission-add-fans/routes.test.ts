import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FissionParticipantRow,
  FissionSimulation,
  FissionStatistics,
  FissionTaskDetail,
  FissionTaskRow,
} from '../../../../contract/acquiring/fission-add-fans';
import type { FissionFormInput } from '../../../../contract/acquiring/fission-add-fans-form';
import type { DirectoryOptions } from '../../../../contract/company/mail-list';
import type { ListData } from '../../../../contract/envelope';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { admin, admin2, callerFor } from '../../customer/customer-list/customer-core.test-kit';
import type { Caller } from '../../customer/customer-list/customer-core.test-kit';
import { fissionParticipants } from '../../../db/schema/acquiring-fission';
import { addChinaDays, chinaClock } from '../../../../contract/china-time';
import { handleFissionScan } from './fission-scan';

let t: TestApp;
let api: Caller;
let staff: number[];
const BASE = '/scrm/v1/acquiring/fission-add-fans';
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  api = await admin(t.app);
  const options = await api.get<DirectoryOptions>('/scrm/v1/company/directory/options');
  staff = options.data.employees.map((employee) => employee.id);
});
afterAll(() => t.close());

const today = () => chinaClock(new Date(t.clock.now)).date;

function form(partial: Partial<FissionFormInput> = {}): FissionFormInput {
  return {
    name: '测试裂变',
    start_date: addChinaDays(today(), -1),
    end_date: addChinaDays(today(), 10),
    employee_ids: [staff[0]!],
    new_friends_only: true,
    delete_invalid_days: 3,
    stages: [
      { invites: 2, reward_name: '优惠券', reward_type: 'link', reward_link: 'https://e.com/r' },
      { invites: 3, reward_name: '实物礼品', reward_type: 'manual' },
    ],
    poster: { title: '邀请好友领好礼' },
    ...partial,
  };
}

async function createTask(partial: Partial<FissionFormInput> = {}) {
  const created = await api.post<{ id: number }>(BASE, form(partial));
  expect(created.msg).toBe('success');
  return (await api.get<FissionTaskDetail>(`${BASE}/${created.data.id}`)).data;
}

const scan = (taskId: number, body: Record<string, unknown> = {}) =>
  api.post<FissionSimulation>(`${BASE}/${taskId}/simulate-scan`, body);

async function participants(taskId: number, query = '') {
  return (await api.get<ListData<FissionParticipantRow>>(`${BASE}/${taskId}/participants?${query}`))
    .data;
}

describe('/fission-add-fans 裂变加粉', () => {
  it('answers the signed-in tenant its list, 20 a page unless asked (spec §9)', async () => {
    const response = await api.get<ListData<FissionTaskRow>>(BASE);
    expect(response).toMatchObject({ code: 0, data: { page: 1, page_size: 20 } });
  });

  it("refuses a role without the page's code with 403 (spec §6)", async () => {
    const newbie = await callerFor(t.app, 'newbie', 'Newbie@123');
    expect((await newbie.get(BASE)).status).toBe(403);
  });

  it('seeds demo with an ended, a running and a not-started task, with chained participants and rewards', async () => {
    const list = (await api.get<ListData<FissionTaskRow>>(`${BASE}?page_size=100`)).data.list;
    const seeded = ['双11老带新裂变', '年终福利裂变·邀好友领好礼', '新春预热裂变'].map((name) =>
      list.find((row) => row.name === name)!,
    );
    expect(seeded.map((row) => row.status)).toEqual([3, 2, 1]);
    expect(seeded[0]!.participants).toBeGreaterThan(10);
    expect(seeded[1]!.valid_invites).toBeGreaterThan(5);
    expect(seeded[2]!.participants).toBe(0);
    const stats = (await api.get<FissionStatistics>(`${BASE}/${seeded[1]!.id}/statistics`)).data;
    expect(stats.participants).toBe(seeded[1]!.participants);
    expect(stats.lost + stats.not_new).toBeGreaterThan(0);
    expect(stats.trend.length).toBeGreaterThan(20);
  });

  it('answers 400 naming the field for a bad body, and writes nothing', async () => {
    const before = (await api.get<ListData<FissionTaskRow>>(BASE)).data.total;
    const rising = await api.post(BASE, {
      ...form(),
      stages: [
        { invites: 3, reward_name: 'a', reward_type: 'manual' },
        { invites: 2, reward_name: 'b', reward_type: 'manual' },
      ],
    });
    expect(rising.status).toBe(400);
    expect(rising.msg).toContain('每一阶段的邀请人数必须多于上一阶段');
    const noLink = await api.post(BASE, {
      ...form(),
      stages: [{ invites: 1, reward_name: 'a', reward_type: 'link' }],
    });
    expect(noLink.msg).toContain('请填写领奖链接');
    const noStaff = await api.post(BASE, { ...form(), employee_ids: [] });
    expect(noStaff.msg).toContain('请至少选择一位添加员工');
    const backwards = await api.post(BASE, { ...form(), end_date: addChinaDays(today(), -5) });
    expect(backwards.msg).toContain('结束日期不能早于开始日期');
    expect((await api.get<ListData<FissionTaskRow>>(BASE)).data.total).toBe(before);
  });

  it('status follows the time window: 未开始, 进行中, 已结束 (and filters by it)', async () => {
    const future = await createTask({
      name: '未来任务',
      start_date: addChinaDays(today(), 2),
      end_date: addChinaDays(today(), 5),
    });
    const running = await createTask({ name: '进行任务' });
    expect([future.status, running.status]).toEqual([1, 2]);
    const pending = await api.get<ListData<FissionTaskRow>>(`${BASE}?status=1`);
    expect(pending.data.list.map((row) => row.id)).toContain(future.id);
    expect(pending.data.list.map((row) => row.id)).not.toContain(running.id);
    await api.post(`${BASE}/${running.id}/end`);
    expect((await api.get<FissionTaskDetail>(`${BASE}/${running.id}`)).data.status).toBe(3);
  });

  it('scans before the start or after the end count nothing', async () => {
    const future = await createTask({
      start_date: addChinaDays(today(), 2),
      end_date: addChinaDays(today(), 5),
    });
    expect((await scan(future.id)).data).toMatchObject({
      ok: false,
      message: '活动尚未开始，扫码不计入助力',
    });
    const running = await createTask();
    await api.post(`${BASE}/${running.id}/end`);
    expect((await scan(running.id)).data.ok).toBe(false);
    expect((await participants(running.id)).total).toBe(0);
  });

  it('runs a task through two invite levels: each level counts for its own inviter and reaching the goal unlocks the reward', async () => {
    const task = await createTask();
    const root = (await scan(task.id, { nickname: '种子用户' })).data;
    expect(root).toMatchObject({ ok: true, inviter: null });
    const a = root.participant!.id;
    const b = (await scan(task.id, { participant_id: a, nickname: '好友乙' })).data;
    expect(b).toMatchObject({ ok: true, message: '助力有效', inviter: { id: a } });
    await scan(task.id, { participant_id: a, nickname: '好友丙' });
    const d = (await scan(task.id, { participant_id: b.participant!.id, nickname: '好友丁' })).data;
    expect(d.inviter?.name).toBe('好友乙');

    const list = await participants(task.id);
    const seed = list.list.find((row) => row.id === a)!;
    expect(seed).toMatchObject({ valid: 2, stage: 1, inviter: null });
    expect(seed.rewards).toEqual([
      expect.objectContaining({
        stage: 1,
        status: 2,
        value: 'https://e.com/r',
        reward_type: 'link',
      }),
    ]);
    const friend = list.list.find((row) => row.id === b.participant!.id)!;
    expect(friend).toMatchObject({ valid: 1, stage: 0, inviter: { id: a, name: '种子用户' } });
    expect((await participants(task.id, 'stage=1')).list.map((row) => row.id)).toEqual([a]);

    const stats = (await api.get<FissionStatistics>(`${BASE}/${task.id}/statistics`)).data;
    expect(stats).toMatchObject({
      participants: 4,
      invites: 3,
      valid: 3,
      new_friends: 3,
      completions: 0,
      stage_counts: [1, 0],
      rewards_granted: 1,
    });
    expect(stats.leaderboard[0]).toMatchObject({ id: a, valid: 2, stage: 1 });
    const day = stats.trend.find((point) => point.day === today());
    expect(day).toMatchObject({ participants: 4, new_friends: 3, valid: 3 });
    const row = (await api.get<ListData<FissionTaskRow>>(`${BASE}?name=测试裂变`)).data.list.find(
      (item) => item.id === task.id,
    );
    expect(row).toMatchObject({ participants: 4, valid_invites: 3, completions: 0 });
  });

  it('new friends only: an existing customer who scans a poster does not count; with the switch off they do', async () => {
    const strict = await createTask();
    const a = (await scan(strict.id)).data.participant!.id;
    expect(
      (await scan(strict.id, { participant_id: a, existing_customer: true })).data.message,
    ).toBe('老客户，不计入助力');
    expect((await participants(strict.id)).list.find((row) => row.id === a)).toMatchObject({
      valid: 0,
      not_new: 1,
    });
    const open = await createTask({ new_friends_only: false });
    const b = (await scan(open.id)).data.participant!.id;
    await scan(open.id, { participant_id: b, existing_customer: true });
    expect((await participants(open.id)).list.find((row) => row.id === b)?.valid).toBe(1);
  });

  it('an invitee counts once: a participant scanning another poster is not counted again', async () => {
    const task = await createTask({ new_friends_only: false });
    const a = (await scan(task.id)).data.participant!.id;
    const b = (await scan(task.id)).data.participant!.id;
    const c = (await scan(task.id, { participant_id: a })).data.participant!.id;
    // c, already in the task, scans b's poster (the domain function, as the platform would).
    const rows = await participants(task.id);
    const posterOfB = rows.list
      .find((row) => row.id === b)!
      .poster_path.split('/')
      .at(-1)!;
    const cRow = rows.list.find((row) => row.id === c)!;
    const [cp] = await t.database.db
      .select({ customerId: fissionParticipants.customerId })
      .from(fissionParticipants)
      .where(eq(fissionParticipants.id, cRow.id));
    const again = await handleFissionScan(
      t.database.db,
      posterOfB,
      { existingCustomerId: cp!.customerId },
      new Date(t.clock.now),
    );
    expect(again).toMatchObject({
      ok: true,
      repeat: true,
      invite: { counted: false, why: 'repeat' },
    });
    const self = (await scan(task.id, { participant_id: a })).data;
    expect(self.ok).toBe(true);
    const after = await participants(task.id);
    expect(after.list.find((row) => row.id === b)?.valid).toBe(0);
    expect(after.list.find((row) => row.id === a)?.valid).toBe(2);
  });

  it('a friend who deletes the employee within N days is lost and the unreached reward is taken back; after N days it stays valid', async () => {
    const task = await createTask({
      delete_invalid_days: 3,
      stages: [{ invites: 2, reward_name: '礼品', reward_type: 'manual' }],
    });
    const a = (await scan(task.id)).data.participant!.id;
    const b = (await scan(task.id, { participant_id: a })).data.participant!.id;
    const c = (await scan(task.id, { participant_id: a })).data.participant!.id;
    const reached = (await participants(task.id)).list.find((row) => row.id === a)!;
    expect(reached).toMatchObject({ valid: 2, stage: 1, rewards: [{ stage: 1, status: 1 }] });

    // Tokens last 8 hours: sign in again after moving the clock.
    t.clock.advance(1 * DAY_MS);
    api = await admin(t.app);
    const early = await api.post<{ counted_lost: boolean }>(`${BASE}/${task.id}/simulate-delete`, {
      participant_id: b,
    });
    expect(early.data.counted_lost).toBe(true);
    const dropped = (await participants(task.id)).list.find((row) => row.id === a)!;
    expect(dropped).toMatchObject({ valid: 1, lost: 1, stage: 0, rewards: [] });

    t.clock.advance(3 * DAY_MS);
    api = await admin(t.app);
    const late = await api.post<{ counted_lost: boolean }>(`${BASE}/${task.id}/simulate-delete`, {
      participant_id: c,
    });
    expect(late.data.counted_lost).toBe(false);
    expect((await participants(task.id)).list.find((row) => row.id === a)?.valid).toBe(1);
    const stats = (await api.get<FissionStatistics>(`${BASE}/${task.id}/statistics`)).data;
    expect(stats).toMatchObject({ valid: 1, lost: 1, new_friends: 2 });
  });

  it('redemption codes are handed out in order; when the pool runs out the reward waits to be handed over', async () => {
    const task = await createTask({
      stages: [
        { invites: 1, reward_name: '兑换码', reward_type: 'code', reward_codes: ['CODE-1'] },
      ],
    });
    const a = (await scan(task.id)).data.participant!.id;
    const b = (await scan(task.id)).data.participant!.id;
    await scan(task.id, { participant_id: a });
    await scan(task.id, { participant_id: b });
    const rows = (await participants(task.id)).list;
    expect(rows.find((row) => row.id === a)?.rewards[0]).toMatchObject({
      status: 2,
      value: 'CODE-1',
    });
    const pending = rows.find((row) => row.id === b)!.rewards[0]!;
    expect(pending).toMatchObject({ status: 1, value: '' });
    await api.post(`${BASE}/${task.id}/rewards/${pending.id}/grant`);
    const granted = (await participants(task.id)).list.find((row) => row.id === b)!.rewards[0];
    expect(granted?.status).toBe(2);
  });

  it('the public poster URL adds a simulated friend and shows their own poster link', async () => {
    const task = await createTask();
    const response = await t.app.inject({
      method: 'GET',
      url: `${task.poster_path}?name=海报访客`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('海报访客');
    expect(response.body).toContain('我的专属海报');
    expect((await participants(task.id)).list[0]?.name).toBe('海报访客');
    const unknown = await t.app.inject({ method: 'GET', url: '/s/f/0123456789abcdef' });
    expect(unknown.statusCode).toBe(404);
  });

  it("exports a task's participants through the export center with the list's filters", async () => {
    const task = await createTask({ name: '导出任务' });
    const a = (await scan(task.id, { nickname: '导出甲' })).data.participant!.id;
    await scan(task.id, { participant_id: a, nickname: '导出乙' });
    const created = await api.post<{ id: number }>('/scrm/v1/setting/export-log/create', {
      type: 'fission_participants',
      format: 'csv',
      columns: ['name', 'inviter', 'valid'],
      filters: { task_id: String(task.id) },
    });
    expect(created.code).toBe(0);
    await t.jobs.runDue();
    const link = await api.post<{ url: string }>(
      `/scrm/v1/setting/export-log/${created.data.id}/link`,
    );
    const file = await t.app.inject({ url: link.data.url });
    expect(file.body.startsWith('\uFEFF参与人,邀请人,有效邀请\r\n')).toBe(true);
    expect(file.body).toContain('导出甲,任务海报,1');
    expect(file.body).toContain('导出乙,导出甲,0');
    const other = await admin2(t.app);
    const foreign = await other.post<{ id: number }>('/scrm/v1/setting/export-log/create', {
      type: 'fission_participants',
      format: 'csv',
      columns: ['name'],
      filters: { task_id: String(task.id) },
    });
    if (foreign.code === 0) {
      await t.jobs.runDue();
      const rows = await other.get<{ list: { id: number; status: string; rows: number }[] }>(
        '/scrm/v1/setting/export-log/list',
      );
      const job = rows.data.list.find((row) => row.id === foreign.data.id);
      expect(job?.rows ?? 0).toBe(0);
      expect(job?.status).not.toBe('done');
    }
  });

  it('tenant second sees, changes and opens nothing of demo (every endpoint)', async () => {
    const task = await createTask({ name: '演示专属' });
    const a = (await scan(task.id)).data.participant!.id;
    await scan(task.id, { participant_id: a });
    await scan(task.id, { participant_id: a });
    const reward = (await participants(task.id)).list.find((row) => row.id === a)!.rewards[0]!;
    const other = await admin2(t.app);
    const answers = await Promise.all([
      other.get(`${BASE}/${task.id}`),
      other.post(`${BASE}/${task.id}`, form({ name: '偷改' })),
      other.post(`${BASE}/${task.id}/end`),
      other.get(`${BASE}/${task.id}/statistics`),
      other.get(`${BASE}/${task.id}/participants`),
      other.post(`${BASE}/${task.id}/rewards/${reward.id}/grant`),
      other.post(`${BASE}/${task.id}/simulate-scan`, { participant_id: a }),
      other.post(`${BASE}/${task.id}/simulate-delete`, { participant_id: a }),
      other.del(`${BASE}/${task.id}`),
    ]);
    for (const answer of answers) expect(answer.code).not.toBe(0);
    const list = await other.get<ListData<FissionTaskRow>>(`${BASE}?page_size=100`);
    expect(list.data.list.some((row) => row.id === task.id)).toBe(false);
    // Nothing of demo's changed.
    const detail = (await api.get<FissionTaskDetail>(`${BASE}/${task.id}`)).data;
    expect(detail).toMatchObject({ name: '演示专属', status: 2, participants: 3 });
    const after = (await participants(task.id)).list.find((row) => row.id === a)!;
    expect(after.valid).toBe(2);
    // A task of second cannot name demo's employees.
    const cross = await other.post(BASE, form({ name: '跨租户' }));
    expect(cross.code).not.toBe(0);
  });
});
