// issue #22 "the rule in force at the order's time is recorded on the order": orders the
// member area mirrored since the last sweep get their attribution (employee, department,
// reason, rule version) written once. An order whose buyer was not yet bound is looked at
// again (its binding may come later), always under the version of its own time; every other
// recorded attribution stays as written, whatever rule is saved afterwards.
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { performanceAttributions } from '../../../db/schema/company-performance';
import { shopOrders } from '../../../db/schema/member';
import { loadDirectory, loadOrderFacts, loadShopIds } from './attribution-facts';
import { decideAttribution } from './decide-attribution';
import { loadVersions, ruleAt } from './rule-versions';

const BATCH = 500;
const excluded = (column: string) => sql.raw(`excluded.${column}`);

export async function attributePending(db: Database, tenantId: string, now: Date) {
  let written = 0;
  const [versions, directory, shopIdOf] = await Promise.all([
    loadVersions(db, tenantId),
    loadDirectory(db, tenantId),
    loadShopIds(db, tenantId),
  ]);
  let afterId = 0;
  for (;;) {
    const orders = await db
      .select({
        id: shopOrders.id,
        platformType: shopOrders.platformType,
        shopCode: shopOrders.shopCode,
        memberId: shopOrders.memberId,
        orderedAt: shopOrders.orderedAt,
      })
      .from(shopOrders)
      .leftJoin(
        performanceAttributions,
        and(
          eq(performanceAttributions.tenantId, shopOrders.tenantId),
          eq(performanceAttributions.orderId, shopOrders.id),
        ),
      )
      .where(
        and(
          eq(shopOrders.tenantId, tenantId),
          or(
            isNull(performanceAttributions.orderId),
            eq(performanceAttributions.reason, 'no_member'),
          ),
          gt(shopOrders.id, afterId),
        ),
      )
      .orderBy(asc(shopOrders.id))
      .limit(BATCH);
    if (orders.length === 0) return written;
    afterId = orders[orders.length - 1]!.id;
    const facts = await loadOrderFacts(db, tenantId, orders);
    const rows = orders.map((order) => {
      const rule = ruleAt(versions, shopIdOf(order), order.orderedAt);
      const decided = decideAttribution(rule, facts.get(order.id)!, directory);
      return {
        tenantId,
        orderId: order.id,
        ruleVersionId: rule.versionId,
        employeeId: decided.employeeId,
        departmentId: decided.departmentId,
        reason: decided.reason,
        attributedAt: now,
      };
    });
    const changed = rows.filter((row) => row.reason !== 'no_member');
    await db
      .insert(performanceAttributions)
      .values(rows)
      .onConflictDoUpdate({
        target: [performanceAttributions.tenantId, performanceAttributions.orderId],
        set: {
          employeeId: excluded('employee_id'),
          departmentId: excluded('department_id'),
          reason: excluded('reason'),
          attributedAt: excluded('attributed_at'),
        },
        // Only a still-unbound order is ever rewritten (issue #22: history never changes).
        setWhere: eq(performanceAttributions.reason, 'no_member'),
      });
    written += changed.length;
    if (orders.length < BATCH) return written;
  }
}
