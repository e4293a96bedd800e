// issue #18: who a sidebar request is for. The ticket header is verified (signature, expiry),
// then the employee and the customer are looked up in the ticket's tenant, and the chat must
// still exist between them. Anything else is a 401: the sidebar never learns whether an id
// exists in another tenant.
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SIDER_TICKET_HEADER } from '../../../../contract/reach/sider-app';
import type { Database } from '../../../db/database';
import { HttpError } from '../../../http/http-errors';
import { verifySiderTicket } from './sider-ticket';

export interface SiderSession {
  readonly tenantId: string;
  readonly employeeId: number;
  readonly employeeName: string;
  readonly customerId: number;
  readonly customerName: string;
  readonly avatar: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function siderSession(
  db: Database,
  secret: string,
  request: FastifyRequest,
  now: number,
): Promise<SiderSession> {
  const ticket = verifySiderTicket(secret, request.headers[SIDER_TICKET_HEADER], now);
  if (!ticket) throw new HttpError(401, '侧边栏身份已失效，请在聊天中重新打开');
  const [row] = rowsOf<{
    customer_id: number;
    customer_name: string;
    avatar: string;
    employee_name: string;
  }>(
    await db.execute(sql`select c.id as customer_id, c.name as customer_name, c.avatar,
        e.name as employee_name
      from customers c
      join customer_relations r on r.tenant_id = c.tenant_id and r.customer_id = c.id
      join employees e on e.tenant_id = r.tenant_id and e.id = r.employee_id
      where c.tenant_id = ${ticket.tenantId} and c.external_user_id = ${ticket.externalUserId}
        and r.employee_id = ${ticket.employeeId} and r.deleted_by_customer_at is null
        and r.deleted_by_employee_at is null`),
  );
  if (!row) throw new HttpError(401, '当前会话的客户不存在或已不是您的客户');
  return {
    tenantId: ticket.tenantId,
    employeeId: ticket.employeeId,
    employeeName: row.employee_name,
    customerId: Number(row.customer_id),
    customerName: row.customer_name,
    avatar: row.avatar,
  };
}

/** One line in the sidebar's own activity log (the console's "近30天打开次数" reads it). */
export async function recordSiderEvent(
  db: Database,
  session: SiderSession,
  kind: 'open' | 'tag' | 'follow_up' | 'task_sent' | 'material_sent' | 'reply_sent',
  pageKey: string,
  at: Date,
  refId: number | null = null,
): Promise<void> {
  await db.execute(sql`insert into sider_events
      (tenant_id, kind, page_key, employee_id, customer_id, ref_id, occurred_at)
    values (${session.tenantId}, ${kind}, ${pageKey}, ${session.employeeId},
      ${session.customerId}, ${refId}, ${at})`);
}
