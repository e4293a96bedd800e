// issue #20 /admp-tag: RFM and level tags computed from the synced orders (shop_orders of the
// customers' bound members; cancelled orders, status 4, do not count), one set-based rebuild
// per tenant. R is high when the last order is within recency_days, F at frequency_min orders
// or more, M at monetary_min or more; the level is the highest rung whose min_amount is met.
import { eq, sql } from 'drizzle-orm';
import type {
  ComputedTagRow,
  ComputedTagSummary,
  RfmSegment,
  RfmSettings,
  RfmSettingsBody,
} from '../../../../contract/marketing/admp-tag';
import { RFM_SEGMENTS } from '../../../../contract/marketing/admp-tag';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { rfmSettings } from '../../../db/schema/marketing-tags';
import { rowsOf } from '../../customer/shared/sql-rows';
import { offsetOf } from '../../../db/list-query';

export const DEFAULT_RFM: RfmSettingsBody = {
  recency_days: 30,
  frequency_min: 3,
  monetary_min: '500.00',
  levels: [],
};

export async function settingsOf(db: Database, tenantId: string): Promise<RfmSettings> {
  const [row] = await db.select().from(rfmSettings).where(eq(rfmSettings.tenantId, tenantId));
  if (!row) return { ...DEFAULT_RFM, computed_at: null };
  return {
    recency_days: row.recencyDays,
    frequency_min: row.frequencyMin,
    monetary_min: row.monetaryMin,
    levels: row.levels,
    computed_at: row.computedAt?.toISOString() ?? null,
  };
}

export async function saveSettings(
  db: Database,
  tenantId: string,
  body: RfmSettingsBody,
  now: Date,
) {
  const values = {
    recencyDays: body.recency_days,
    frequencyMin: body.frequency_min,
    monetaryMin: body.monetary_min,
    levels: body.levels,
    updatedAt: now,
  };
  await db
    .insert(rfmSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: rfmSettings.tenantId, set: values });
}

/** Rebuilds the tenant's computed tags as of `now`; answers how many customers carry them. */
export async function computeTags(db: Database, tenantId: string, now: Date): Promise<number> {
  const settings = await settingsOf(db, tenantId);
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from customer_computed_tags where tenant_id = ${tenantId}`);
    await tx.execute(sql`
      insert into customer_computed_tags
        (tenant_id, customer_id, rfm, level, recency_days, orders, amount, computed_at)
      select ${tenantId}, s.customer_id,
        (case when s.recency <= ${settings.recency_days} then '1' else '0' end)
          || (case when s.orders >= ${settings.frequency_min} then '1' else '0' end)
          || (case when s.amount >= ${settings.monetary_min}::numeric then '1' else '0' end),
        coalesce((select l->>'title' from jsonb_array_elements(${JSON.stringify(settings.levels)}::jsonb) l
          where s.amount >= (l->>'min_amount')::numeric
          order by (l->>'min_amount')::numeric desc limit 1), ''),
        s.recency, s.orders, s.amount, ${at}::timestamptz
      from (
        select m.customer_id, count(*)::int as orders, sum(o.amount) as amount,
          floor(extract(epoch from (${at}::timestamptz - max(o.ordered_at))) / 86400)::int as recency
        from shop_orders o
        join members m on m.tenant_id = o.tenant_id and m.id = o.member_id
        where o.tenant_id = ${tenantId} and o.status <> 4 and m.customer_id is not null
          and o.ordered_at <= ${at}::timestamptz
        group by m.customer_id
      ) s
      join customers c on c.tenant_id = ${tenantId} and c.id = s.customer_id`);
    await tx
      .insert(rfmSettings)
      .values({ tenantId, computedAt: now })
      .onConflictDoUpdate({ target: rfmSettings.tenantId, set: { computedAt: now } });
    const [count] = rowsOf<{ n: number }>(
      await tx.execute(
        sql`select count(*)::int as n from customer_computed_tags where tenant_id = ${tenantId}`,
      ),
    );
    return count?.n ?? 0;
  });
}

export async function tagSummary(db: Database, tenantId: string): Promise<ComputedTagSummary> {
  const rfm = rowsOf<{ segment: RfmSegment; n: number }>(
    await db.execute(sql`select rfm as segment, count(*)::int as n from customer_computed_tags
      where tenant_id = ${tenantId} group by 1`),
  );
  const levels = rowsOf<{ title: string; n: number }>(
    await db.execute(sql`select level as title, count(*)::int as n from customer_computed_tags
      where tenant_id = ${tenantId} and level <> '' group by 1 order by 2 desc`),
  );
  const bySegment = new Map(rfm.map((row) => [row.segment, row.n]));
  return {
    total: rfm.reduce((sum, row) => sum + row.n, 0),
    rfm: RFM_SEGMENTS.map((segment) => ({ segment, customers: bySegment.get(segment) ?? 0 })),
    levels: levels.map((row) => ({ title: row.title, customers: row.n })),
  };
}

export async function taggedCustomers(
  db: Database,
  tenantId: string,
  query: { page: number; page_size: number; rfm?: RfmSegment; level?: string },
): Promise<ListData<ComputedTagRow>> {
  const where = sql`t.tenant_id = ${tenantId}
    ${query.rfm ? sql`and t.rfm = ${query.rfm}` : sql``}
    ${query.level ? sql`and t.level = ${query.level}` : sql``}`;
  const rows = rowsOf<{
    id: number;
    name: string;
    rfm: RfmSegment;
    level: string;
    recency_days: number;
    orders: number;
    amount: string;
  }>(
    await db.execute(sql`select c.id::int as id, c.name, t.rfm, t.level, t.recency_days, t.orders,
        t.amount::text as amount
      from customer_computed_tags t join customers c on c.tenant_id = t.tenant_id and c.id = t.customer_id
      where ${where} order by t.amount desc, c.id
      limit ${query.page_size} offset ${offsetOf(query)}`),
  );
  const [total] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from customer_computed_tags t where ${where}`),
  );
  return {
    list: rows.map(({ id, name, ...rest }) => ({ customer: { id, name }, ...rest })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
