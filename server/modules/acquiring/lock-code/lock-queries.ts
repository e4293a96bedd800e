// issue #15 /lock-code reads: the list (bound customers, rescans kept), one code's detail, its
// bound-customer list and the statistics (scans, new bindings, rescans kept by lock).
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type {
  LockBindingRow,
  LockCodeDetail,
  LockCodeForm,
  LockCodeRow,
  LockStatistics,
} from '../../../../contract/acquiring/lock-code';
import type { ToolListQuery } from '../../../../contract/acquiring/tool-fields';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { lockBindings, lockCodes, lockScans } from '../../../db/schema/acquiring-tools';
import { customers } from '../../../db/schema/customers';
import { chinaDayStart } from '../../../../contract/china-time';
import { daysBetween, employeeMap, notFound } from '../tool-kit/tool-refs';
import { chinaDaySql } from '../../../db/china-time-sql';
import { toolListPage } from '../tool-kit/tool-list-query';
import { containsPattern, offsetOf } from '../../../db/list-query';

export const lockScanPath = (key: string) => `/s/k/${key}`;
type Code = typeof lockCodes.$inferSelect;

async function rowsOf(
  db: Database,
  tenantId: string,
  codes: readonly Code[],
): Promise<LockCodeRow[]> {
  const ids = codes.map((code) => code.id);
  const configs = codes.map((code) => code.config as unknown as LockCodeForm);
  const staff = await employeeMap(
    db,
    tenantId,
    configs.flatMap((config) => [
      ...config.employee_ids,
      ...config.schedules.flatMap((row) => row.employee_ids),
    ]),
  );
  const bound = ids.length
    ? await db
        .select({ id: lockBindings.lockCodeId, n: count() })
        .from(lockBindings)
        .where(
          and(
            eq(lockBindings.tenantId, tenantId),
            inArray(lockBindings.lockCodeId, ids),
            isNull(lockBindings.releasedAt),
          ),
        )
        .groupBy(lockBindings.lockCodeId)
    : [];
  const kept = ids.length
    ? await db
        .select({ id: lockScans.lockCodeId, n: count() })
        .from(lockScans)
        .where(
          and(
            eq(lockScans.tenantId, tenantId),
            inArray(lockScans.lockCodeId, ids),
            eq(lockScans.kind, 'kept'),
          ),
        )
        .groupBy(lockScans.lockCodeId)
    : [];
  const boundBy = new Map(bound.map((row) => [row.id, row.n]));
  const keptBy = new Map(kept.map((row) => [row.id, row.n]));
  return codes.map((code, index) => {
    const config = configs[index] as LockCodeForm;
    const employeeIds = [
      ...new Set([...config.employee_ids, ...config.schedules.flatMap((row) => row.employee_ids)]),
    ];
    return {
      id: code.id,
      name: code.name,
      enabled: code.enabled,
      scan_path: lockScanPath(code.publicKey),
      employees: employeeIds.flatMap((id) => {
        const employee = staff.get(id);
        return employee ? [{ id, name: employee.name }] : [];
      }),
      lock_scope: config.lock_scope,
      lock_days: config.lock_days,
      bound_count: boundBy.get(code.id) ?? 0,
      kept_rescans: keptBy.get(code.id) ?? 0,
      created_at: code.createdAt.toISOString(),
    };
  });
}

export async function listLockCodes(
  db: Database,
  tenantId: string,
  query: ToolListQuery,
): Promise<ListData<LockCodeRow>> {
  return toolListPage(db, lockCodes, tenantId, query, (codes) => rowsOf(db, tenantId, codes));
}

export async function findLockCode(db: Database, tenantId: string, id: number): Promise<Code> {
  const [code] = await db
    .select()
    .from(lockCodes)
    .where(and(eq(lockCodes.tenantId, tenantId), eq(lockCodes.id, id)));
  if (!code) throw notFound('锁客码');
  return code;
}

export async function lockCodeDetailOf(
  db: Database,
  tenantId: string,
  id: number,
): Promise<LockCodeDetail> {
  const code = await findLockCode(db, tenantId, id);
  const [row] = await rowsOf(db, tenantId, [code]);
  return { ...(row as LockCodeRow), config: code.config as unknown as LockCodeForm };
}

export async function listBindings(
  db: Database,
  tenantId: string,
  codeId: number,
  query: {
    page: number;
    page_size: number;
    status: 'active' | 'released';
    customer?: string | undefined;
  },
): Promise<ListData<LockBindingRow>> {
  await findLockCode(db, tenantId, codeId);
  const where = and(
    eq(lockBindings.tenantId, tenantId),
    eq(lockBindings.lockCodeId, codeId),
    query.status === 'active'
      ? isNull(lockBindings.releasedAt)
      : isNotNull(lockBindings.releasedAt),
    query.customer ? ilike(customers.name, containsPattern(query.customer)) : undefined,
  );
  const join = and(
    eq(customers.tenantId, lockBindings.tenantId),
    eq(customers.id, lockBindings.customerId),
  );
  const [total] = await db
    .select({ n: count() })
    .from(lockBindings)
    .innerJoin(customers, join)
    .where(where);
  const rows = await db
    .select({ binding: lockBindings, customerName: customers.name })
    .from(lockBindings)
    .innerJoin(customers, join)
    .where(where)
    .orderBy(desc(lockBindings.boundAt), desc(lockBindings.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const staff = await employeeMap(
    db,
    tenantId,
    rows.map((row) => row.binding.employeeId),
  );
  return {
    list: rows.map(({ binding, customerName }) => ({
      id: binding.id,
      customer: { id: binding.customerId, name: customerName },
      employee: { id: binding.employeeId, name: staff.get(binding.employeeId)?.name ?? '-' },
      bound_at: binding.boundAt.toISOString(),
      expires_at: binding.expiresAt?.toISOString() ?? null,
      released_at: binding.releasedAt?.toISOString() ?? null,
      release_reason: binding.releaseReason,
      rescans: binding.rescans,
    })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function lockStatistics(
  db: Database,
  tenantId: string,
  query: { id: number; from: string; to: string },
): Promise<LockStatistics> {
  await findLockCode(db, tenantId, query.id);
  const start = chinaDayStart(query.from);
  const end = new Date(chinaDayStart(query.to).getTime() + 86_400_000);
  const day = chinaDaySql(lockScans.occurredAt);
  const rows = await db
    .select({
      day,
      kind: lockScans.kind,
      employeeId: lockScans.employeeId,
      n: sql<number>`count(*)::int`,
    })
    .from(lockScans)
    .where(
      and(
        eq(lockScans.tenantId, tenantId),
        eq(lockScans.lockCodeId, query.id),
        gte(lockScans.occurredAt, start),
        lt(lockScans.occurredAt, end),
      ),
    )
    .groupBy(day, lockScans.kind, lockScans.employeeId);
  const [active] = await db
    .select({ n: count() })
    .from(lockBindings)
    .where(
      and(
        eq(lockBindings.tenantId, tenantId),
        eq(lockBindings.lockCodeId, query.id),
        isNull(lockBindings.releasedAt),
      ),
    );
  const byDay = new Map<string, { scans: number; new_bindings: number; kept_rescans: number }>();
  const byEmployee = new Map<number, { bindings: number; kept: number }>();
  for (const row of rows) {
    const figure = byDay.get(row.day) ?? { scans: 0, new_bindings: 0, kept_rescans: 0 };
    figure.scans += row.n;
    if (row.kind === 'kept') figure.kept_rescans += row.n;
    else figure.new_bindings += row.n;
    byDay.set(row.day, figure);
    const employee = byEmployee.get(row.employeeId) ?? { bindings: 0, kept: 0 };
    if (row.kind === 'kept') employee.kept += row.n;
    else employee.bindings += row.n;
    byEmployee.set(row.employeeId, employee);
  }
  const days = daysBetween(query.from, query.to).map((date) => ({
    day: date,
    ...(byDay.get(date) ?? { scans: 0, new_bindings: 0, kept_rescans: 0 }),
  }));
  const staff = await employeeMap(db, tenantId, [...byEmployee.keys()]);
  const sum = (key: 'scans' | 'new_bindings' | 'kept_rescans') =>
    days.reduce((total, row) => total + row[key], 0);
  return {
    totals: {
      scans: sum('scans'),
      new_bindings: sum('new_bindings'),
      kept_rescans: sum('kept_rescans'),
      active_bindings: active?.n ?? 0,
    },
    days,
    employees: [...byEmployee].map(([id, figure]) => ({
      id,
      name: staff.get(id)?.name ?? '-',
      ...figure,
    })),
  };
}
