import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GroupCodeDetail,
  GroupCodeRow,
  GroupStatistics,
} from '../../../../contract/acquiring/group-code';
import type { GroupWelcomeLogRow } from '../../../../contract/acquiring/group-welcome';
import type { Ref } from '../../../../contract/acquiring/tool-fields';
import type { DirectoryOptions } from '../../../../contract/company/mail-list';
import type { ListData } from '../../../../contract/envelope';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { admin, admin2 } from '../../customer/customer-list/customer-core.test-kit';
import type { Caller } from '../../customer/customer-list/customer-core.test-kit';
import { chinaDateOf } from '../../../../contract/china-time';

let t: TestApp;
let api: Caller;
let groups: Ref[];
let owner: number;
const BASE = '/scrm/v1/acquiring/group-codes';

beforeAll(async () => {
  t = await createTestApp();
  api = await admin(t.app);
  groups = (await api.get<Ref[]>('/scrm/v1/acquiring/group-code-groups')).data;
  owner = (await api.get<DirectoryOptions>('/scrm/v1/company/directory/options')).data.employees[0]
    ?.id as number;
});
afterAll(() => t.close());

// Groups already have members (the seed); a code's headcount counts them (issue #38 item 5).
const membersOf = async (index: number) =>
  (await api.get<(Ref & { members: number })[]>('/scrm/v1/acquiring/group-code-groups')).data.find(
    (option) => option.id === groups[index]?.id,
  )?.members ?? 0;
const detail = async (id: number) => (await api.get<GroupCodeDetail>(`${BASE}/${id}`)).data;
const join = (id: number, count: number) =>
  api.post<{ joined: number; switched_to: string | null }>(`${BASE}/${id}/sandbox-joins`, {
    count,
  });

describe('group code (issue #15 /group-code)', () => {
  it('the headcount counts members already in the group: a group of n with 人数上限 n+1 shows n/n+1 and admits 1 more (issue #38 item 5)', async () => {
    const options = (
      await api.get<(Ref & { members: number })[]>('/scrm/v1/acquiring/group-code-groups')
    ).data;
    const populated = options.find((option) => option.members > 0);
    expect(populated).toBeDefined();
    const n = populated?.members ?? 0;
    const created = await api.post<{ id: number }>(BASE, {
      name: '已有成员',
      qrs: [{ group_id: populated?.id, member_cap: n + 1 }],
    });
    expect(created.msg).toBe('success');
    expect((await detail(created.data.id)).qrs[0]?.members).toBe(n);
    expect((await join(created.data.id, 3)).data.joined).toBe(1);
    expect((await detail(created.data.id)).qrs.map((qr) => [qr.members, qr.status])).toEqual([
      [n + 1, 'full'],
    ]);
  });

  it('a customer joining through the code shows in the group’s 入群记录 (the join welcome’s log), as the platform’s join would (issue #38 item 9)', async () => {
    const group = groups[2] ?? groups[0];
    const created = await api.post<{ id: number }>(BASE, {
      name: '入群记录',
      qrs: [{ group_id: group?.id }],
    });
    expect(created.msg).toBe('success');
    const logs = () =>
      api.get<ListData<GroupWelcomeLogRow>>(
        `/scrm/v1/acquiring/group-welcome-logs?page=1&page_size=100&group_id=${group?.id}`,
      );
    const before = (await logs()).data.total;
    expect((await join(created.data.id, 2)).data.joined).toBe(2);
    const after = (await logs()).data;
    expect(after.total).toBe(before + 2);
    expect(after.list.slice(0, 2).map((row) => row.group.id)).toEqual([group?.id, group?.id]);
  });

  it('the 201st join moves to the next group', async () => {
    const created = await api.post<{ id: number }>(BASE, {
      name: '满群切换',
      qrs: [{ group_id: groups[0]?.id }, { group_id: groups[1]?.id }],
    });
    expect(created.msg).toBe('success');
    const room = 200 - (await membersOf(0));
    const second = await membersOf(1);
    expect((await join(created.data.id, room)).data).toEqual({ joined: room, switched_to: null });
    expect((await detail(created.data.id)).qrs[0]?.members).toBe(200);
    const next = await join(created.data.id, 1);
    expect(next.data.switched_to).toBe(groups[1]?.name);
    const after = await detail(created.data.id);
    expect(after.qrs.map((qr) => [qr.members, qr.status])).toEqual([
      [200, 'full'],
      [second + 1, 'current'],
    ]);
    // ~200 joins, each applied like the platform's callback (timeline, join welcome, rules).
  }, 240_000);

  it('an expired QR is skipped and auto-create creates a group when the list runs out', async () => {
    const soon = new Date(t.clock.now + 3_600_000).toISOString();
    const created = await api.post<{ id: number }>(BASE, {
      name: '过期与自动建群',
      qrs: [
        { group_id: null, name: '个人群A', member_cap: 2, expires_at: soon },
        { group_id: groups[2]?.id, member_cap: (await membersOf(2)) + 1 },
      ],
      auto_create: true,
      room_base_name: '自动群',
      owner_employee_id: owner,
    });
    const id = created.data.id;
    t.clock.advance(2 * 3_600_000);
    const first = await join(id, 1);
    expect(first.data.switched_to).toBeNull();
    expect((await detail(id)).qrs.map((qr) => qr.status)).toEqual(['expired', 'full']);
    const second = await join(id, 1);
    expect(second.data.switched_to).toBe('自动群1');
    const final = await detail(id);
    expect(final.qrs.at(-1)).toMatchObject({ name: '自动群1', auto_created: true, members: 1 });
    const today = chinaDateOf(t.clock.now);
    const stats = await api.get<GroupStatistics>(
      `/scrm/v1/acquiring/group-code-statistics?id=${id}&from=${today}&to=${today}`,
    );
    expect(stats.data.totals.joins).toBe(2);
  });

  it('warns when slots run low and refuses a QR valid for more than 7 days', async () => {
    const created = await api.post<{ id: number }>(BASE, {
      name: '名额提醒',
      qrs: [{ group_id: groups[3]?.id, member_cap: (await membersOf(3)) + 10 }],
      warn_slots: 20,
    });
    const row = (await api.get<ListData<GroupCodeRow>>(`${BASE}?name=名额提醒`)).data.list[0];
    expect(row?.warnings.join()).toContain('剩余入群名额仅 10 个');
    expect(created.code).toBe(0);
    const far = new Date(t.clock.now + 8 * 86_400_000).toISOString();
    const refused = await api.post(BASE, {
      name: '超期二维码',
      qrs: [{ group_id: null, name: '个人群B', expires_at: far }],
    });
    expect(refused.msg).toBe('「个人群B」的二维码有效期最长7天');
    expect(
      (
        await api.post(BASE, {
          name: '人数过多',
          qrs: [{ group_id: groups[0]?.id, member_cap: 201 }],
        })
      ).msg,
    ).toBe('群人数上限不能超过200');
  });

  it('spec §8: the sandbox fails with 48002 or 701170 and the answer says what to do', async () => {
    const body = { name: '平台失败', qrs: [{ group_id: groups[0]?.id }] };
    await api.post('/scrm/v1/acquiring/group-code-sandbox', { fail: '48002' });
    const apiError = await api.post(BASE, body);
    expect(apiError.code).toBe(48002);
    expect(apiError.msg).toContain('配置检查');
    await api.post('/scrm/v1/acquiring/group-code-sandbox', { fail: '701170' });
    const noPermission = await api.post(BASE, body);
    expect(noPermission.code).toBe(701170);
    expect(noPermission.msg).toContain('客户联系');
    await api.post('/scrm/v1/acquiring/group-code-sandbox', { fail: 'none' });
    expect((await api.post(BASE, body)).code).toBe(0);
  });

  it('tenant second sees, changes and joins nothing of demo (every endpoint)', async () => {
    const other = await admin2(t.app);
    const id = (await api.get<ListData<GroupCodeRow>>(`${BASE}?page=1&page_size=1`)).data.list[0]
      ?.id as number;
    const theirGroups = await other.get<Ref[]>('/scrm/v1/acquiring/group-code-groups');
    expect(theirGroups.data.some((group) => groups.some((mine) => mine.id === group.id))).toBe(
      false,
    );
    const answers = await Promise.all([
      other.get(`${BASE}/${id}`),
      other.post(`${BASE}/${id}`, { name: '偷改', qrs: [{ group_id: groups[0]?.id }] }),
      other.post(BASE, { name: '借群', qrs: [{ group_id: groups[0]?.id }] }),
      other.post(`${BASE}/${id}/sandbox-joins`, { count: 1 }),
      other.get(`/scrm/v1/acquiring/group-code-statistics?id=${id}&from=2026-01-01&to=2026-01-02`),
      other.del(`${BASE}/${id}`),
    ]);
    for (const answer of answers) expect(answer.code).not.toBe(0);
    expect(
      (await other.get<ListData<GroupCodeRow>>(`${BASE}?page=1&page_size=100`)).data.list.some(
        (row) => row.id === id,
      ),
    ).toBe(false);
  });
});
