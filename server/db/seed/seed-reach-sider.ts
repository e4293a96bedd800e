// issue #18: 90 days of the chat sidebar for the demo tenant — its five pages (the order
// staff see), a saved profile config, employees opening the sidebar in their chats (most
// on the profile, then SOP reminders, materials, orders), follow-ups written there (on the
// customers' timelines) and materials sent. Set-based SQL over the seeded chats; idempotent:
// a tenant with any sidebar activity is left alone.
import { sql } from 'drizzle-orm';
import { siderConfigSchema } from '../../../contract/reach/sider-iframe';
import { ensureSiderPages } from '../../modules/reach/sider-iframe/sider-pages';
import type { Database } from '../database';
import { CHINA_ZONE } from '../china-time-sql';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const FOLLOW_UPS = [
  '客户咨询了会员积分怎么兑换，已发送积分规则说明。',
  '客户对新款连衣裙感兴趣，约了周六到店试穿。',
  '已确认收货地址，客户希望顺丰发货。',
  '客户反馈上次尺码偏小，建议下次选大一码，已备注。',
  '客户在比价，告知本周满499减80活动，待回复。',
  '回访满意度：客户表示物流很快，愿意推荐给朋友。',
  '客户想要生日礼遇，已登记生日并说明领取方式。',
  '客户暂时不需要，约定下月新品上市时再联系。',
];

export async function seedReachSider(db: Database, tenantId = 'demo', now = new Date()) {
  const [done] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from sider_events where tenant_id = ${tenantId}`,
    ),
  );
  if (!done || done.n > 0) return;
  await ensureSiderPages(db, tenantId);
  const config = siderConfigSchema.parse({
    profile_fields: ['remark', 'gender', 'added_at', 'add_way', 'description', 'custom_fields'],
  });
  await db.execute(sql`insert into sider_settings (tenant_id, config, updated_at)
    values (${tenantId}, ${JSON.stringify(config)}::jsonb, ${new Date(now.getTime() - 60 * 86_400_000)})
    on conflict (tenant_id) do nothing`);
  // The chats: active relations, numbered so each day picks a varying handful of them.
  const chats = sql`(select r.customer_id, r.employee_id, r.added_at,
      row_number() over (order by r.customer_id, r.employee_id) as n,
      count(*) over () as total
    from customer_relations r where r.tenant_id = ${tenantId}
      and r.deleted_by_customer_at is null and r.deleted_by_employee_at is null)`;
  // Opens: 6–17 chats a day, each opening 1–3 pages (profile first; weekends quieter).
  await db.execute(sql`insert into sider_events
      (tenant_id, kind, page_key, employee_id, customer_id, occurred_at)
    select ${tenantId}, 'open', p.page_key, c.employee_id, c.customer_id,
      -- 09:00–18:00 China time (UTC+8)
      days.day + ((540 + (c.n * 37 + days.i * 11 + p.k * 13) % 540) * interval '1 minute')
    -- China days (the tenant's): date_trunc on a timestamptz truncates in the session's
    -- zone, which put the opens at 01:00–10:00 in a session running in Asia/Shanghai.
    from (select i, local.day at time zone ${CHINA_ZONE} as day, local.day as local_day
      from generate_series(1, 90) as g(i)
      cross join lateral (select date_trunc('day', ${now}::timestamptz at time zone ${CHINA_ZONE})
        - i * interval '1 day' as day) local) days
    cross join lateral (select * from ${chats} x
      where (x.n + days.i * 7) % greatest(x.total / (case when extract(isodow from days.local_day) > 5
        then 6 else 14 end), 1) = 0 order by x.n limit 17) c
    cross join (values (0, 'profile'), (1, 'sop'), (2, 'material'), (3, 'order'),
      (4, 'quick-reply')) p(k, page_key)
    -- Which further pages a chat opens is hashed, not (n + i + k) modulo: the chats a day
    -- picks share n's residue modulo the pick step, so any modulus dividing that step
    -- (it moves with the number of active chats) would drop a page from every day.
    where c.added_at < days.day and (p.k = 0 or
      get_byte(decode(md5(c.n || ':' || days.i || ':' || p.k), 'hex'), 0) % (p.k + 2) = 0)`);
  // Follow-ups written in the sidebar: on the timeline, and counted as sidebar activity.
  const doy = sql`extract(doy from e.occurred_at at time zone ${CHINA_ZONE})::int`;
  const texts = sql.join(
    FOLLOW_UPS.map((text, index) => sql`(${index}::int, ${text}::text)`),
    sql`, `,
  );
  await db.execute(sql`with picked as (
      select e.employee_id, e.customer_id, e.occurred_at + interval '4 minutes' as at,
        (e.customer_id + ${doy}) % ${FOLLOW_UPS.length}::int as k
      from sider_events e where e.tenant_id = ${tenantId} and e.kind = 'open'
        and e.page_key = 'profile' and (e.customer_id + ${doy}) % 3 = 0
    ), inserted as (
      insert into customer_events (tenant_id, customer_id, employee_id, event_type, content, occurred_at)
      select ${tenantId}, p.customer_id, p.employee_id, 'follow_up',
        jsonb_build_object('text', t.text, 'source', 'sidebar'), p.at
      from picked p join (values ${texts}) t(k, text) on t.k = p.k
      returning id, customer_id, employee_id, occurred_at
    )
    insert into sider_events (tenant_id, kind, page_key, employee_id, customer_id, ref_id, occurred_at)
    select ${tenantId}, 'follow_up', 'profile', employee_id, customer_id, id, occurred_at from inserted`);
  // Materials sent from the sidebar (every other material opening sends one).
  await db.execute(sql`insert into sider_events
      (tenant_id, kind, page_key, employee_id, customer_id, ref_id, occurred_at)
    select ${tenantId}, 'material_sent', 'material', e.employee_id, e.customer_id, m.id,
      e.occurred_at + interval '2 minutes'
    from sider_events e
    join lateral (select id from materials where tenant_id = ${tenantId}
      order by (id * 31 + e.customer_id) % 97 limit 1) m on true
    where e.tenant_id = ${tenantId} and e.kind = 'open' and e.page_key = 'material'
      and e.customer_id % 2 = 0`);
}
