// issue #16 /welcome reads: the welcomes (default first) with their scope by name and how
// many adds each greeted in the last 30 days, one welcome with its form, the settings.
import { and, count, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type {
  WelcomeDetail,
  WelcomeRow,
  WelcomeSettings,
} from '../../../../contract/acquiring/welcome';
import { WELCOME_ERROR_CODES } from '../../../../contract/acquiring/welcome';
import type { Ref } from '../../../../contract/acquiring/tool-fields';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { welcomeLogs, welcomeMessages } from '../../../db/schema/acquiring-welcome';
import { departments, employees } from '../../../db/schema/directory';
import { BusinessError } from '../../../http/http-errors';
import { blockWordsOf, welcomeConfigOf } from './welcome-lookup';
import { offsetOf } from '../../../db/list-query';

type WelcomeRecord = typeof welcomeMessages.$inferSelect;

async function refsOf(
  db: Database,
  tenantId: string,
  table: typeof employees | typeof departments,
  ids: readonly number[],
): Promise<Map<number, Ref>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), inArray(table.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

async function toRows(
  db: Database,
  tenantId: string,
  records: readonly WelcomeRecord[],
  now: Date,
) {
  const [staff, units, sent] = await Promise.all([
    refsOf(
      db,
      tenantId,
      employees,
      records.flatMap((row) => row.employeeIds),
    ),
    refsOf(
      db,
      tenantId,
      departments,
      records.flatMap((row) => row.departmentIds),
    ),
    records.length
      ? db
          .select({ id: welcomeLogs.welcomeId, value: count() })
          .from(welcomeLogs)
          .where(
            and(
              eq(welcomeLogs.tenantId, tenantId),
              eq(welcomeLogs.outcome, 'sent'),
              isNotNull(welcomeLogs.welcomeId),
              gte(welcomeLogs.occurredAt, new Date(now.getTime() - 30 * 86_400_000)),
              inArray(
                welcomeLogs.welcomeId,
                records.map((row) => row.id),
              ),
            ),
          )
          .groupBy(welcomeLogs.welcomeId)
      : Promise.resolve([]),
  ]);
  const sentBy = new Map(sent.map((row) => [row.id, row.value]));
  return records.map((record): WelcomeDetail => {
    const config = welcomeConfigOf(record);
    return {
      id: record.id,
      is_default: record.isDefault,
      employees: record.employeeIds.flatMap((id) => staff.get(id) ?? []),
      departments: record.departmentIds.flatMap((id) => units.get(id) ?? []),
      message: config.message,
      periods_enable: config.periods_enable,
      period_count: config.periods_enable ? config.periods.length : 0,
      sent_30d: sentBy.get(record.id) ?? 0,
      updated_at: record.updatedAt.toISOString(),
      config,
    };
  });
}

export async function listWelcomes(
  db: Database,
  tenantId: string,
  query: { page: number; page_size: number; employee_id?: number | undefined },
  now: Date,
): Promise<ListData<WelcomeRow>> {
  const where = and(
    eq(welcomeMessages.tenantId, tenantId),
    query.employee_id === undefined
      ? undefined
      : sql`${welcomeMessages.employeeIds} @> ${JSON.stringify([query.employee_id])}::jsonb`,
  );
  const [records, [total]] = await Promise.all([
    db
      .select()
      .from(welcomeMessages)
      .where(where)
      .orderBy(
        desc(welcomeMessages.isDefault),
        desc(welcomeMessages.updatedAt),
        desc(welcomeMessages.id),
      )
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(welcomeMessages).where(where),
  ]);
  const rows = await toRows(db, tenantId, records, now);
  return {
    list: rows.map(({ config: _config, ...row }) => row),
    total: total?.value ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function welcomeDetailOf(db: Database, tenantId: string, id: number, now: Date) {
  const records = await db
    .select()
    .from(welcomeMessages)
    .where(and(eq(welcomeMessages.tenantId, tenantId), eq(welcomeMessages.id, id)));
  const [row] = await toRows(db, tenantId, records, now);
  if (!row) throw new BusinessError(WELCOME_ERROR_CODES.notFound, '欢迎语不存在或已被删除');
  return row;
}

export async function welcomeSettingsOf(db: Database, tenantId: string): Promise<WelcomeSettings> {
  return { nickname_block_words: await blockWordsOf(db, tenantId) };
}
