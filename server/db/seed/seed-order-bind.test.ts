// issue #22: the demo seed gives /order-auto-bind real numbers — every binding status, each
// identifier type, conflicts naming their candidates, and a configuration history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BindResultRow,
  BindStats,
  ConfigHistoryRow,
  ShopBindRule,
} from '../../../contract/company/order-auto-bind';
import type { ListData } from '../../../contract/envelope';
import { createTestApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';
import { admin } from '../../modules/customer/customer-list/customer-core.test-kit';
import type { Caller } from '../../modules/customer/customer-list/customer-core.test-kit';

let t: TestApp;
let api: Caller;
const BASE = '/scrm/v1/company/order-auto-bind';

beforeAll(async () => {
  t = await createTestApp();
  api = await admin(t.app);
});
afterAll(() => t.close());

describe('seed of /order-auto-bind (demo)', () => {
  it('has bound, not bound and failed orders, each identifier type and a bind rate', async () => {
    const stats = (await api.get<BindStats>(`${BASE}/stats`)).data;
    expect(stats.orders).toBeGreaterThan(60);
    expect(stats.bound).toBeGreaterThan(0);
    expect(stats.failed).toBeGreaterThan(0);
    expect(stats.manual).toBeGreaterThan(0);
    expect(stats.by_identifier.every((entry) => entry.count > 0)).toBe(true);
    expect(Number(stats.bind_rate)).toBeGreaterThan(50);
    const conflicts = await api.get<ListData<BindResultRow>>(`${BASE}/results?status=2`);
    expect(
      conflicts.data.list.some((row) => row.reason === 'conflict' && row.candidates.length === 2),
    ).toBe(true);
  });

  it('has rules for three shops and their history of changes', async () => {
    const rules = (await api.get<ShopBindRule[]>(`${BASE}/rules`)).data;
    expect(rules.filter((row) => row.configured)).toHaveLength(3);
    const history = (await api.get<ListData<ConfigHistoryRow>>(`${BASE}/history`)).data;
    expect(history.total).toBe(8);
    expect(history.list.map((row) => row.action)).toContain('enable');
  });

  it('exports the filtered binding log through the export center, phones masked', async () => {
    const failed = await api.get<ListData<BindResultRow>>(`${BASE}/results?status=2`);
    expect(failed.data.total).toBeGreaterThan(0);
    const created = await api.post<{ id: number }>('/scrm/v1/setting/export-log/create', {
      type: 'order_bind_result',
      format: 'csv',
      columns: ['order_no', 'buyer_phone', 'status', 'reason'],
      filters: { status: '2' },
    });
    expect(created.code).toBe(0);
    await t.jobs.runDue();
    const link = await api.post<{ url: string }>(
      `/scrm/v1/setting/export-log/${created.data.id}/link`,
    );
    const file = await t.app.inject({ url: link.data.url });
    expect(file.body.startsWith('\uFEFF订单号,买家手机,绑定状态,说明\r\n')).toBe(true);
    const lines = file.body.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(failed.data.total);
    expect(lines.every((line) => line.split(',')[2] === '绑定失败')).toBe(true);
    expect(lines.some((line) => /1\d{10}/.test(line.split(',')[1] ?? ''))).toBe(false);
  });
});
