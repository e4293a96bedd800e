// /sider-iframe sandbox preview: the platform would open the sidebar inside a chat and hand
// it a signed JS-SDK context; the sandbox signs the same ticket for a chat (customer ↔
// employee) of the operator's tenant and answers the sidebar path to open. issue #41: a scoped
// operator opens only the chats of an employee in their scope (another chat: not found).
import { sql } from 'drizzle-orm';
import type { SiderPreviewTarget } from '../../../../contract/reach/sider-iframe';
import type { SiderPageKey } from '../../../../contract/reach/sider-pages';
import { SIDER_TICKET_TTL_MS } from '../../../../contract/reach/sider-app';
import type { Database } from '../../../db/database';
import { HttpError } from '../../../http/http-errors';
import { scopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import { siderPagePath } from '../../../../contract/reach/sider-pages';
import { signSiderTicket } from './sider-ticket';
import { containsPattern } from '../../../db/list-query';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function listPreviewTargets(
  db: Database,
  tenantId: string,
  name: string | undefined,
  scope: DataScope,
): Promise<SiderPreviewTarget[]> {
  const filter = name ? sql`and c.name ilike ${containsPattern(name)}` : sql``;
  const inScope = scopeFilter(scope, sql`r.employee_id`) ?? sql`true`;
  const result = await db.execute(sql`select r.customer_id, c.name as customer_name,
      r.employee_id, e.name as employee_name, r.added_at
    from customer_relations r
    join customers c on c.tenant_id = r.tenant_id and c.id = r.customer_id
    join employees e on e.tenant_id = r.tenant_id and e.id = r.employee_id
    where r.tenant_id = ${tenantId} and r.deleted_by_customer_at is null
      and r.deleted_by_employee_at is null and ${inScope} ${filter}
    order by r.added_at desc, r.customer_id desc limit 20`);
  return rowsOf<{
    customer_id: number;
    customer_name: string;
    employee_id: number;
    employee_name: string;
    added_at: string | Date;
  }>(result).map((row) => ({
    customer_id: Number(row.customer_id),
    customer_name: row.customer_name,
    employee_id: row.employee_id,
    employee_name: row.employee_name,
    added_at: new Date(row.added_at).toISOString(),
  }));
}

export async function previewPath(
  db: Database,
  secret: string,
  tenantId: string,
  body: { customer_id: number; employee_id: number; page_key: SiderPageKey },
  now: number,
  scope: DataScope,
): Promise<{ path: string }> {
  const inScope = scopeFilter(scope, sql`r.employee_id`) ?? sql`true`;
  const [chat] = rowsOf<{ external_user_id: string }>(
    await db.execute(sql`select c.external_user_id from customer_relations r
      join customers c on c.tenant_id = r.tenant_id and c.id = r.customer_id
      where r.tenant_id = ${tenantId} and r.customer_id = ${body.customer_id}
        and r.employee_id = ${body.employee_id} and r.deleted_by_customer_at is null
        and r.deleted_by_employee_at is null and ${inScope}`),
  );
  if (!chat) throw new HttpError(404, '该员工与客户之间没有会话');
  const ticket = signSiderTicket(secret, {
    tenantId,
    employeeId: body.employee_id,
    externalUserId: chat.external_user_id,
    expiresAt: now + SIDER_TICKET_TTL_MS,
  });
  const query = new URLSearchParams({ external_userid: chat.external_user_id, ticket });
  return { path: `${siderPagePath(body.page_key)}?${query.toString()}` };
}
