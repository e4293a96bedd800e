// issue #21: the sandbox events the statistics pages need and no other area records yet —
// chats (messages sent, replies, first-reply times), friend applications, group speech,
// a few groups created and dismissed lately, marketing campaigns and the orders they brought.
// Derived from each tenant's seeded relations, groups and orders with hash-based choices
// (deterministic, INSERT … SELECT only: fast for 3,000 customers and for 100,000).
// Idempotent: a tenant that already has friend applications is left alone.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { friendApplications } from '../schema/statistics';
import { CHINA_ZONE } from '../china-time-sql';

const DAY = sql`interval '1 day'`;
const SECOND = sql`interval '1 second'`;
/** The tenant's zone (rollup-range.ts tenantTimeZone): the seed's days are its days. */
const CHINA = CHINA_ZONE;

/** A stable pseudo-random integer ≥ 0 from some key parts. */
const hash = (...parts: unknown[]) =>
  sql`abs(hashtext(${sql.join(
    parts.map((part) => sql`${part}::text`),
    sql` || ':' || `,
  )}))`;

const CAMPAIGNS = ['双十一预售', '会员日专场', '新品试用官', '老带新有礼'] as const;

async function seedChats(db: Database, tenantId: string, now: string): Promise<void> {
  // Up to six chats per relation: the first on the day of the add (the welcome and the first
  // questions), the next every 1–9 days while the relation lasts.
  await db.execute(sql`
    insert into chat_sessions (tenant_id, employee_id, customer_id, started_at, customer_initiated,
      messages_sent, first_reply_seconds)
    select r.tenant_id, r.employee_id, r.customer_id, y.at, x.h % 10 < 6,
      case when x.h % 10 < 6 and x.h % 9 = 0 then 0 else 1 + x.h % 12 end,
      case when x.h % 10 < 6 and x.h % 9 <> 0 then 15 + (x.h / 7) % 1800 end
    from customer_relations r
    cross join generate_series(0, 5) k
    cross join lateral (select ${hash(sql`r.customer_id`, sql`r.employee_id`, sql`k`)} as h) x
    cross join lateral (
      select r.added_at + k * (1 + x.h % 9) * ${DAY} + (60 + x.h % 30000) * ${SECOND} as at) y
    where r.tenant_id = ${tenantId} and k <= x.h % 6
      and y.at < ${now}::timestamptz
      and y.at < coalesce(least(r.deleted_by_customer_at, r.deleted_by_employee_at), 'infinity')`);
}

async function seedApplications(db: Database, tenantId: string, now: string): Promise<void> {
  // The applications that were accepted (a phone-search or card add) and ones never answered.
  await db.execute(sql`
    insert into friend_applications (tenant_id, employee_id, sent_at)
    select r.tenant_id, r.employee_id, r.added_at - (${hash(sql`r.customer_id`, 'apply')} % 7200) * ${SECOND}
    from customer_relations r where r.tenant_id = ${tenantId} and r.add_way in (2, 3)
    union all
    select e.tenant_id, e.id, ${now}::timestamptz - d * ${DAY} - (${hash(sql`e.id`, sql`d`)} % 36000) * ${SECOND}
    from employees e cross join generate_series(0, 89) d
    where e.tenant_id = ${tenantId} and ${hash(sql`e.id`, sql`d`, 'open')} % 4 = 0`);
}

async function seedRecentGroups(db: Database, tenantId: string, now: string): Promise<void> {
  // The seeded groups are all older than a month: add a dozen created lately, three dismissed.
  await db.execute(sql`
    insert into customer_groups (tenant_id, platform_chat_id, name, owner_employee_id, notice, created_at, dismissed_at)
    select ${tenantId}, 'wrstat' || ${tenantId} || lpad(n::text, 3, '0'),
      (array['新品体验群', '会员福利群', '门店活动群', '秒杀快讯群'])[1 + n % 4] || '·' || (20 + n),
      (select id from employees where tenant_id = ${tenantId} order by id offset n % 5 limit 1),
      '', ${now}::timestamptz - (n * 2 + 1) * ${DAY} + (n * 1800) * ${SECOND},
      case when n % 4 = 3 then ${now}::timestamptz - n * ${DAY} + 3600 * ${SECOND} end
    from generate_series(0, 11) n
    on conflict do nothing`);
  await db.execute(sql`
    insert into customer_group_members (tenant_id, group_id, member_type, member_id, join_scene, joined_at, left_at)
    select g.tenant_id, g.id, 2, r.customer_id, 1 + r.customer_id % 3,
      -- members of a just-created group cannot have joined after now
      least(g.created_at + (${hash(sql`g.id`, sql`r.customer_id`)} % 172800) * ${SECOND}, ${now}::timestamptz),
      case when ${hash(sql`g.id`, sql`r.customer_id`, 'quit')} % 8 = 0 then g.created_at + 3 * ${DAY} end
    from customer_groups g
    join customer_relations r on r.tenant_id = g.tenant_id and r.employee_id = g.owner_employee_id
    where g.tenant_id = ${tenantId} and g.platform_chat_id like 'wrstat%'
      and ${hash(sql`g.id`, sql`r.customer_id`, 'in')} % 3 = 0 and r.added_at < g.created_at
    on conflict do nothing`);
  // The owner is a member of their group from its creation (an employee member, as the
  // platform's groupchat/get lists it): /group-list showed 员工 0 without it (issue #37).
  await db.execute(sql`
    insert into customer_group_members (tenant_id, group_id, member_type, member_id, join_scene, joined_at)
    select g.tenant_id, g.id, 1, g.owner_employee_id, 1, g.created_at
    from customer_groups g
    where g.tenant_id = ${tenantId} and g.platform_chat_id like 'wrstat%' and g.owner_employee_id is not null
    on conflict do nothing`);
  // Leave times in the future (of a just-created group) are not facts yet.
  await db.execute(sql`update customer_group_members set left_at = null
    where tenant_id = ${tenantId} and left_at > ${now}::timestamptz`);
}

async function seedSpeech(db: Database, tenantId: string, now: string): Promise<void> {
  // Owners speak on four days in ten, customers on one in eight, over the last 90 days,
  // 08:00–20:00 China time. The days are China days (timestamps at the tenant's zone), not
  // the session's: date_trunc on a timestamptz truncates in the session's zone (UTC put
  // the speech at 16:00–04:00 China time), and d::text fed the choices.
  await db.execute(sql`
    insert into group_speech (tenant_id, group_id, member_type, member_id, spoke_at, messages)
    select m.tenant_id, m.group_id, m.member_type, m.member_id,
      (d + (28800 + ${hash(sql`m.group_id`, sql`m.member_id`, sql`d`)} % 43200) * ${SECOND})
        at time zone ${CHINA},
      1 + ${hash(sql`m.member_id`, sql`d`)} % (case when m.member_type = 1 then 12 else 5 end)
    from customer_group_members m
    join customer_groups g on g.tenant_id = m.tenant_id and g.id = m.group_id
    cross join lateral generate_series(
      date_trunc('day', greatest(m.joined_at, ${now}::timestamptz - 90 * ${DAY}) at time zone ${CHINA}),
      least(coalesce(m.left_at, g.dismissed_at, ${now}::timestamptz), coalesce(g.dismissed_at, 'infinity'), ${now}::timestamptz)
        at time zone ${CHINA},
      ${DAY}) d
    where m.tenant_id = ${tenantId}
      and ${hash(sql`m.group_id`, sql`m.member_id`, sql`d`)} % (case when m.member_type = 1 then 10 else 8 end)
        < (case when m.member_type = 1 then 4 else 1 end)`);
  await db.execute(sql`delete from group_speech where tenant_id = ${tenantId}
    and spoke_at > ${now}::timestamptz`);
}

async function seedCampaigns(db: Database, tenantId: string, now: string): Promise<void> {
  await db.execute(sql`
    insert into deal_campaigns (tenant_id, name, share_code, started_at)
    select ${tenantId}, (${sql.raw(`array[${CAMPAIGNS.map((name) => `'${name}'`).join(',')}]`)})[n],
      'share' || n, ${now}::timestamptz - (100 - n * 20) * ${DAY}
    from generate_series(1, ${CAMPAIGNS.length}) n`);
  // About half of the orders came through a campaign's share link.
  await db.execute(sql`
    insert into order_shares (tenant_id, order_id, campaign_id)
    select o.tenant_id, o.id, (select c.id from deal_campaigns c where c.tenant_id = o.tenant_id
      order by c.id offset ${hash(sql`o.id`, 'campaign')} % ${CAMPAIGNS.length} limit 1)
    from shop_orders o where o.tenant_id = ${tenantId} and ${hash(sql`o.id`, 'share')} % 2 = 0`);
}

export async function seedStatisticsTenant(
  db: Database,
  tenantId: string,
  options: { now?: Date; groups?: boolean } = {},
): Promise<boolean> {
  const [existing] = await db
    .select({ id: friendApplications.id })
    .from(friendApplications)
    .where(eq(friendApplications.tenantId, tenantId))
    .limit(1);
  if (existing) return false;
  const now = (options.now ?? new Date()).toISOString();
  await db.transaction(async (tx) => {
    if (options.groups !== false) await seedRecentGroups(tx, tenantId, now);
    await seedChats(tx, tenantId, now);
    await seedApplications(tx, tenantId, now);
    await seedSpeech(tx, tenantId, now);
    await seedCampaigns(tx, tenantId, now);
  });
  return true;
}

/** The one call in prepare-database.ts: both demo tenants. */
export async function seedStatistics(db: Database, now: Date = new Date()): Promise<void> {
  await seedStatisticsTenant(db, 'demo', { now });
  await seedStatisticsTenant(db, 'second', { now, groups: false });
}
