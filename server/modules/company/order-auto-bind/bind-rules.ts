// issue #22 /order-auto-bind: each linked shop's binding rule (a shop never configured shows
// the default, disabled) and its save. A save that changes something is kept in
// bind-config-history with who, when, and the rule before and after, in one transaction.
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  DEFAULT_BIND_RULE,
  type BindRuleBody,
  type ConfigHistoryRow,
  type ShopBindRule,
} from '../../../../contract/company/order-auto-bind';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import {
  orderBindConfigHistory,
  orderBindResults,
  orderBindRules,
} from '../../../db/schema/company-order-bind';
import { memberShops } from '../../../db/schema/member';
import { dayStart } from './bind-days';
import { offsetOf } from '../../../db/list-query';

const asBody = (row: { enabled: number; priority: number[]; matchDays: number }): BindRuleBody => ({
  enabled: row.enabled === 1 ? 1 : 0,
  priority: row.priority as BindRuleBody['priority'],
  match_days: row.matchDays,
});

export async function listShopRules(db: Database, tenantId: string): Promise<ShopBindRule[]> {
  const rows = await db
    .select({
      shopId: memberShops.id,
      name: memberShops.name,
      platformType: memberShops.platformType,
      rule: orderBindRules,
      orders: sql<number>`(select count(*)::int from ${orderBindResults} r
        where r.tenant_id = ${memberShops.tenantId} and r.shop_id = ${memberShops.id})`,
      bound: sql<number>`(select count(*)::int from ${orderBindResults} r
        where r.tenant_id = ${memberShops.tenantId} and r.shop_id = ${memberShops.id}
        and r.status = 1)`,
    })
    .from(memberShops)
    .leftJoin(
      orderBindRules,
      and(
        eq(orderBindRules.tenantId, memberShops.tenantId),
        eq(orderBindRules.shopId, memberShops.id),
      ),
    )
    .where(eq(memberShops.tenantId, tenantId))
    .orderBy(memberShops.id);
  return rows.map((row) => ({
    shop_id: row.shopId,
    shop_name: row.name,
    platform_type: row.platformType,
    ...(row.rule
      ? asBody(row.rule)
      : { ...DEFAULT_BIND_RULE, priority: [...DEFAULT_BIND_RULE.priority] }),
    configured: row.rule !== null,
    updated_by: row.rule?.updatedBy ?? '',
    updated_at: row.rule?.updatedAt.toISOString() ?? null,
    orders: Number(row.orders),
    bound: Number(row.bound),
  }));
}

const same = (a: BindRuleBody, b: BindRuleBody) =>
  a.enabled === b.enabled &&
  a.match_days === b.match_days &&
  a.priority.join(',') === b.priority.join(',');

function actionOf(before: BindRuleBody | null, after: BindRuleBody) {
  if (!before) return 'create';
  if (before.enabled !== after.enabled && same({ ...before, enabled: after.enabled }, after)) {
    return after.enabled === 1 ? 'enable' : 'disable';
  }
  return 'update';
}

/** Saves the shop's rule; answers whether anything changed (no change, no history). */
export async function saveShopRule(
  db: Database,
  tenantId: string,
  input: { shopId: number; rule: BindRuleBody; operator: string },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(orderBindRules)
      .where(and(eq(orderBindRules.tenantId, tenantId), eq(orderBindRules.shopId, input.shopId)))
      .for('update');
    const before = current ? asBody(current) : null;
    if (before && same(before, input.rule)) return false;
    const values = {
      enabled: input.rule.enabled,
      priority: [...input.rule.priority],
      matchDays: input.rule.match_days,
      updatedBy: input.operator,
      updatedAt: now,
    };
    await tx
      .insert(orderBindRules)
      .values({ tenantId, shopId: input.shopId, ...values })
      .onConflictDoUpdate({
        target: [orderBindRules.tenantId, orderBindRules.shopId],
        set: values,
      });
    await tx.insert(orderBindConfigHistory).values({
      tenantId,
      shopId: input.shopId,
      action: actionOf(before, input.rule),
      before,
      after: input.rule,
      operatorName: input.operator,
      at: now,
    });
    return true;
  });
}

export async function listHistory(
  db: Database,
  tenantId: string,
  query: {
    page: number;
    page_size: number;
    shop_id?: number | undefined;
    action?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
): Promise<ListData<ConfigHistoryRow>> {
  const conditions: SQL[] = [eq(orderBindConfigHistory.tenantId, tenantId)];
  if (query.shop_id) conditions.push(eq(orderBindConfigHistory.shopId, query.shop_id));
  if (query.action) conditions.push(eq(orderBindConfigHistory.action, query.action));
  if (query.from) conditions.push(gte(orderBindConfigHistory.at, dayStart(query.from)));
  if (query.to) conditions.push(lt(orderBindConfigHistory.at, dayStart(query.to, 1)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ history: orderBindConfigHistory, shopName: memberShops.name })
      .from(orderBindConfigHistory)
      .leftJoin(
        memberShops,
        and(
          eq(memberShops.tenantId, orderBindConfigHistory.tenantId),
          eq(memberShops.id, orderBindConfigHistory.shopId),
        ),
      )
      .where(where)
      .orderBy(desc(orderBindConfigHistory.at), desc(orderBindConfigHistory.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(orderBindConfigHistory)
      .where(where),
  ]);
  return {
    list: rows.map(({ history, shopName }) => ({
      id: history.id,
      shop_name: shopName ?? `店铺${history.shopId}`,
      action: history.action,
      before: history.before as BindRuleBody | null,
      after: history.after as BindRuleBody,
      operator: history.operatorName,
      at: history.at.toISOString(),
    })),
    total: Number(total?.count ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}
