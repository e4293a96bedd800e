// issue #41 follow-up records (docs/handover.md "Follow-ups"): text, images and the next
// follow-up time, written from the customer detail or the sidebar; each also appears on the
// customer's timeline (a `follow_up` event). A next time asks the job runner for a reminder
// at that instant (follow-up-remind.ts).
import { sql } from 'drizzle-orm';
import type { ListData } from '../../../../contract/envelope';
import type { FollowUpBody, FollowUpRow } from '../../../../contract/customer/follow-up';
import type { Database } from '../../../db/database';
import { customerFollowUps } from '../../../db/schema/customer-handover';
import { customerEvents } from '../../../db/schema/customers';
import { BusinessError } from '../../../http/http-errors';
import { CUSTOMER_ERROR_CODES } from '../../../../contract/customer/customer-list';
import { offsetOf } from '../../../db/list-query';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The customer's employee for a follow-up written by an operator: the first still a friend. */
async function defaultEmployee(db: Database, tenantId: string, customerId: number) {
  const [row] = rowsOf<{ employee_id: number }>(
    await db.execute(sql`select employee_id from customer_relations
      where tenant_id = ${tenantId} and customer_id = ${customerId}
        and deleted_by_customer_at is null and deleted_by_employee_at is null
      order by added_at limit 1`),
  );
  return row?.employee_id ?? null;
}

export async function customerExists(db: Database, tenantId: string, customerId: number) {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from customers where tenant_id = ${tenantId} and id = ${customerId}`,
    ),
  );
  if (!row) throw new BusinessError(CUSTOMER_ERROR_CODES.customerNotFound, '客户不存在');
}

export async function addFollowUp(
  db: Database,
  tenantId: string,
  customerId: number,
  body: FollowUpBody,
  source: 'console' | 'sidebar',
  now: Date,
): Promise<{ id: number; nextFollowAt: Date | null }> {
  await customerExists(db, tenantId, customerId);
  let employeeId = body.employee_id;
  if (employeeId !== null) {
    const [own] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from employees
        where tenant_id = ${tenantId} and id = ${employeeId}`),
    );
    if (!own) throw new BusinessError(CUSTOMER_ERROR_CODES.customerNotFound, '跟进员工不存在');
  } else {
    employeeId = await defaultEmployee(db, tenantId, customerId);
  }
  const nextFollowAt = body.next_follow_at ? new Date(body.next_follow_at) : null;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customerFollowUps)
      .values({
        tenantId,
        customerId,
        employeeId,
        text: body.text,
        images: body.images,
        nextFollowAt,
        source,
        createdAt: now,
      })
      .returning({ id: customerFollowUps.id });
    await tx.insert(customerEvents).values({
      tenantId,
      customerId,
      employeeId,
      eventType: 'follow_up',
      content: {
        text: body.text,
        images: body.images,
        next_follow_at: body.next_follow_at,
        source,
      },
      occurredAt: now,
    });
    return Number(row?.id);
  });
  return { id, nextFollowAt };
}

export async function listFollowUps(
  db: Database,
  tenantId: string,
  customerId: number,
  page: number,
  pageSize: number,
): Promise<ListData<FollowUpRow>> {
  await customerExists(db, tenantId, customerId);
  const rows = rowsOf<{
    id: number;
    text: string;
    images: string[];
    next_follow_at: Date | null;
    reminded_at: Date | null;
    employee_id: number | null;
    employee_name: string | null;
    source: string;
    created_at: Date;
    total: number;
  }>(
    await db.execute(sql`select f.id, f.text, f.images, f.next_follow_at, f.reminded_at,
        f.employee_id, e.name as employee_name, f.source, f.created_at,
        count(*) over ()::int as total
      from customer_follow_ups f
      left join employees e on e.tenant_id = f.tenant_id and e.id = f.employee_id
      where f.tenant_id = ${tenantId} and f.customer_id = ${customerId}
      order by f.created_at desc, f.id desc
      limit ${pageSize} offset ${offsetOf({ page, page_size: pageSize })}`),
  );
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      text: row.text,
      images: row.images,
      next_follow_at: iso(row.next_follow_at),
      reminded_at: iso(row.reminded_at),
      employee:
        row.employee_id === null ? null : { id: row.employee_id, name: row.employee_name ?? '' },
      source: row.source,
      created_at: new Date(row.created_at).toISOString(),
    })),
    total: rows[0]?.total ?? 0,
    page,
    page_size: pageSize,
  };
}
