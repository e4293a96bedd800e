// issue #8 points rules (integral-set/*): the tenant's linked shops and each platform's rule,
// the defaults of contract/marketing/order-points/member-rules.ts until the operator saves one.
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import { platformName } from '../../../../contract/marketing/order-points';
import type {
  LinkedShop,
  PointsPlatformRow,
  PointsRule,
} from '../../../../contract/marketing/order-points';
import { DEFAULT_POINTS_RULE } from '../../../../contract/marketing/order-points/member-rules';
import type { PointsRuleBody } from '../../../../contract/marketing/order-points/member-rules';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema/identity';
import { memberPointsRules, memberShops } from '../../../db/schema/member';

type RuleRow = typeof memberPointsRules.$inferSelect;

/** A rule as the console sees it (decimal text, names instead of ids). */
export function toPointsRule(
  platformType: number,
  row: (RuleRow & { updatedByName: string | null }) | undefined,
): PointsRule {
  if (!row) {
    return {
      platform_type: platformType,
      platform_name: platformName(platformType),
      ...DEFAULT_POINTS_RULE,
      configured: false,
      updated_at: null,
      updated_by: null,
    };
  }
  return {
    platform_type: platformType,
    platform_name: platformName(platformType),
    status: row.status as PointsRule['status'],
    amount_per_point: row.amountPerPoint,
    earn_status: row.earnStatus as PointsRule['earn_status'],
    rounding: row.rounding as PointsRule['rounding'],
    validity_type: row.validityType as PointsRule['validity_type'],
    validity_days: row.validityDays,
    assign_rule: row.assignRule as PointsRule['assign_rule'],
    assign_fallback: row.assignFallback as PointsRule['assign_fallback'],
    configured: true,
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedByName,
  };
}

/** Shops whose authorization has not ended. */
export async function activeShops(
  db: Database,
  tenantId: string,
  now: Date,
): Promise<LinkedShop[]> {
  const rows = await db
    .select()
    .from(memberShops)
    .where(
      and(
        eq(memberShops.tenantId, tenantId),
        or(isNull(memberShops.expiresAt), gt(memberShops.expiresAt, now)),
      ),
    )
    .orderBy(asc(memberShops.platformType), asc(memberShops.id));
  return rows.map((row) => ({
    id: row.id,
    platform_type: row.platformType,
    name: row.name,
    shop_code: row.shopCode,
    linked_at: row.linkedAt.toISOString(),
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
  }));
}

async function ruleRows(db: Database, tenantId: string, platformType?: number) {
  return db
    .select({ rule: memberPointsRules, updatedByName: users.name })
    .from(memberPointsRules)
    .leftJoin(users, eq(users.id, memberPointsRules.updatedBy))
    .where(
      platformType === undefined
        ? eq(memberPointsRules.tenantId, tenantId)
        : and(
            eq(memberPointsRules.tenantId, tenantId),
            eq(memberPointsRules.platformType, platformType),
          ),
    );
}

export async function loadRule(
  db: Database,
  tenantId: string,
  platformType: number,
): Promise<PointsRule> {
  const [row] = await ruleRows(db, tenantId, platformType);
  return toPointsRule(
    platformType,
    row ? { ...row.rule, updatedByName: row.updatedByName } : undefined,
  );
}

/** integral-set/platform-list: every linked platform, its shops and its rule. */
export async function platformList(
  db: Database,
  tenantId: string,
  now: Date,
): Promise<PointsPlatformRow[]> {
  const shops = await activeShops(db, tenantId, now);
  const rules = new Map(
    (await ruleRows(db, tenantId)).map((row) => [
      row.rule.platformType,
      { ...row.rule, updatedByName: row.updatedByName },
    ]),
  );
  const platforms = [...new Set(shops.map((shop) => shop.platform_type))];
  return platforms.map((platformType) => ({
    ...toPointsRule(platformType, rules.get(platformType)),
    shops: shops.filter((shop) => shop.platform_type === platformType),
  }));
}

export async function isPlatformLinked(
  db: Database,
  tenantId: string,
  platformType: number,
  now: Date,
): Promise<boolean> {
  const shops = await activeShops(db, tenantId, now);
  return shops.some((shop) => shop.platform_type === platformType);
}

export async function saveRule(
  db: Database,
  tenantId: string,
  body: PointsRuleBody,
  userId: number,
  now: Date,
): Promise<void> {
  const values = {
    status: body.status,
    amountPerPoint: body.amount_per_point,
    earnStatus: body.earn_status,
    rounding: body.rounding,
    validityType: body.validity_type,
    validityDays: body.validity_days,
    assignRule: body.assign_rule,
    assignFallback: body.assign_fallback,
    updatedBy: userId,
    updatedAt: now,
  };
  await db
    .insert(memberPointsRules)
    .values({ tenantId, platformType: body.platform_type, ...values })
    .onConflictDoUpdate({
      target: [memberPointsRules.tenantId, memberPointsRules.platformType],
      set: values,
    });
}
