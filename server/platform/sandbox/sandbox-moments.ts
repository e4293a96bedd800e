// issue #17: the sandbox publishes enterprise moments like WeCom does: each employee publishes
// after their configured delay (sandbox_reach_employees, the same behaviour as mass-send
// confirmations; null = never), and the employee's customers who can see it (any visible tag,
// or all when none) like or comment on it over the following hours. Deterministic per
// (task, customer), so a second pull answers the same interactions.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sandboxReachEmployees } from '../../db/schema/reach';
import type { MomentInteraction, MomentPlatform } from '../moment-adapter';
import { DEFAULT_CONFIRM_DELAY_SECONDS } from './sandbox-mass-send';

/** Percent of visible customers who like a post, and who comment on it. */
export const SANDBOX_LIKE_PERCENT = 14;
export const SANDBOX_COMMENT_PERCENT = 5;
const COMMENTS = [
  '好看！',
  '这个颜色还有吗？',
  '已下单，期待～',
  '周末去店里看看',
  '价格多少呀',
  '支持一下👍',
  '有优惠券吗',
  '收藏了',
];

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const pgInts = (ids: readonly number[]) => `{${ids.join(',')}}`;

export function createSandboxMoments(db: Database): MomentPlatform {
  return {
    async publishedPosts(tenantId, employeeIds, startAt, now) {
      if (employeeIds.length === 0) return [];
      const rows = await db
        .select({
          id: sandboxReachEmployees.employeeId,
          delay: sandboxReachEmployees.confirmDelaySeconds,
        })
        .from(sandboxReachEmployees)
        .where(
          and(
            eq(sandboxReachEmployees.tenantId, tenantId),
            inArray(sandboxReachEmployees.employeeId, [...employeeIds]),
          ),
        );
      const delays = new Map(rows.map((row) => [row.id, row.delay]));
      return employeeIds.flatMap((employeeId) => {
        const delay = delays.has(employeeId)
          ? delays.get(employeeId)
          : DEFAULT_CONFIRM_DELAY_SECONDS;
        if (delay === null || delay === undefined) return [];
        const publishedAt = new Date(startAt.getTime() + delay * 1000);
        return publishedAt.getTime() <= now.getTime() ? [{ employeeId, publishedAt }] : [];
      });
    },
    async interactions(tenantId, taskId, posts, visibleTagIds, until) {
      if (posts.length === 0) return [];
      // h: a stable pseudo-random 0..9999 per (task, customer); the first interactions come
      // within seconds of publishing, the rest over the next hours.
      const result = await db.execute(sql`
        with posts as (
          select * from unnest(${pgInts(posts.map((post) => post.employeeId))}::int[],
            ${`{${posts.map((post) => `"${post.publishedAt.toISOString()}"`).join(',')}}`}::timestamptz[])
            as p(employee_id, published_at)
        ), seen as (
          select distinct on (r.customer_id) r.customer_id, p.employee_id, p.published_at,
            ((r.customer_id * 7919 + ${taskId} * 104729) % 10000)::int as h
          from posts p
          join customer_relations r on r.tenant_id = ${tenantId} and r.employee_id = p.employee_id
            and r.deleted_by_customer_at is null and r.deleted_by_employee_at is null
          where cardinality(${pgInts(visibleTagIds)}::int[]) = 0 or exists (
            select 1 from customer_tags ct where ct.tenant_id = ${tenantId}
              and ct.customer_id = r.customer_id and ct.tag_id = any(${pgInts(visibleTagIds)}::int[]))
          order by r.customer_id, p.published_at
        ), acts as (
          select customer_id, employee_id, 1 as kind, h,
            published_at + make_interval(secs => 3 + power(h % 100, 2) / 2) as occurred_at
          from seen where h % 100 < ${SANDBOX_LIKE_PERCENT}
          union all
          select customer_id, employee_id, 2 as kind, h,
            published_at + make_interval(secs => 20 + power((h / 100) % 100, 2)) as occurred_at
          from seen where (h / 100) % 100 < ${SANDBOX_COMMENT_PERCENT}
        )
        select customer_id, employee_id, kind, h, occurred_at from acts
        where occurred_at <= ${until.toISOString()}::timestamptz`);
      return rowsOf<{
        customer_id: number | string;
        employee_id: number;
        kind: number;
        h: number;
        occurred_at: string | Date;
      }>(result).map((row): MomentInteraction => ({
        customerId: Number(row.customer_id),
        employeeId: Number(row.employee_id),
        kind: Number(row.kind) === 2 ? 2 : 1,
        comment: Number(row.kind) === 2 ? (COMMENTS[row.h % COMMENTS.length] ?? '') : '',
        occurredAt: new Date(row.occurred_at),
      }));
    },
    // Nothing to stop in the sandbox: a cancelled task's posts are simply not pulled again.
    cancel: () => Promise.resolve(),
    async remind() {
      // The sandbox's reminder changes nothing: an employee who never publishes still does not.
    },
  };
}
