import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LockBindingRow,
  LockCodeDetail,
  LockCodeRow,
  LockStatistics,
} from '../../../../contract/acquiring/lock-code';
import type { ListData } from '../../../../contract/envelope';
import type { DirectoryOptions } from '../../../../contract/company/mail-list';
import { createPlatformAdapter } from '../../../platform/adapter';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { admin, admin2 } from '../../customer/customer-list/customer-core.test-kit';
import type { Caller } from '../../customer/customer-list/customer-core.test-kit';
import { handleLockScan } from './lock-scan';

let t: TestApp;
let api: Caller;
let other: Caller;
let staff: number[];
const BASE = '/scrm/v1/acquiring/lock-codes';
const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7];

beforeAll(async () => {
  t = await createTestApp();
  api = await admin(t.app);
  other = await admin2(t.app);
  const options = await api.get<DirectoryOptions>('/scrm/v1/company/directory/options');
  staff = options.data.employees.map((employee) => employee.id);
});
afterAll(() => t.close());

const schedule = (employeeId: number) => ({
  name: '排班锁客码',
  schedule_enable: true,
  schedules: [
    { weekdays: ALL_WEEK, start_time: '00:00', end_time: '23:59', employee_ids: [employeeId] },
  ],
  lock_days: 1,
});

async function scan(key: string, externalUserId: string, at: Date) {
  const outcome = await handleLockScan(t.database.db, createPlatformAdapter(t.database.db), {
    publicKey: key,
    externalUserId,
    at,
  });
  if (!outcome.ok) throw new Error(outcome.problem);
  return outcome;
}

describe('lock code (issue #15 /lock-code)', () => {
  it('lists the seeded codes with bound customers and kept rescans', async () => {
    const list = await api.get<ListData<LockCodeRow>>(`${BASE}?page=1&page_size=20`);
    expect(list.data.total).toBeGreaterThanOrEqual(2);
    expect(list.data.list.some((row) => row.bound_count > 0 && row.kept_rescans > 0)).toBe(true);
  });

  it('a bound customer rescanning routes to the bound employee outside the schedule; unbind releases it', async () => {
    const [first, second] = staff as [number, number];
    const created = await api.post<{ id: number }>(BASE, schedule(first));
    expect(created.code).toBe(0);
    const id = created.data.id;
    const detail = await api.get<LockCodeDetail>(`${BASE}/${id}`);
    const key = detail.data.scan_path.split('/').pop() as string;
    const at = new Date(t.clock.now);
    const bound = await scan(key, 'wm-lock-test-1', at);
    expect(bound.reason).toBe('new');
    // Now only `second` is on duty: the bound customer still goes to `first`.
    expect((await api.post(`${BASE}/${id}`, { ...schedule(second), lock_days: 30 })).code).toBe(0);
    const rescan = await scan(key, 'wm-lock-test-1', new Date(at.getTime() + 60_000));
    expect(rescan.reason).toBe('kept');
    expect(rescan.employeeName).toBe(bound.employeeName);
    const stats = await api.get<LockStatistics>(
      `/scrm/v1/acquiring/lock-code-statistics?id=${id}&from=2020-01-01&to=2030-12-31`
        .replace('2020-01-01', new Date(at.getTime() - 86_400_000).toISOString().slice(0, 10))
        .replace('2030-12-31', new Date(at.getTime() + 86_400_000).toISOString().slice(0, 10)),
    );
    expect(stats.data.totals.kept_rescans).toBe(1);
    const bindings = await api.get<ListData<LockBindingRow>>(
      `${BASE}/${id}/bindings?status=active`,
    );
    expect(bindings.data.total).toBe(1);
    const bindingId = bindings.data.list[0]?.id as number;
    expect((await api.post(`/scrm/v1/acquiring/lock-bindings/${bindingId}/unbind`)).code).toBe(0);
    const after = await scan(key, 'wm-lock-test-1', new Date(at.getTime() + 120_000));
    expect(after.reason).toBe('new');
    expect(after.employeeName).not.toBe(bound.employeeName);
  });

  it('a binding past its lock days is released and the next scan is routed by schedule', async () => {
    const created = await api.post<{ id: number }>(BASE, {
      ...schedule(staff[0] as number),
      name: '一天锁客码',
    });
    const detail = await api.get<LockCodeDetail>(`${BASE}/${created.data.id}`);
    const key = detail.data.scan_path.split('/').pop() as string;
    const at = new Date(t.clock.now);
    expect((await scan(key, 'wm-lock-test-2', at)).reason).toBe('new');
    expect((await scan(key, 'wm-lock-test-2', new Date(at.getTime() + 3_600_000))).reason).toBe(
      'kept',
    );
    expect(
      (await scan(key, 'wm-lock-test-2', new Date(at.getTime() + 2 * 86_400_000))).reason,
    ).toBe('new');
  });

  it('transfer moves the binding and refuses a left or unknown employee by name', async () => {
    const created = await api.post<{ id: number }>(BASE, {
      name: '转接测试码',
      employee_ids: [staff[0]],
    });
    const detail = await api.get<LockCodeDetail>(`${BASE}/${created.data.id}`);
    await scan(
      detail.data.scan_path.split('/').pop() as string,
      'wm-lock-test-3',
      new Date(t.clock.now),
    );
    const bindings = await api.get<ListData<LockBindingRow>>(`${BASE}/${created.data.id}/bindings`);
    const bindingId = bindings.data.list[0]?.id as number;
    const moved = await api.post(`/scrm/v1/acquiring/lock-bindings/${bindingId}/transfer`, {
      employee_id: staff[1],
    });
    expect(moved.code).toBe(0);
    const unknown = await api.post(`/scrm/v1/acquiring/lock-bindings/${bindingId}/transfer`, {
      employee_id: 999999,
    });
    expect(unknown.msg).toContain('接替员工不存在');
  });

  it('validates names (≤ 24, unique) and naming the field', async () => {
    const long = await api.post(BASE, { name: '码'.repeat(25), employee_ids: [staff[0]] });
    expect(long.status).toBe(400);
    expect(long.msg).toBe('锁客码名称长度不能超过24个字符');
    const dup = await api.post(BASE, { name: '转接测试码', employee_ids: [staff[0]] });
    expect(dup.msg).toContain('已存在');
  });

  it('tenant second sees, changes and scans nothing of demo (every endpoint)', async () => {
    const demo = await api.get<ListData<LockCodeRow>>(`${BASE}?page=1&page_size=1`);
    const id = demo.data.list[0]?.id as number;
    const bindings = await api.get<ListData<LockBindingRow>>(`${BASE}/${id}/bindings`);
    const bindingId = bindings.data.list[0]?.id ?? 1;
    const list = await other.get<ListData<LockCodeRow>>(`${BASE}?page=1&page_size=100`);
    expect(list.data.list.some((row) => row.id === id)).toBe(false);
    const answers = await Promise.all([
      other.get(`${BASE}/${id}`),
      other.post(`${BASE}/${id}`, { name: '偷改', employee_ids: [staff[0]] }),
      other.post(`${BASE}/${id}/enabled`, { enabled: false }),
      other.get(`${BASE}/${id}/bindings`),
      other.post(`/scrm/v1/acquiring/lock-bindings/${bindingId}/unbind`),
      other.post(`/scrm/v1/acquiring/lock-bindings/${bindingId}/transfer`, {
        employee_id: staff[0],
      }),
      other.get(`/scrm/v1/acquiring/lock-code-statistics?id=${id}&from=2026-01-01&to=2026-01-02`),
      other.del(`${BASE}/${id}`),
    ]);
    for (const answer of answers) expect(answer.code).not.toBe(0);
    expect((await api.get<LockCodeDetail>(`${BASE}/${id}`)).code).toBe(0);
  });
});
