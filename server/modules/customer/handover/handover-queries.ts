// issue #41 the hand-over records view (docs/handover.md): a tenant's records, newest first,
// with the customer's or group's name and both employees; and the leavers' unassigned
// customers as the platform lists them (get_unassigned_list), matched to our mirror.
import { sql } from 'drizzle-orm';
import { HANDOVER_STATUSES } from '../../../../contract/customer/handover';
import type {
  HandoverListQuery,
  HandoverRow,
  HandoverStatus,
  UnassignedRow,
} from '../../../../contract/customer/handover';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { scopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import type { PlatformAdapter } from '../../../platform/adapter';
import type { UnassignedPage } from '../../../platform/handover-adapter';
import { offsetOf } from '../../../db/list-query';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
const pgArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

interface Row {
  id: number;
  batch_id: string;
  mode: 1 | 2;
  target_type: 1 | 2;
  target_id: number;
  target_name: string | null;
  handover_id: number;
  handover_name: string | null;
  takeover_id: number;
  takeover_name: string | null;
  status: HandoverStatus;
  reason: string;
  created_at: Date;
  takeover_at: Date | null;
  total: number;
}

export async function listHandovers(
  db: Database,
  tenantId: string,
  query: HandoverListQuery,
  scope: DataScope,
): Promise<ListData<HandoverRow>> {
  // issue #41 data scope: a record is the scope's when either of its members is
  const inScope = scope.all
    ? sql`true`
    : sql`(${scopeFilter(scope, sql`h.handover_employee_id`)}
        or ${scopeFilter(scope, sql`h.takeover_employee_id`)})`;
  const status = query.status ?? null;
  const type = query.target_type ?? null;
  const staff = query.employee_ids ?? [];
  const rows = rowsOf<Row>(
    await db.execute(sql`select h.id, h.batch_id, h.mode, h.target_type, h.target_id,
        coalesce(c.name, g.name) as target_name,
        h.handover_employee_id as handover_id, he.name as handover_name,
        h.takeover_employee_id as takeover_id, te.name as takeover_name,
        h.status, h.reason, h.created_at, h.takeover_at, count(*) over ()::int as total
      from customer_handovers h
      left join customers c on h.target_type = 1 and c.tenant_id = h.tenant_id and c.id = h.target_id
      left join customer_groups g on h.target_type = 2 and g.tenant_id = h.tenant_id
        and g.id = h.target_id
      left join employees he on he.tenant_id = h.tenant_id and he.id = h.handover_employee_id
      left join employees te on te.tenant_id = h.tenant_id and te.id = h.takeover_employee_id
      where h.tenant_id = ${tenantId} and ${inScope}
        and (${status}::int is null or h.status = ${status}::int)
        and (${type}::int is null or h.target_type = ${type}::int)
        and (${staff.length === 0} or h.handover_employee_id = any(${pgArray(staff)}::int[])
          or h.takeover_employee_id = any(${pgArray(staff)}::int[]))
      order by h.id desc
      limit ${query.page_size} offset ${offsetOf(query)}`),
  );
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      batch_id: row.batch_id,
      mode: row.mode,
      target_type: row.target_type,
      target: { id: Number(row.target_id), name: row.target_name ?? '' },
      handover_employee: { id: row.handover_id, name: row.handover_name ?? '' },
      takeover_employee: { id: row.takeover_id, name: row.takeover_name ?? '' },
      status: row.status,
      status_label: HANDOVER_STATUSES[row.status],
      reason: row.reason,
      created_at: new Date(row.created_at).toISOString(),
      takeover_at: iso(row.takeover_at),
    })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/** The platform answers pages of up to 1,000; a request reads at most this many. */
const UNASSIGNED_READ_MAX = 5000;

export async function listUnassigned(
  db: Database,
  platform: PlatformAdapter,
  tenantId: string,
  page: number,
  pageSize: number,
  scope: DataScope,
): Promise<ListData<UnassignedRow>> {
  const listed: UnassignedPage['items'][number][] = [];
  let cursor = '';
  do {
    const answer = await platform.unassignedCustomers(tenantId, cursor);
    listed.push(...answer.items);
    cursor = answer.nextCursor;
  } while (cursor && listed.length < UNASSIGNED_READ_MAX);
  // issue #41 data scope: the leavers of the user's scope only
  const scoped = scope.all
    ? null
    : new Set(
        rowsOf<{ user_id: string }>(
          await db.execute(sql`select platform_user_id as user_id from employees
            where tenant_id = ${tenantId} and ${scopeFilter(scope, sql`id`) ?? sql`true`}`),
        ).map((row) => row.user_id),
      );
  const items = scoped ? listed.filter((item) => scoped.has(item.handoverUserId)) : listed;
  const slice = items.slice(offsetOf({ page, page_size: pageSize }), page * pageSize);
  const users = [...new Set(slice.map((item) => item.handoverUserId))];
  const externals = slice.map((item) => item.externalUserId);
  const employees = rowsOf<{ id: number; name: string; user_id: string }>(
    await db.execute(sql`select id, name, platform_user_id as user_id from employees
      where tenant_id = ${tenantId} and platform_user_id = any(${`{${users.join(',')}}`}::text[])`),
  );
  const customers = rowsOf<{ id: number; name: string; external: string }>(
    await db.execute(sql`select id, name, external_user_id as external from customers
      where tenant_id = ${tenantId}
        and external_user_id = any(${`{${externals.join(',')}}`}::text[])`),
  );
  return {
    list: slice.map((item) => {
      const employee = employees.find((row) => row.user_id === item.handoverUserId);
      const customer = customers.find((row) => row.external === item.externalUserId);
      return {
        handover_employee: employee ? { id: employee.id, name: employee.name } : null,
        handover_user_id: item.handoverUserId,
        customer: customer ? { id: Number(customer.id), name: customer.name } : null,
        external_user_id: item.externalUserId,
        dimission_at: item.dimissionAt ? item.dimissionAt.toISOString() : null,
      };
    }),
    total: items.length,
    page,
    page_size: pageSize,
  };
}
