// issue #22 demo data for /performance-rule and /performance-order: three saved versions of
// the default rule over the last 90 days (so old orders carry old versions), an override for
// the Douyin shop, the attribution of every seeded order, and a few audited hand changes.
// Idempotent and quick: skipped once demo has a rule version.
import { and, asc, eq } from 'drizzle-orm';
import type { PerformanceRuleBody } from '../../../contract/company/performance-rule';
import { attributePending } from '../../modules/company/performance-rule/attribution-sweep';
import type { Database } from '../database';
import {
  performanceAttributionChanges,
  performanceAttributions,
  performanceRuleVersions,
} from '../schema/company-performance';
import { employees } from '../schema/directory';
import { memberShops } from '../schema/member';

const TENANT = 'demo';
const DAY_MS = 86_400_000;

const version = (shopId: number | null, daysAgo: number, rule: PerformanceRuleBody, now: Date) => ({
  tenantId: TENANT,
  shopId,
  attributionMode: rule.attribution_mode,
  assignRule: rule.assign_rule,
  assignFallback: rule.assign_fallback,
  lockDays: rule.lock_days,
  onLeave: rule.on_leave,
  effectiveFrom: new Date(now.getTime() - daysAgo * DAY_MS),
  createdBy: '管理员',
});

export async function seedCompanyPerformance(db: Database, now: Date = new Date()) {
  const [existing] = await db
    .select({ id: performanceRuleVersions.id })
    .from(performanceRuleVersions)
    .where(eq(performanceRuleVersions.tenantId, TENANT))
    .limit(1);
  if (existing) return;
  const shops = await db
    .select({ id: memberShops.id, platformType: memberShops.platformType })
    .from(memberShops)
    .where(eq(memberShops.tenantId, TENANT));
  const douyin = shops.find((shop) => shop.platformType === 9);
  await db.insert(performanceRuleVersions).values([
    version(
      null,
      120,
      {
        attribution_mode: 110,
        assign_rule: 10,
        assign_fallback: 20,
        lock_days: 0,
        on_leave: 'department',
      },
      now,
    ),
    version(
      null,
      45,
      {
        attribution_mode: 110,
        assign_rule: 10,
        assign_fallback: 20,
        lock_days: 180,
        on_leave: 'department',
      },
      now,
    ),
    version(
      null,
      14,
      {
        attribution_mode: 120,
        assign_rule: 20,
        assign_fallback: 10,
        lock_days: 90,
        on_leave: 'none',
      },
      now,
    ),
    ...(douyin
      ? [
          version(
            douyin.id,
            60,
            {
              attribution_mode: 120,
              assign_rule: 20,
              assign_fallback: 10,
              lock_days: 30,
              on_leave: 'department',
            },
            now,
          ),
        ]
      : []),
  ]);
  await attributePending(db, TENANT, now);
  // Three hand changes a manager made (audited, with their reasons).
  const [staff, unattributed] = await Promise.all([
    db
      .select({ id: employees.id, departmentId: employees.departmentId })
      .from(employees)
      .where(and(eq(employees.tenantId, TENANT), eq(employees.status, 1)))
      .orderBy(asc(employees.id))
      .limit(3),
    db
      .select({ orderId: performanceAttributions.orderId })
      .from(performanceAttributions)
      .where(
        and(
          eq(performanceAttributions.tenantId, TENANT),
          eq(performanceAttributions.reason, 'outside_lock'),
        ),
      )
      .orderBy(asc(performanceAttributions.orderId))
      .limit(3),
  ]);
  const reasons = ['门店导购线下成交，补录业绩', '客户指定服务顾问', '交接遗漏，按主管确认调整'];
  for (const [index, row] of unattributed.entries()) {
    const employee = staff[index % Math.max(staff.length, 1)];
    if (!employee) break;
    const at = new Date(now.getTime() - (index + 1) * DAY_MS);
    await db
      .update(performanceAttributions)
      .set({
        employeeId: employee.id,
        departmentId: employee.departmentId,
        reason: 'manual',
        attributedAt: at,
      })
      .where(
        and(
          eq(performanceAttributions.tenantId, TENANT),
          eq(performanceAttributions.orderId, row.orderId),
        ),
      );
    await db.insert(performanceAttributionChanges).values({
      tenantId: TENANT,
      orderId: row.orderId,
      fromEmployeeId: null,
      toEmployeeId: employee.id,
      reason: reasons[index] ?? reasons[0]!,
      operatorName: '管理员',
      at,
    });
  }
}
