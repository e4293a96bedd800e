// issue #20 /material-strategy: the hub's figures, each one grouped query of the tenant.
import { sql } from 'drizzle-orm';
import type { MaterialOverview } from '../../../../contract/material/material-strategy';
import type { MaterialType } from '../../../../contract/material/material-goods';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../customer/shared/sql-rows';
import { chinaDateOf } from '../../../../contract/china-time';
import { CHINA_ZONE, chinaDayStartSql } from '../../../db/china-time-sql';

const DAY_MS = 86_400_000;
export async function materialOverview(
  db: Database,
  tenantId: string,
  now: Date,
): Promise<MaterialOverview> {
  const since = new Date(now.getTime() - 29 * DAY_MS);
  const from = chinaDateOf(since);
  const [figures] = rowsOf<{
    materials: number;
    uses: number;
    opens: number;
    viewers: number;
    on_sale: number;
    goods_sends: number;
    sold_out_sent: number;
    stale: number;
    silent: number;
  }>(
    await db.execute(sql`select
      (select count(*)::int from materials where tenant_id = ${tenantId}) as materials,
      (select coalesce(sum(usage_count), 0)::int from materials where tenant_id = ${tenantId}) as uses,
      (select count(*)::int from radar_opens where tenant_id = ${tenantId}
        and opened_at >= ${chinaDayStartSql(from)}) as opens,
      (select count(distinct customer_id)::int from radar_opens where tenant_id = ${tenantId}
        and opened_at >= ${chinaDayStartSql(from)}) as viewers,
      (select count(*)::int from material_goods where tenant_id = ${tenantId} and status = 1 and stock > 0) as on_sale,
      (select coalesce(sum(send_count), 0)::int from material_goods where tenant_id = ${tenantId}) as goods_sends,
      (select count(*)::int from material_goods where tenant_id = ${tenantId}
        and (status = 2 or stock <= 0) and send_count > 0) as sold_out_sent,
      (select count(*)::int from material_goods where tenant_id = ${tenantId}
        and synced_at < ${new Date(now.getTime() - 7 * DAY_MS).toISOString()}::timestamptz) as stale,
      (select count(*)::int from radars r where r.tenant_id = ${tenantId} and r.enabled
        and not exists (select 1 from radar_opens o where o.tenant_id = r.tenant_id and o.radar_id = r.id
          and o.opened_at >= ${new Date(now.getTime() - 14 * DAY_MS).toISOString()}::timestamptz)) as silent`),
  );
  const daily = rowsOf<{ day: string; opens: number; viewers: number }>(
    await db.execute(sql`select to_char(opened_at at time zone ${CHINA_ZONE}, 'YYYY-MM-DD') as day,
        count(*)::int as opens, count(distinct customer_id)::int as viewers
      from radar_opens where tenant_id = ${tenantId}
        and opened_at >= ${chinaDayStartSql(from)}
      group by 1`),
  );
  const byDay = new Map(daily.map((row) => [row.day, row]));
  const topMaterials = rowsOf<{ id: number; title: string; type: MaterialType; uses: number }>(
    await db.execute(sql`select id, title, type, usage_count as uses from materials
      where tenant_id = ${tenantId} order by usage_count desc, id limit 5`),
  );
  const topRadars = rowsOf<{
    id: number;
    title: string;
    sends: number;
    opens: number;
    viewers: number;
  }>(
    await db.execute(sql`select r.id, r.title,
        (select count(*)::int from radar_links l where l.tenant_id = r.tenant_id and l.radar_id = r.id) as sends,
        count(o.id)::int as opens, count(distinct o.customer_id)::int as viewers
      from radars r left join radar_opens o on o.tenant_id = r.tenant_id and o.radar_id = r.id
      where r.tenant_id = ${tenantId} group by r.tenant_id, r.id, r.title order by opens desc, r.id limit 5`),
  );
  const f = figures!;
  return {
    materials: f.materials,
    material_uses: f.uses,
    radar_opens_30d: f.opens,
    radar_viewers_30d: f.viewers,
    goods_on_sale: f.on_sale,
    goods_sends: f.goods_sends,
    trend: Array.from({ length: 30 }, (_, index) => {
      const day = chinaDateOf(new Date(since.getTime() + index * DAY_MS));
      return { day, opens: byDay.get(day)?.opens ?? 0, viewers: byDay.get(day)?.viewers ?? 0 };
    }),
    top_materials: topMaterials,
    top_radars: topRadars,
    alerts: [
      { kind: 'sold_out_sent', count: f.sold_out_sent },
      { kind: 'radar_silent', count: f.silent },
      { kind: 'goods_stale', count: f.stale },
    ],
  };
}
