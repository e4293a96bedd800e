// issue #41 a hand-over request (docs/handover.md): the employees are checked, each customer
// gets one record — queued for the platform, or refused at once with the platform limit it
// would break (在职: twice in 90 days; already being transferred; not the handover member's
// customer), explained in Chinese — and the job that sends and polls is enqueued.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  HANDOVER_ERROR_CODES,
  HANDOVER_LIMITS,
  HANDOVER_MODES,
} from '../../../../contract/customer/handover';
import type {
  CustomerHandoverBody,
  GroupHandoverBody,
  HandoverCreated,
} from '../../../../contract/customer/handover';
import type { Database } from '../../../db/database';
import { customerHandovers } from '../../../db/schema/customer-handover';
import { scopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import { BusinessError } from '../../../http/http-errors';

type NewRecord = typeof customerHandovers.$inferInsert;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const pgArray = (ids: readonly number[]) => `{${ids.join(',')}}`;
const NINETY_DAYS_MS = 90 * 86_400_000;

export const REFUSALS = {
  noEmployee: '该客户没有跟进员工（已流失），无法转接',
  notContact: '该客户不是原跟进成员的客户（已流失或从未添加），无法转接',
  inProgress: '该客户正在转接中，请等待上一次转接结束',
  tooOften: `为保障客户服务体验，企业微信规定90天内在职成员的每位客户仅可被转接${HANDOVER_LIMITS.onjobPer90Days}次`,
  groupTooOften: `企业微信规定90天内在职成员的每个客户群仅可被转接${HANDOVER_LIMITS.onjobPer90Days}次`,
  notOwner: '该客户群的群主不是原群主或群已解散',
  alreadyOwner: '新群主已是该群的群主',
} as const;

interface Employee {
  id: number;
  name: string;
  status: number;
}

/**
 * The tenant's employee `id`; with a `scope`, only one inside it (docs/permissions.md: outside
 * the user's data scope is answered as not found).
 */
async function employeeOf(
  db: Database,
  tenantId: string,
  id: number,
  label: string,
  scope?: DataScope,
) {
  const inScope = (scope && scopeFilter(scope, sql`id`)) ?? sql`true`;
  const [row] = rowsOf<Employee>(
    await db.execute(sql`select id, name, status from employees
      where tenant_id = ${tenantId} and id = ${id} and ${inScope}`),
  );
  if (!row) throw new BusinessError(HANDOVER_ERROR_CODES.employeeNotFound, `${label}不存在`);
  return row;
}

/** 在职转接 needs two members on the job; 离职继承 a member who left (docs/handover.md). */
export function checkEmployees(
  mode: keyof typeof HANDOVER_MODES,
  handover: Employee | null,
  takeover: Employee,
): void {
  const wrong = (message: string) =>
    new BusinessError(HANDOVER_ERROR_CODES.wrongEmployeeState, message);
  if (handover && handover.id === takeover.id) {
    throw new BusinessError(HANDOVER_ERROR_CODES.sameEmployee, '原跟进成员与接替成员不能是同一人');
  }
  if (takeover.status !== 1) throw wrong(`接替成员「${takeover.name}」已离职，请选择在职成员`);
  if (!handover) return;
  if (mode === 'onjob' && handover.status !== 1) {
    throw wrong(`「${handover.name}」已离职，请使用离职继承`);
  }
  if (mode === 'resigned' && handover.status === 1) {
    throw wrong(`「${handover.name}」仍在职，请使用在职转接`);
  }
}

async function insertBatch(db: Database, records: NewRecord[]): Promise<HandoverCreated> {
  if (records.length) await db.insert(customerHandovers).values(records);
  const queued = records.filter((record) => record.status === 0).length;
  const noEmployee = records.filter((record) => record.reason === REFUSALS.noEmployee).length;
  return {
    batch_id: records[0]?.batchId ?? '',
    queued,
    refused: records.length - queued,
    no_employee: noEmployee,
  };
}

export async function createCustomerHandover(
  db: Database,
  tenantId: string,
  userId: number,
  body: CustomerHandoverBody,
  now: Date,
  scope: DataScope,
): Promise<HandoverCreated> {
  // issue #41 data scope: a 本人 / 本部门 user hands over only their scope's members' customers
  const handover = await employeeOf(db, tenantId, body.handover_employee_id, '原跟进成员', scope);
  const takeover = await employeeOf(db, tenantId, body.takeover_employee_id, '接替成员');
  checkEmployees(body.mode, handover, takeover);
  const since = new Date(now.getTime() - NINETY_DAYS_MS);
  const customers = rowsOf<{
    id: number;
    external_user_id: string;
    contact: boolean;
    any_employee: boolean;
    in_progress: boolean;
    recent: number;
  }>(
    await db.execute(sql`select c.id, c.external_user_id,
        exists (select 1 from customer_relations r where r.tenant_id = c.tenant_id
          and r.customer_id = c.id
          and r.deleted_by_customer_at is null and r.deleted_by_employee_at is null) as any_employee,
        exists (select 1 from customer_relations r where r.tenant_id = c.tenant_id
          and r.customer_id = c.id and r.employee_id = ${handover.id}
          and r.deleted_by_customer_at is null and r.deleted_by_employee_at is null) as contact,
        exists (select 1 from customer_handovers h where h.tenant_id = c.tenant_id
          and h.target_type = 1 and h.target_id = c.id and h.status in (0, 2)) as in_progress,
        (select count(*)::int from customer_handovers h where h.tenant_id = c.tenant_id
          and h.target_type = 1 and h.target_id = c.id and h.mode = 1
          and h.status in (1, 2, 3, 4) and h.created_at > ${since}) as recent
      from customers c
      where c.tenant_id = ${tenantId} and c.id = any(${pgArray(body.customer_ids)}::bigint[])
      order by c.id`),
  );
  const batchId = randomUUID();
  const mode = HANDOVER_MODES[body.mode];
  const records = customers.map((customer): NewRecord => {
    let status = 0;
    let reason = '';
    // A customer nobody follows any more (已流失) is skipped with its own reason, the rest of
    // the request still goes (docs/handover.md "Skipped customers").
    if (!customer.any_employee) [status, reason] = [7, REFUSALS.noEmployee];
    else if (!customer.contact) [status, reason] = [7, REFUSALS.notContact];
    else if (customer.in_progress) [status, reason] = [8, REFUSALS.inProgress];
    else if (body.mode === 'onjob' && customer.recent >= HANDOVER_LIMITS.onjobPer90Days) {
      [status, reason] = [6, REFUSALS.tooOften];
    }
    return {
      tenantId,
      batchId,
      mode,
      targetType: 1,
      targetId: Number(customer.id),
      platformTargetId: customer.external_user_id,
      handoverEmployeeId: handover.id,
      takeoverEmployeeId: takeover.id,
      status,
      reason,
      message: body.mode === 'onjob' ? body.message : '',
      createdBy: userId,
      createdAt: now,
      finishedAt: status === 0 ? null : now,
    };
  });
  return insertBatch(db, records);
}

export async function createGroupHandover(
  db: Database,
  tenantId: string,
  userId: number,
  body: GroupHandoverBody,
  now: Date,
  scope: DataScope,
): Promise<HandoverCreated> {
  const takeover = await employeeOf(db, tenantId, body.takeover_employee_id, '新群主');
  checkEmployees(body.mode, null, takeover);
  const since = new Date(now.getTime() - NINETY_DAYS_MS);
  const groups = rowsOf<{
    id: number;
    chat_id: string;
    owner_id: number | null;
    owner_status: number | null;
    dismissed: boolean;
    in_progress: boolean;
    recent: number;
  }>(
    await db.execute(sql`select g.id, g.platform_chat_id as chat_id, g.owner_employee_id as owner_id,
        e.status as owner_status, g.dismissed_at is not null as dismissed,
        exists (select 1 from customer_handovers h where h.tenant_id = g.tenant_id
          and h.target_type = 2 and h.target_id = g.id and h.status in (0, 2)) as in_progress,
        (select count(*)::int from customer_handovers h where h.tenant_id = g.tenant_id
          and h.target_type = 2 and h.target_id = g.id and h.mode = 1 and h.status = 1
          and h.created_at > ${since}) as recent
      from customer_groups g
      left join employees e on e.tenant_id = g.tenant_id and e.id = g.owner_employee_id
      where g.tenant_id = ${tenantId} and g.id = any(${pgArray(body.group_ids)}::int[])
        and ${scopeFilter(scope, sql`g.owner_employee_id`) ?? sql`true`}
      order by g.id`),
  );
  // WeCom: a new owner takes at most 300 groups of one person a day; counted per request.
  const [today] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from customer_handovers
      where tenant_id = ${tenantId} and target_type = 2 and takeover_employee_id = ${takeover.id}
        and status in (0, 1, 2) and created_at > ${new Date(now.getTime() - 86_400_000)}`),
  );
  if ((today?.n ?? 0) + groups.length > HANDOVER_LIMITS.groupsPerOwnerPerDay) {
    throw new BusinessError(
      HANDOVER_ERROR_CODES.nothingToSend,
      `企业微信规定新群主每天最多接收${HANDOVER_LIMITS.groupsPerOwnerPerDay}个客户群，「${takeover.name}」今天已接收${today?.n ?? 0}个，请减少选择或明天再试`,
    );
  }
  const batchId = randomUUID();
  const mode = HANDOVER_MODES[body.mode];
  const records = groups.map((group): NewRecord => {
    let status = 0;
    let reason = '';
    const ownerLeft = group.owner_status !== null && group.owner_status !== 1;
    if (group.dismissed || group.owner_id === null) [status, reason] = [7, REFUSALS.notOwner];
    else if (group.owner_id === takeover.id) [status, reason] = [7, REFUSALS.alreadyOwner];
    else if (group.in_progress) [status, reason] = [8, REFUSALS.inProgress];
    else if (body.mode === 'onjob' && ownerLeft) {
      [status, reason] = [7, '群主已离职，请使用离职继承'];
    } else if (body.mode === 'resigned' && !ownerLeft) {
      [status, reason] = [7, '群主仍在职，请使用在职转接'];
    } else if (body.mode === 'onjob' && group.recent >= HANDOVER_LIMITS.onjobPer90Days) {
      [status, reason] = [6, REFUSALS.groupTooOften];
    }
    return {
      tenantId,
      batchId,
      mode,
      targetType: 2,
      targetId: Number(group.id),
      platformTargetId: group.chat_id,
      handoverEmployeeId: group.owner_id ?? 0,
      takeoverEmployeeId: takeover.id,
      status,
      reason,
      createdBy: userId,
      createdAt: now,
      finishedAt: status === 0 ? null : now,
    };
  });
  return insertBatch(db, records);
}
