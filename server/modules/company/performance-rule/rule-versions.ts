// issue #22 /performance-rule: saving a rule appends a version effective from now; an order is
// judged by the version in force at its own time (a shop's override, else the tenant default),
// so changing the rule never rewrites history.
import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import { DEFAULT_PERFORMANCE_RULE } from '../../../../contract/company/performance-rule';
import type { PerformanceRuleBody } from '../../../../contract/company/performance-rule';
import type { Database } from '../../../db/database';
import { performanceRuleVersions } from '../../../db/schema/company-performance';
import { identityUsers } from './rule-users';

export type VersionRow = typeof performanceRuleVersions.$inferSelect;

/** A rule with the version that carries it (0: the built-in default, never saved). */
export interface RuleInForce extends PerformanceRuleBody {
  readonly versionId: number;
}

export function ruleOfRow(row: VersionRow): RuleInForce {
  return {
    versionId: row.id,
    attribution_mode: row.attributionMode as PerformanceRuleBody['attribution_mode'],
    assign_rule: row.assignRule as PerformanceRuleBody['assign_rule'],
    assign_fallback: row.assignFallback as PerformanceRuleBody['assign_fallback'],
    lock_days: row.lockDays,
    on_leave: row.onLeave === 'none' ? 'none' : 'department',
  };
}

export const BUILT_IN_RULE: RuleInForce = { versionId: 0, ...DEFAULT_PERFORMANCE_RULE };

/** All versions of a tenant, newest first: small (one row per save), read once per sweep. */
export async function loadVersions(db: Database, tenantId: string): Promise<VersionRow[]> {
  return db
    .select()
    .from(performanceRuleVersions)
    .where(eq(performanceRuleVersions.tenantId, tenantId))
    .orderBy(desc(performanceRuleVersions.effectiveFrom), desc(performanceRuleVersions.id));
}

/** The rule in force for `shopId` at `at`: the shop's live override, else the default. */
export function ruleAt(versions: readonly VersionRow[], shopId: number | null, at: Date) {
  const inForce = (row: VersionRow) => row.effectiveFrom.getTime() <= at.getTime();
  if (shopId !== null) {
    const override = versions.find((row) => row.shopId === shopId && inForce(row));
    if (override && override.removed === 0) return ruleOfRow(override);
  }
  const base = versions.find((row) => row.shopId === null && inForce(row));
  return base ? ruleOfRow(base) : BUILT_IN_RULE;
}

export async function currentDefault(db: Database, tenantId: string, now: Date) {
  const [row] = await db
    .select()
    .from(performanceRuleVersions)
    .where(
      and(
        eq(performanceRuleVersions.tenantId, tenantId),
        isNull(performanceRuleVersions.shopId),
        lte(performanceRuleVersions.effectiveFrom, now),
      ),
    )
    .orderBy(desc(performanceRuleVersions.effectiveFrom), desc(performanceRuleVersions.id))
    .limit(1);
  return row;
}

export async function appendVersion(
  db: Database,
  tenantId: string,
  input: { shopId: number | null; rule: PerformanceRuleBody; removed?: boolean },
  at: Date,
  userId: number | null,
): Promise<number> {
  const createdBy = userId === null ? '系统' : await identityUsers(db, userId);
  const [row] = await db
    .insert(performanceRuleVersions)
    .values({
      tenantId,
      shopId: input.shopId,
      attributionMode: input.rule.attribution_mode,
      assignRule: input.rule.assign_rule,
      assignFallback: input.rule.assign_fallback,
      lockDays: input.rule.lock_days,
      onLeave: input.rule.on_leave,
      removed: input.removed ? 1 : 0,
      effectiveFrom: at,
      createdBy,
    })
    .returning({ id: performanceRuleVersions.id });
  if (!row) throw new Error('performance rule version not written');
  return row.id;
}
