// issue #41 "Data scope", the endpoints the generated scope walk cannot drive with admin's ids
// alone (a body needing a tag of the tenant; a funnel needing customers at a stage): a 本人
// user's batch-tag task and preview take only their customers, and their stage funnel counts
// only their customers (docs/permissions.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StageFunnelRow } from '../../../contract/statistics/customer-data';
import { menuCodeForPath } from '../../../contract/menu-codes';
import {
  addScopedMember,
  customersOf,
  employeesByCustomers,
} from '../../test-support/scope-members';
import type { ScopedMember } from '../../test-support/scope-members';
import { authHeaders, createTestApp, signIn } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';

let t: TestApp;
let admin: { token: string; tenantId: string };
let member: ScopedMember;
let own = 0;
const code = (path: string) => menuCodeForPath(path) ?? '';

const rows = <T>(result: { rows: unknown[] }) => result.rows as T[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin', 'Admin@123', 'demo');
  own = (await employeesByCustomers(t.database.handle, 'demo'))[0]?.id ?? 0;
  member = await addScopedMember(
    t,
    'scope.tasks',
    [
      {
        name: '本人任务',
        codes: [code('/batch-tag'), code('/customer-data')],
        actions: [],
        scope: 'self',
      },
    ],
    own,
  );
});
afterAll(() => t.close());

async function call<T>(
  session: { token: string; tenantId: string },
  url: string,
  payload?: object,
): Promise<{ code: number; data: T }> {
  const response = await t.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: authHeaders(session),
    ...(payload ? { payload } : {}),
  });
  return response.json<{ code: number; data: T }>();
}

describe('data scope of tasks and funnels (issue #41)', () => {
  it("a 本人 user's batch-tag preview and task by filter take only their customers", async () => {
    const [tag] = rows<{ id: number }>(
      await t.database.handle.executeSql(`SELECT id FROM tags WHERE tenant_id = 'demo' LIMIT 1`),
    );
    const body = {
      name: '本人批量打标签',
      mode: 'add',
      tag_ids: [Number(tag?.id)],
      source: 'filter',
      filter: {},
    };
    const mine = await customersOf(t.database.handle, 'demo', [own]);
    const url = '/scrm/v1/customer/batch-tag-tasks';
    const preview = await call<{ total: number }>(member, `${url}/preview`, body);
    expect(preview.data.total).toBe(mine);
    expect(
      (await call<{ total: number }>(admin, `${url}/preview`, body)).data.total,
    ).toBeGreaterThan(mine);
    const created = await call<{ id: number; total: number }>(member, url, body);
    expect(created.data.total).toBe(mine);
  });

  it("a 本人 user's stage funnel counts only their customers", async () => {
    const handle = t.database.handle;
    const [stage] = rows<{ id: number }>(
      await handle.executeSql(
        `INSERT INTO customer_stages (tenant_id, name, sort_order)
         VALUES ('demo', '范围测试阶段', 999) RETURNING id`,
      ),
    );
    const pick = async (inside: boolean) =>
      rows<{ id: number }>(
        await handle.executeSql(
          `SELECT c.id FROM customers c WHERE c.tenant_id = 'demo'
             AND ${inside ? '' : 'NOT'} EXISTS (SELECT 1 FROM customer_relations r
               WHERE r.tenant_id = c.tenant_id AND r.customer_id = c.id AND r.employee_id = $1)
           ORDER BY c.id LIMIT 1`,
          [own],
        ),
      )[0]?.id;
    for (const customer of [await pick(true), await pick(false)]) {
      await handle.executeSql(
        `INSERT INTO customer_stage_of (tenant_id, customer_id, stage_id, updated_at)
         VALUES ('demo', $1, $2, now())`,
        [customer, stage?.id],
      );
    }
    const url = '/scrm/v1/statistics/customer-stage-funnel';
    const at = (data: StageFunnelRow[]) => data.find((row) => row.id === Number(stage?.id));
    expect(at((await call<StageFunnelRow[]>(admin, url)).data)?.current).toBe(2);
    expect(at((await call<StageFunnelRow[]>(member, url)).data)?.current).toBe(1);
  });
});
