// issue #15 /short-chain public side: a view of /l/<key> counts PV every time and UV once per
// visitor per China day (per channel); 添加 picks the employee in range with the fewest adds
// today, uses one acquisition of the quota and adds a simulated customer whose state is the
// placement's customer_channel (attribution).
import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { ShortLinkForm } from '../../../../contract/acquiring/short-chain';
import type { Database } from '../../../db/database';
import { shortLinkAdds, shortLinkViews, shortLinks } from '../../../db/schema/acquiring-tools';
import { employees } from '../../../db/schema/directory';
import { simulateScan } from '../../../platform/sandbox/simulate-scan';
import { applyPlatformEvent } from '../../customer/customer-list/platform-events';
import { chinaClock } from '../../../../contract/china-time';
import { useQuota } from './short-link-quota';

type Link = typeof shortLinks.$inferSelect;

export async function findLinkByKey(db: Database, key: string) {
  const [link] = await db.select().from(shortLinks).where(eq(shortLinks.publicKey, key));
  return link;
}

export function linkUsable(link: Link, at: Date): 'ok' | 'disabled' | 'expired' {
  if (!link.enabled) return 'disabled';
  return link.expiresAt && link.expiresAt.getTime() <= at.getTime() ? 'expired' : 'ok';
}

/** The channel of a visit: a configured customer_channel, else '' (the link itself). */
export function channelOf(link: Link, requested: string): string {
  const config = link.config as unknown as ShortLinkForm;
  return config.channels.some((row) => row.customer_channel === requested) ? requested : '';
}

export async function recordView(
  db: Database,
  link: Link,
  channel: string,
  visitor: string,
  at: Date,
) {
  await db
    .insert(shortLinkViews)
    .values({
      tenantId: link.tenantId,
      linkId: link.id,
      channel,
      day: chinaClock(at).date,
      visitor,
      views: 1,
    })
    .onConflictDoUpdate({
      target: [
        shortLinkViews.tenantId,
        shortLinkViews.linkId,
        shortLinkViews.channel,
        shortLinkViews.day,
        shortLinkViews.visitor,
      ],
      set: { views: sql`${shortLinkViews.views} + 1` },
    });
}

export type LinkAddOutcome =
  | { readonly ok: true; readonly employeeName: string; readonly customerName: string }
  | { readonly ok: false; readonly problem: 'quota' | 'no_employee' };

export async function addThroughLink(
  db: Database,
  link: Link,
  channel: string,
  nickname: string | undefined,
  at: Date,
): Promise<LinkAddOutcome> {
  const config = link.config as unknown as ShortLinkForm;
  const staff = await db
    .select({ id: employees.id, name: employees.name, userId: employees.platformUserId })
    .from(employees)
    .where(
      and(
        eq(employees.tenantId, link.tenantId),
        eq(employees.status, 1),
        or(
          config.employee_ids.length ? inArray(employees.id, config.employee_ids) : undefined,
          config.department_ids.length
            ? inArray(employees.departmentId, config.department_ids)
            : undefined,
        ),
      ),
    )
    .orderBy(employees.id)
    .limit(100);
  if (staff.length === 0) return { ok: false, problem: 'no_employee' };
  const today = await db
    .select({ id: shortLinkAdds.employeeId, n: sql<number>`count(*)::int` })
    .from(shortLinkAdds)
    .where(
      and(
        eq(shortLinkAdds.tenantId, link.tenantId),
        eq(shortLinkAdds.linkId, link.id),
        gte(shortLinkAdds.addedAt, chinaClock(at).dayStart),
      ),
    )
    .groupBy(shortLinkAdds.employeeId);
  const load = new Map(today.map((row) => [row.id, row.n]));
  const employee = staff.reduce((best, row) =>
    (load.get(row.id) ?? 0) < (load.get(best.id) ?? 0) ? row : best,
  );
  if (!(await useQuota(db, link.tenantId, at))) return { ok: false, problem: 'quota' };
  const event = simulateScan({
    userId: employee.userId,
    state: channel || link.state,
    nickname,
    at,
  });
  const applied = await applyPlatformEvent(db, link.tenantId, event, {
    short_link_id: link.id,
    customer_channel: channel,
  });
  if (!applied) return { ok: false, problem: 'no_employee' };
  await db.insert(shortLinkAdds).values({
    tenantId: link.tenantId,
    linkId: link.id,
    channel,
    customerId: applied.customerId,
    employeeId: employee.id,
    addedAt: at,
  });
  return { ok: true, employeeName: employee.name, customerName: event.contact.name };
}
