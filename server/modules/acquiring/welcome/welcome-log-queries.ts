// issue #16 why-not-sent log: every add's outcome, filterable by employee, code, date and
// outcome (China dates), with the count of each reason for the same filters.
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type {
  WelcomeLogQuery,
  WelcomeLogRow,
  WelcomeLogSummary,
  WelcomeOutcome,
  WelcomeReason,
  WelcomeSource,
} from '../../../../contract/acquiring/welcome';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { channelCodes } from '../../../db/schema/acquiring';
import { welcomeLogs } from '../../../db/schema/acquiring-welcome';
import { employees } from '../../../db/schema/directory';
import { addChinaDays, chinaDayStart } from '../../../../contract/china-time';
import { acquiredThrough } from '../tool-kit/acquired-through';
import { offsetOf } from '../../../db/list-query';

type Filters = Omit<WelcomeLogQuery, 'page' | 'page_size'>;

function whereOf(tenantId: string, filters: Filters) {
  return and(
    eq(welcomeLogs.tenantId, tenantId),
    filters.employee_id === undefined ? undefined : eq(welcomeLogs.employeeId, filters.employee_id),
    filters.channel_code_id === undefined
      ? undefined
      : eq(welcomeLogs.channelCodeId, filters.channel_code_id),
    filters.outcome === undefined ? undefined : eq(welcomeLogs.outcome, filters.outcome),
    filters.from === undefined
      ? undefined
      : gte(welcomeLogs.occurredAt, chinaDayStart(filters.from)),
    filters.to === undefined
      ? undefined
      : lt(welcomeLogs.occurredAt, chinaDayStart(addChinaDays(filters.to, 1))),
  );
}

export async function listWelcomeLogs(
  db: Database,
  tenantId: string,
  query: WelcomeLogQuery,
): Promise<ListData<WelcomeLogRow>> {
  const where = whereOf(tenantId, query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        log: welcomeLogs,
        employeeName: employees.name,
        codeName: channelCodes.name,
      })
      .from(welcomeLogs)
      .leftJoin(
        employees,
        and(eq(employees.tenantId, welcomeLogs.tenantId), eq(employees.id, welcomeLogs.employeeId)),
      )
      .leftJoin(
        channelCodes,
        and(
          eq(channelCodes.tenantId, welcomeLogs.tenantId),
          eq(channelCodes.id, welcomeLogs.channelCodeId),
        ),
      )
      .where(where)
      .orderBy(desc(welcomeLogs.occurredAt), desc(welcomeLogs.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(welcomeLogs).where(where),
  ]);
  const through = await acquiredThrough(
    db,
    tenantId,
    rows.map(({ log }) => log.state),
  );
  return {
    list: rows.map(({ log, employeeName, codeName }) => {
      const channelCode =
        log.channelCodeId === null
          ? null
          : { id: log.channelCodeId, name: codeName ?? '已删除活码' };
      return {
        id: log.id,
        occurred_at: log.occurredAt.toISOString(),
        customer: { id: log.customerId, name: log.customerName },
        employee: { id: log.employeeId, name: employeeName ?? '已删除员工' },
        channel_code: channelCode,
        // issue #38 item 9: a shunt-code add is the shunt code's, not 非活码添加.
        acquired_by:
          (log.state === null ? undefined : through.get(log.state)) ??
          (channelCode ? { kind: 'channel_code' as const, ...channelCode } : null),
        outcome: log.outcome as WelcomeOutcome,
        source: log.source as WelcomeSource | null,
        reason: log.reason as WelcomeReason,
        detail: log.detail,
        welcome_id: log.welcomeId,
        text_preview: log.textPreview,
      };
    }),
    total: total?.value ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function welcomeLogSummaryOf(
  db: Database,
  tenantId: string,
  filters: Filters,
): Promise<WelcomeLogSummary> {
  const rows = await db
    .select({ outcome: welcomeLogs.outcome, reason: welcomeLogs.reason, value: count() })
    .from(welcomeLogs)
    .where(whereOf(tenantId, filters))
    .groupBy(welcomeLogs.outcome, welcomeLogs.reason);
  const byOutcome: Record<WelcomeOutcome, number> = { sent: 0, skipped: 0, failed: 0 };
  for (const row of rows) byOutcome[row.outcome as WelcomeOutcome] += row.value;
  return {
    total: rows.reduce((sum, row) => sum + row.value, 0),
    by_outcome: byOutcome,
    by_reason: rows
      .map((row) => ({ reason: row.reason as WelcomeReason, count: row.value }))
      .sort((a, b) => b.count - a.count),
  };
}

export async function welcomeCodeOptionsOf(db: Database, tenantId: string) {
  const rows = await db
    .select({ id: channelCodes.id, name: channelCodes.name, config: channelCodes.config })
    .from(channelCodes)
    .where(eq(channelCodes.tenantId, tenantId))
    .orderBy(desc(channelCodes.id));
  return rows.map((row) => {
    const type = row.config.welcome_type;
    return {
      id: row.id,
      name: row.name,
      welcome_type: type === 1 || type === 3 ? type : 2,
    } as const;
  });
}
