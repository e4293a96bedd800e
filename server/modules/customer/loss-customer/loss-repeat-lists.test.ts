// issue #19 "Done when" (server): the loss and repeat lists equal direct counts of relation
// rows; a sandbox loss event is listed and its each-loss alert recorded once; the 09:00 digest
// sends one notice per manager per day.
import { and, count, eq, isNotNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAlertNotices } from '../../../db/schema/customer-ops';
import { customerRelations } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import type { TestApp } from '../../../test-support/test-app';
import type { Caller } from '../customer-list/customer-core.test-kit';
import { sendLossDigests } from './loss-alerts';
import { activeRelation, firstOf, openCustomerArea } from '../shared/customer-area.test-kit';

let t: TestApp;
let demo: Caller;
beforeAll(async () => {
  ({ t, demo } = await openCustomerArea());
}, 120_000);
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;

describe('/loss-customer and /repeat-customer (issue #19)', () => {
  it('the loss list total equals a direct count of ended relation rows, per direction too', async () => {
    const direct = await db()
      .select({ n: count() })
      .from(customerRelations)
      .where(
        and(
          eq(customerRelations.tenantId, 'demo'),
          or(
            isNotNull(customerRelations.deletedByCustomerAt),
            isNotNull(customerRelations.deletedByEmployeeAt),
          ),
        ),
      );
    const list = await demo.get<{
      total: number;
      summary: { by_customer: number; by_employee: number };
    }>('/scrm/v1/customer/loss-customers');
    expect(list.data.total).toBe(direct[0]?.n);
    expect(list.data.total).toBeGreaterThan(0);
    expect(list.data.summary.by_customer + list.data.summary.by_employee).toBe(list.data.total);
    const byCustomer = await demo.get<{ total: number }>(
      '/scrm/v1/customer/loss-customers?direction=customer',
    );
    expect(byCustomer.data.total).toBe(list.data.summary.by_customer);
  });

  it('the repeat list total equals a direct count of customers with more than one active relation', async () => {
    const [direct] = (
      (await db().execute(sql`select count(*)::int as n from (select customer_id
        from customer_relations where tenant_id = 'demo' and deleted_by_customer_at is null
        and deleted_by_employee_at is null group by customer_id having count(*) > 1) x`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    const list = await demo.get<{ total: number; list: { count: number }[] }>(
      '/scrm/v1/customer/repeat-customers',
    );
    expect(list.data.total).toBe(direct?.n);
    expect(list.data.list.every((row) => row.count > 1)).toBe(true);
  });

  it('a customer deleting an employee (sandbox event) appears in the list and the each-loss alert is recorded once', async () => {
    const relation = await activeRelation(db());
    const manager = await firstOf(
      db().select().from(employees).where(eq(employees.tenantId, 'demo')).limit(1),
    );
    const saved = await demo.post('/scrm/v1/customer/loss-settings', {
      notify_employee: true,
      notify_manager: true,
      mode: 'each',
      manager_ids: [manager.id],
    });
    expect(saved.code).toBe(0);
    const before = await demo.get<{ total: number }>('/scrm/v1/customer/loss-customers');
    const event = await demo.post('/scrm/v1/customer/sandbox/relation-event', {
      customer_id: relation.customerId,
      employee_id: relation.employeeId,
      direction: 'customer',
    });
    expect(event.code).toBe(0);
    const after = await demo.get<{ total: number; list: { customer: { id: number } }[] }>(
      '/scrm/v1/customer/loss-customers',
    );
    expect(after.data.total).toBe(before.data.total + 1);
    expect(after.data.list[0]?.customer.id).toBe(relation.customerId);
    const notices = await demo.get<{ total: number; list: { kind: string }[] }>(
      '/scrm/v1/customer/loss-notices',
    );
    const recipients = new Set([relation.employeeId, manager.id]).size;
    expect(notices.data.list.filter((row) => row.kind === 'loss')).toHaveLength(recipients);
  });

  it('the 09:00 digest sends one notice per manager per day, however often the job runs', async () => {
    const managers = await db()
      .select()
      .from(employees)
      .where(eq(employees.tenantId, 'demo'))
      .limit(2);
    const relation = await activeRelation(db());
    await demo.post('/scrm/v1/customer/loss-settings', {
      notify_employee: false,
      notify_manager: true,
      mode: 'digest',
      manager_ids: managers.map((row) => row.id),
    });
    // A loss yesterday (China time), then the job at 09:05 and again at 10:00 the next day.
    const lostAt = new Date('2026-11-21T03:00:00Z');
    await db()
      .update(customerRelations)
      .set({ deletedByEmployeeAt: lostAt })
      .where(
        and(
          eq(customerRelations.tenantId, 'demo'),
          eq(customerRelations.customerId, relation.customerId),
          eq(customerRelations.employeeId, relation.employeeId),
        ),
      );
    expect(await sendLossDigests(db(), new Date('2026-11-22T00:30:00Z'))).toBe(0); // 08:30
    expect(await sendLossDigests(db(), new Date('2026-11-22T01:05:00Z'))).toBe(managers.length);
    expect(await sendLossDigests(db(), new Date('2026-11-22T02:00:00Z'))).toBe(0);
    const digests = await db()
      .select({ n: count() })
      .from(customerAlertNotices)
      .where(
        and(
          eq(customerAlertNotices.tenantId, 'demo'),
          eq(customerAlertNotices.kind, 'loss_digest'),
        ),
      );
    expect(digests[0]?.n).toBe(managers.length);
  });
});
