import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ShuntCodeDetail,
  ShuntCodeRow,
  ShuntStatistics,
} from '../../../../contract/acquiring/shunt-code';
import type { DirectoryOptions } from '../../../../contract/company/mail-list';
import type { ListData } from '../../../../contract/envelope';
import { seededRandom } from '../../../platform/sandbox/fake-people';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { admin, admin2 } from '../../customer/customer-list/customer-core.test-kit';
import type { Caller } from '../../customer/customer-list/customer-core.test-kit';
import { showShuntTarget } from './shunt-scan';
import { chinaDateOf } from '../../../../contract/china-time';

let t: TestApp;
let api: Caller;
let staff: number[];
const BASE = '/scrm/v1/acquiring/shunt-codes';

beforeAll(async () => {
  t = await createTestApp();
  api = await admin(t.app);
  const options = await api.get<DirectoryOptions>('/scrm/v1/company/directory/options');
  staff = options.data.employees.map((employee) => employee.id);
});
afterAll(() => t.close());

const target = (index: number, extra: Record<string, unknown> = {}) => ({
  kind: 'employee',
  ref_id: staff[index],
  ...extra,
});

async function create(body: Record<string, unknown>) {
  const created = await api.post<{ id: number }>(BASE, body);
  expect(created.msg).toBe('success');
  const detail = await api.get<ShuntCodeDetail>(`${BASE}/${created.data.id}`);
  return { id: created.data.id, key: detail.data.scan_path.split('/').pop() as string };
}

const today = () => chinaDateOf(t.clock.now);
const stats = (id: number) =>
  api.get<ShuntStatistics>(
    `/scrm/v1/acquiring/shunt-code-statistics?id=${id}&from=${today()}&to=${today()}`,
  );

describe('shunt code (issue #15 /shunt-code)', () => {
  it('1,000 scans over weights 1:2:7 land within ±3 points of 10/20/70 % and exposures equal scans', async () => {
    const { id, key } = await create({
      name: '权重测试',
      rule: 'weighted',
      targets: [target(0, { weight: 1 }), target(1, { weight: 2 }), target(2, { weight: 7 })],
    });
    const random = seededRandom(20261123);
    for (let scan = 0; scan < 1000; scan += 1) {
      const shown = await showShuntTarget(t.database.db, key, new Date(t.clock.now), random);
      expect(shown.ok).toBe(true);
    }
    const figures = (await stats(id)).data;
    expect(figures.totals.exposures).toBe(1000);
    const shares = figures.targets.map((row) => row.actual_share * 100);
    [10, 20, 70].forEach((expected, index) =>
      expect(Math.abs((shares[index] ?? 0) - expected)).toBeLessThanOrEqual(3),
    );
    expect(figures.targets.map((row) => row.configured_share)).toEqual([0.1, 0.2, 0.7]);
  }, 120_000);

  it('round-robin is exact', async () => {
    const { id, key } = await create({
      name: '轮询测试',
      rule: 'round_robin',
      targets: [target(0), target(1), target(2)],
    });
    const shown: string[] = [];
    for (let scan = 0; scan < 9; scan += 1) {
      const outcome = await showShuntTarget(t.database.db, key, new Date(t.clock.now));
      if (outcome.ok) shown.push(outcome.targetName);
    }
    expect(shown.slice(0, 3)).toEqual(shown.slice(3, 6));
    expect(shown.slice(0, 3)).toEqual(shown.slice(6, 9));
    expect(new Set(shown.slice(0, 3)).size).toBe(3);
    expect((await stats(id)).data.targets.map((row) => row.exposures)).toEqual([3, 3, 3]);
  });

  it('caps move traffic to the fallback', async () => {
    const { id, key } = await create({
      name: '上限测试',
      rule: 'sequential',
      targets: [target(0, { daily_cap: 2 }), target(1, { total_cap: 1 })],
      fallback: { kind: 'employee', ref_id: staff[3] },
    });
    for (let scan = 0; scan < 6; scan += 1)
      await showShuntTarget(t.database.db, key, new Date(t.clock.now));
    const rows = (await stats(id)).data.targets;
    expect(rows.map((row) => [row.exposures, row.fallback])).toEqual([
      [2, false],
      [1, false],
      [3, true],
    ]);
  });

  it('a scan is an exposure and pressing 添加 on it is one add (public URL)', async () => {
    const { id, key } = await create({
      name: '页面测试',
      rule: 'sequential',
      targets: [target(0)],
    });
    const page = await t.app.inject({ method: 'GET', url: `/s/s/${key}` });
    expect(page.statusCode).toBe(200);
    const token = /name="t" value="([0-9a-f]{32})"/.exec(page.body)?.[1] as string;
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: `/s/s/${key}`,
        payload: `t=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect((await add()).body).toContain('添加成功');
    expect((await add()).body).toContain('已添加过');
    const row = (await stats(id)).data.targets[0];
    expect([row?.exposures, row?.adds, row?.conversion]).toEqual([1, 1, 1]);
  });

  it('refuses bad weights, no target, and a deleted target by name', async () => {
    expect(
      (await api.post(BASE, { name: '坏权重', targets: [target(0, { weight: 101 })] })).msg,
    ).toBe('权重必须是1-100的整数');
    expect((await api.post(BASE, { name: '无目标', targets: [] })).msg).toBe(
      '请至少添加一个分流目标',
    );
    const deleted = await api.post(BASE, {
      name: '删码',
      targets: [{ kind: 'channel_code', ref_id: 999999 }],
    });
    expect(deleted.msg).toBe('渠道活码（编号999999）不存在或已被删除');
  });

  it('a 300-character name is a 400 naming the name field with the contract’s max, and nothing is written (issue #38 item 4)', async () => {
    const name = '长'.repeat(300);
    const refused = await api.post(BASE, { name, targets: [target(0)] });
    expect(refused.status).toBe(400);
    expect(refused.msg).toBe('分流码名称长度不能超过24个字符');
    expect(refused.data).toEqual({ field: 'name' });
    const empty = await api.post(BASE, { name: ' ', targets: [target(0)] });
    expect([empty.status, empty.msg, empty.data]).toEqual([
      400,
      '分流码名称不能为空',
      { field: 'name' },
    ]);
    const listed = await api.get<ListData<ShuntCodeRow>>(`${BASE}?page=1&page_size=100`);
    expect(listed.data.list.some((row) => row.name.startsWith('长长长'))).toBe(false);
  });

  it('tenant second sees, changes and scans nothing of demo (every endpoint)', async () => {
    const other = await admin2(t.app);
    const demo = await api.get<ListData<ShuntCodeRow>>(`${BASE}?page=1&page_size=1`);
    const id = demo.data.list[0]?.id as number;
    const mine = await other.get<ListData<ShuntCodeRow>>(`${BASE}?page=1&page_size=100`);
    expect(mine.data.list.some((row) => row.id === id)).toBe(false);
    const options = await other.get<{ channel_codes: { id: number }[] }>(
      '/scrm/v1/acquiring/shunt-target-options',
    );
    const demoOptions = await api.get<{ channel_codes: { id: number }[] }>(
      '/scrm/v1/acquiring/shunt-target-options',
    );
    expect(
      options.data.channel_codes.some((row) =>
        demoOptions.data.channel_codes.some((d) => d.id === row.id),
      ),
    ).toBe(false);
    const answers = await Promise.all([
      other.get(`${BASE}/${id}`),
      other.post(`${BASE}/${id}`, {
        name: '偷改',
        targets: [{ kind: 'employee', ref_id: staff[0] }],
      }),
      other.post(BASE, { name: '借用', targets: [{ kind: 'employee', ref_id: staff[0] }] }),
      other.post(`${BASE}/${id}/enabled`, { enabled: false }),
      other.get(`/scrm/v1/acquiring/shunt-code-statistics?id=${id}&from=2026-01-01&to=2026-01-02`),
      other.del(`${BASE}/${id}`),
    ]);
    for (const answer of answers) expect(answer.code).not.toBe(0);
  });
});
