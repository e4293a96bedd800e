// issue #22 /performance-rule preview: "with this rule last month's performance would be …" —
// last calendar month's (China time) orders that were not cancelled, judged by the proposed
// rule (a shop with its own override keeps it), beside what was recorded for them.
import { and, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type {
  PerformanceRuleBody,
  RulePreview,
} from '../../../../contract/company/performance-rule';
import type { Database } from '../../../db/database';
import { performanceAttributions } from '../../../db/schema/company-performance';
import { employees } from '../../../db/schema/directory';
import { shopOrders } from '../../../db/schema/member';
import { chinaClock, chinaDayStart } from '../../../../contract/china-time';
import { loadDirectory, loadOrderFacts, loadShopIds } from './attribution-facts';
import { decideAttribution } from './decide-attribution';
import { attributePending } from './attribution-sweep';
import { loadVersions, ruleAt } from './rule-versions';

const cents = (amount: string) => Math.round(Number(amount) * 100);
const yuan = (value: number) => (value / 100).toFixed(2);

export function lastMonth(now: Date) {
  const today = chinaClock(now).date;
  const thisMonth = `${today.slice(0, 7)}-01`;
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const previous =
    month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
  return {
    from: previous,
    to: thisMonth,
    start: chinaDayStart(previous),
    end: chinaDayStart(thisMonth),
  };
}

export async function previewRule(
  db: Database,
  tenantId: string,
  proposed: PerformanceRuleBody,
  now: Date,
): Promise<RulePreview> {
  await attributePending(db, tenantId, now);
  const period = lastMonth(now);
  const orders = await db
    .select({
      id: shopOrders.id,
      platformType: shopOrders.platformType,
      shopCode: shopOrders.shopCode,
      memberId: shopOrders.memberId,
      orderedAt: shopOrders.orderedAt,
      amount: shopOrders.amount,
      recorded: performanceAttributions.employeeId,
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
        ne(shopOrders.status, 4),
        gte(shopOrders.orderedAt, period.start),
        lt(shopOrders.orderedAt, period.end),
      ),
    );
  const [versions, directory, shopIdOf, facts] = await Promise.all([
    loadVersions(db, tenantId),
    loadDirectory(db, tenantId),
    loadShopIds(db, tenantId),
    loadOrderFacts(db, tenantId, orders),
  ]);
  let total = 0;
  let attributed = 0;
  let recorded = 0;
  const byEmployee = new Map<number, { orders: number; cents: number }>();
  for (const order of orders) {
    const value = cents(order.amount);
    total += value;
    if (order.recorded !== null) recorded += value;
    const shopId = shopIdOf(order);
    const override = shopId === null ? null : ruleAt(versions, shopId, now);
    const rule =
      override && versions.some((row) => row.id === override.versionId && row.shopId === shopId)
        ? override
        : proposed;
    const decided = decideAttribution(rule, facts.get(order.id)!, directory);
    if (decided.employeeId === null) continue;
    attributed += value;
    const entry = byEmployee.get(decided.employeeId) ?? { orders: 0, cents: 0 };
    byEmployee.set(decided.employeeId, { orders: entry.orders + 1, cents: entry.cents + value });
  }
  const ids = [...byEmployee.keys()];
  const names = ids.length
    ? await db
        .select({ id: employees.id, name: employees.name })
        .from(employees)
        .where(and(eq(employees.tenantId, tenantId), inArray(employees.id, ids)))
    : [];
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return {
    period: { from: period.from, to: period.to },
    orders: orders.length,
    amount: yuan(total),
    attributed_amount: yuan(attributed),
    unattributed_amount: yuan(total - attributed),
    recorded_attributed_amount: yuan(recorded),
    employees: [...byEmployee.entries()]
      .sort((a, b) => b[1].cents - a[1].cents)
      .slice(0, 10)
      .map(([id, entry]) => ({
        id,
        name: nameOf.get(id) ?? `员工${id}`,
        orders: entry.orders,
        amount: yuan(entry.cents),
      })),
  };
}
