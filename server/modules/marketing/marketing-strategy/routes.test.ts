// issue #20 /marketing-strategy 营销策略: every hub figure equals a direct query of the area's
// tables for the tenant; tenant `second` sees none of demo's; the page's code is required.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';

let t: TestApp;
const URL = '/scrm/v1/marketing/strategy/overview';
const one = async (query: string) =>
  Number(
    Object.values(
      ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: object[] }).rows[0]!,
    )[0],
  );

beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(async () => {
  await t.close();
});

describe('/marketing-strategy 营销策略 (issue #20)', () => {
  it('shows campaign, plan and audience figures equal to direct counts of the tenant', async () => {
    const demo = authHeaders(await signIn(t.app, 'admin', 'Admin@123', 'demo'));
    const response = await t.app.inject({ method: 'GET', url: URL, headers: demo });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    const campaigns = Object.values(data.campaigns as Record<string, number>).reduce(
      (a, b) => a + b,
    );
    expect(campaigns).toBe(
      await one(`select count(*) from marketing_campaigns where tenant_id = 'demo'`),
    );
    expect(data.campaigns.draft).toBe(
      await one(
        `select count(*) from marketing_campaigns where tenant_id = 'demo' and not published`,
      ),
    );
    expect(data.plans.running).toBe(
      await one(`select count(*) from operation_plans where tenant_id = 'demo' and status = 2`),
    );
    expect(data.plan_entered).toBe(
      await one(
        `select count(*) from operation_plan_events where tenant_id = 'demo' and step_index = -1`,
      ),
    );
    expect(data.audiences).toBe(
      await one(`select count(*) from audiences where tenant_id = 'demo'`),
    );
    expect(data.audience_customers).toBe(
      await one(
        `select count(distinct customer_id) from audience_members where tenant_id = 'demo'`,
      ),
    );
    expect(data.reached_90d).toBeGreaterThan(0);
    expect(Number(data.revenue_90d)).toBeGreaterThan(0);
    // a paused seeded plan is an alert naming it
    const paused = data.alerts.find((alert: { kind: string }) => alert.kind === 'plan_paused');
    expect(paused.count).toBe(
      await one(`select count(*) from operation_plans where tenant_id = 'demo' and status = 3`),
    );
  });

  it("tenant `second` sees only its own (empty) marketing figures, none of demo's", async () => {
    const second = authHeaders(await signIn(t.app, 'admin2', 'Admin@123'));
    const data = (await t.app.inject({ method: 'GET', url: URL, headers: second })).json().data;
    expect(data.campaigns.ended + data.campaigns.running).toBe(
      await one(`select count(*) from marketing_campaigns where tenant_id <> 'demo' and published`),
    );
    expect(data.reached_90d).toBe(0);
    expect(data.top_campaigns).toEqual([]);
  });

  it("refuses a role without the page's code with 403 (spec §6)", async () => {
    const newbie = authHeaders(await signIn(t.app, 'newbie', 'Newbie@123'));
    expect((await t.app.inject({ method: 'GET', url: URL, headers: newbie })).statusCode).toBe(403);
  });
});
