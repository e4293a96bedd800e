// issue #20 /super-radar attribution: a send wraps the URL once per (employee, customer); an
// open through that token is recorded against both, shows in the customer's timeline, tells
// the employee (sandbox notice, once per send), tags the customer and adds the radar's score
// once per send. Nothing here trusts an id from the opener: the token is the only key.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { RADAR_OPEN_PREFIX, type RadarLinkResult } from '../../../../contract/material/super-radar';
import type { Database } from '../../../db/database';
import { customerAlertNotices } from '../../../db/schema/customer-ops';
import { customerEvents, customers, tags } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { customerRadarScores, radarLinks, radarOpens, radars } from '../../../db/schema/material';
import { BusinessError } from '../../../http/http-errors';
import { tagOwnCustomers } from '../../customer/shared/own-ids';
import { rowsOf } from '../../customer/shared/sql-rows';
import { RADAR_NOT_FOUND } from './radar-store';

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,40}$/;
const newToken = () => randomBytes(16).toString('base64url');
/** The longest stay we believe (a tab left open overnight is not reading). */
const MAX_STAY_SECONDS = 2 * 3600;

export async function createLinks(
  db: Database,
  tenantId: string,
  radarId: number,
  employeeId: number,
  customerIds: readonly number[],
): Promise<RadarLinkResult[]> {
  const [radar] = await db
    .select({ id: radars.id })
    .from(radars)
    .where(and(eq(radars.tenantId, tenantId), eq(radars.id, radarId)));
  if (!radar) throw new BusinessError(RADAR_NOT_FOUND, '雷达不存在或已被删除');
  const [employee] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.id, employeeId)));
  if (!employee) throw new BusinessError(120202, '员工不存在');
  const own = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), inArray(customers.id, [...new Set(customerIds)])));
  if (own.length === 0) throw new BusinessError(120203, '客户不存在');
  await db
    .insert(radarLinks)
    .values(
      own.map((row) => ({ tenantId, radarId, employeeId, customerId: row.id, token: newToken() })),
    )
    .onConflictDoNothing({
      target: [
        radarLinks.tenantId,
        radarLinks.radarId,
        radarLinks.employeeId,
        radarLinks.customerId,
      ],
    });
  const rows = await db
    .select()
    .from(radarLinks)
    .where(
      and(
        eq(radarLinks.tenantId, tenantId),
        eq(radarLinks.radarId, radarId),
        eq(radarLinks.employeeId, employeeId),
        inArray(
          radarLinks.customerId,
          own.map((row) => row.id),
        ),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    url: `${RADAR_OPEN_PREFIX}${row.token}`,
    customer_id: row.customerId,
    employee_id: row.employeeId,
  }));
}

export interface OpenedRadar {
  readonly openId: number;
  readonly type: number;
  readonly title: string;
  readonly url: string;
  readonly fileName: string;
  readonly article: string;
}

/** Records an open of `token`; null when the token (or its radar) does not exist. */
export async function recordOpen(
  db: Database,
  token: string,
  at: Date,
): Promise<OpenedRadar | null> {
  const [found] = await db
    .select({ link: radarLinks, radar: radars, employeeName: employees.name })
    .from(radarLinks)
    .innerJoin(
      radars,
      and(eq(radars.tenantId, radarLinks.tenantId), eq(radars.id, radarLinks.radarId)),
    )
    .innerJoin(
      employees,
      and(eq(employees.tenantId, radarLinks.tenantId), eq(employees.id, radarLinks.employeeId)),
    )
    .where(eq(radarLinks.token, token));
  if (!found || !found.radar.enabled) return null;
  const { link, radar } = found;
  const tenantId = link.tenantId;
  const openId = await db.transaction(async (tx) => {
    const [first] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(radarOpens)
      .where(and(eq(radarOpens.tenantId, tenantId), eq(radarOpens.linkId, link.id)));
    const [open] = await tx
      .insert(radarOpens)
      .values({
        tenantId,
        linkId: link.id,
        radarId: radar.id,
        employeeId: link.employeeId,
        customerId: link.customerId,
        openedAt: at,
      })
      .returning({ id: radarOpens.id });
    await tx.insert(customerEvents).values({
      tenantId,
      customerId: link.customerId,
      employeeId: link.employeeId,
      eventType: 'radar_opened',
      content: { radar_id: radar.id, radar_title: radar.title },
      occurredAt: at,
    });
    if ((first?.n ?? 0) === 0) {
      if (radar.score > 0) {
        await tx
          .insert(customerRadarScores)
          .values({ tenantId, customerId: link.customerId, score: radar.score })
          .onConflictDoUpdate({
            target: [customerRadarScores.tenantId, customerRadarScores.customerId],
            set: { score: sql`${customerRadarScores.score} + ${radar.score}` },
          });
      }
      if (radar.actionNotice) {
        const [customer] = await tx
          .select({ name: customers.name })
          .from(customers)
          .where(and(eq(customers.tenantId, tenantId), eq(customers.id, link.customerId)));
        await tx
          .insert(customerAlertNotices)
          .values({
            tenantId,
            kind: 'radar_open',
            recipientEmployeeId: link.employeeId,
            eventKey: `radar_open:${link.id}`,
            customerId: link.customerId,
            content: `客户「${customer?.name ?? ''}」打开了您发送的雷达「${radar.title}」`,
            createdAt: at,
          })
          .onConflictDoNothing();
      }
    }
    return open!.id;
  });
  if (radar.tagIds.length > 0) {
    // the radar's tags may have been deleted since: tag with the ones that still exist
    const live = await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, radar.tagIds)));
    if (live.length > 0) {
      await tagOwnCustomers(
        db,
        tenantId,
        [link.customerId],
        live.map((row) => row.id),
        at,
      );
    }
  }
  return {
    openId,
    type: radar.type,
    title: radar.title,
    url: radar.url,
    fileName: radar.fileName,
    article: radar.article,
  };
}

/** The page reports how long it was read (sendBeacon on leave); only its own open counts. */
export async function recordStay(
  db: Database,
  token: string,
  openId: number,
  seconds: number,
): Promise<boolean> {
  const stay = Math.max(0, Math.min(MAX_STAY_SECONDS, Math.round(seconds)));
  const updated = await db.execute<{ id: number }>(sql`
    update radar_opens o set duration_seconds = greatest(o.duration_seconds, ${stay})
    from radar_links l
    where l.token = ${token} and o.tenant_id = l.tenant_id and o.link_id = l.id and o.id = ${openId}
    returning o.id`);
  return rowsOf(updated).length > 0;
}
