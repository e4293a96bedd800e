// issue #22 /performance-rule: what the page shows — the default rule in force, each shop's
// live override, the linked shops, and the saved versions (who, what, when).
import { and, eq } from 'drizzle-orm';
import type {
  PerformanceRuleState,
  RuleVersion,
} from '../../../../contract/company/performance-rule';
import type { Database } from '../../../db/database';
import { memberShops } from '../../../db/schema/member';
import { BUILT_IN_RULE, loadVersions, ruleOfRow } from './rule-versions';
import type { VersionRow } from './rule-versions';

export async function shopsOf(db: Database, tenantId: string) {
  return db
    .select({ id: memberShops.id, name: memberShops.name, platform_type: memberShops.platformType })
    .from(memberShops)
    .where(eq(memberShops.tenantId, tenantId))
    .orderBy(memberShops.id);
}

export async function shopExists(db: Database, tenantId: string, shopId: number) {
  const [row] = await db
    .select({ id: memberShops.id })
    .from(memberShops)
    .where(and(eq(memberShops.tenantId, tenantId), eq(memberShops.id, shopId)));
  return row !== undefined;
}

export async function ruleState(
  db: Database,
  tenantId: string,
  now: Date,
): Promise<PerformanceRuleState> {
  const [versions, shops] = await Promise.all([loadVersions(db, tenantId), shopsOf(db, tenantId)]);
  const shopName = new Map(shops.map((shop) => [shop.id, shop.name]));
  const view = (row: VersionRow): RuleVersion => {
    const { versionId, ...rule } = ruleOfRow(row);
    return {
      id: versionId,
      ...rule,
      shop:
        row.shopId === null
          ? null
          : { id: row.shopId, name: shopName.get(row.shopId) ?? '已删除店铺' },
      effective_from: row.effectiveFrom.toISOString(),
      created_by: row.createdBy,
      removed: row.removed === 1,
    };
  };
  const live = versions.filter((row) => row.effectiveFrom.getTime() <= now.getTime());
  const base = live.find((row) => row.shopId === null);
  const { versionId: builtInId, ...builtIn } = BUILT_IN_RULE;
  const overrides = shops.flatMap((shop) => {
    const row = live.find((each) => each.shopId === shop.id);
    return row && row.removed === 0 ? [view(row)] : [];
  });
  return {
    current: base
      ? view(base)
      : {
          id: builtInId,
          ...builtIn,
          shop: null,
          effective_from: '',
          created_by: '系统默认',
          removed: false,
        },
    overrides,
    shops,
    history: versions.slice(0, 50).map(view),
  };
}
