// issue #21 "Done when": the direct counts from the raw tables that every KPI is compared
// with. Day boundaries are computed here independently of the roll-up's SQL (from the one
// China-time module, contract/china-time.ts: UTC+8 all year, no daylight saving).
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { chinaDayStart } from '../../contract/china-time';
import type { Database } from '../db/database';

/** [start, end) of a Shanghai calendar day as ISO instants. */
export function shanghaiDay(day: string): { start: string; end: string } {
  const start = chinaDayStart(day).getTime();
  return { start: new Date(start).toISOString(), end: new Date(start + 86_400_000).toISOString() };
}

/** [start of from, end of to). */
export function shanghaiRange(from: string, to: string): { start: string; end: string } {
  return { start: shanghaiDay(from).start, end: shanghaiDay(to).end };
}

export async function countOf(db: Database, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string | null }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** Every overview KPI of one day, counted from the raw tables. */
export async function rawDayKpis(db: Database, tenantId: string, day: string) {
  const { start, end } = shanghaiDay(day);
  const t = tenantId;
  const within = (column: SQL) => sql`${column} >= ${start} and ${column} < ${end}`;
  const activeAtEnd = (from: SQL, to: SQL) =>
    sql`${from} < ${end} and (${to} is null or ${to} >= ${end})`;
  const n = (query: SQL) => countOf(db, query);
  const newContacts = await n(
    sql`select count(*) n from customer_relations where tenant_id = ${t} and ${within(sql`added_at`)}`,
  );
  const lost = await n(
    sql`select count(*) n from customer_relations where tenant_id = ${t} and ${within(sql`deleted_by_customer_at`)}`,
  );
  return {
    // issue #37: 客户总数 counts customers (one however many employees added them) who had a
    // relation by the day's end.
    customers_total: await n(
      sql`select count(distinct customer_id) n from customer_relations where tenant_id = ${t} and added_at < ${end}`,
    ),
    groups_total: await n(
      sql`select count(*) n from customer_groups where tenant_id = ${t} and ${activeAtEnd(sql`created_at`, sql`dismissed_at`)}`,
    ),
    // issue #37: members of groups alive at the day's end (a dismissed group has none).
    members_total: await n(
      sql`select count(*) n from customer_group_members m join customer_groups g
        on g.tenant_id = m.tenant_id and g.id = m.group_id
        where m.tenant_id = ${t} and ${activeAtEnd(sql`m.joined_at`, sql`m.left_at`)}
          and ${activeAtEnd(sql`g.created_at`, sql`g.dismissed_at`)}`,
    ),
    new_contacts: newContacts,
    lost,
    net: newContacts - lost,
    followed_up: await n(
      sql`select count(*) n from chat_sessions where tenant_id = ${t} and messages_sent > 0 and ${within(sql`started_at`)}`,
    ),
    applications: await n(
      sql`select count(*) n from friend_applications where tenant_id = ${t} and ${within(sql`sent_at`)}`,
    ),
    groups_created: await n(
      sql`select count(*) n from customer_groups where tenant_id = ${t} and ${within(sql`created_at`)}`,
    ),
    groups_dismissed: await n(
      sql`select count(*) n from customer_groups where tenant_id = ${t} and ${within(sql`dismissed_at`)}`,
    ),
    members_joined: await n(
      sql`select count(*) n from customer_group_members where tenant_id = ${t} and ${within(sql`joined_at`)}`,
    ),
    members_quit: await n(
      sql`select count(*) n from customer_group_members where tenant_id = ${t} and ${within(sql`left_at`)}`,
    ),
  };
}
