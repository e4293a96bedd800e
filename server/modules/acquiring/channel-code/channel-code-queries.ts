// /channel-code reads (docs/domain.md §1): the list (name, group, QR path, employees and who is on
// duty now, backups, tags, adds, created) and one code with its whole form.
import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import { channelCodeFormSchema } from '../../../../contract/acquiring/channel-code';
import type {
  ChannelCodeDetail,
  ChannelCodeForm,
  ChannelCodeListQuery,
  ChannelCodeRow,
  NamedRef,
} from '../../../../contract/acquiring/channel-code';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { channelCodeGroups, channelCodes } from '../../../db/schema/acquiring';
import { customerEvents, tags } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { onDutyEmployees } from './routing';
import { containsPattern, offsetOf } from '../../../db/list-query';

type CodeRecord = typeof channelCodes.$inferSelect;

export const scanPathOf = (scanKey: string) => `/s/c/${scanKey}`;

/** The stored form, read back through the contract (older rows get today's defaults). */
export function configOf(code: CodeRecord): ChannelCodeForm {
  const parsed = channelCodeFormSchema.safeParse({
    ...code.config,
    name: code.name,
    group_id: code.groupId,
  });
  if (parsed.success) return parsed.data;
  // A row the contract no longer accepts still lists, with an empty routing to fix in the form.
  const fallback = channelCodeFormSchema.parse({
    name: code.name,
    group_id: code.groupId,
    employee_ids: [1],
  });
  return { ...fallback, employee_ids: [] };
}

export function employeeIdsOf(config: ChannelCodeForm): number[] {
  return [
    ...new Set([...config.employee_ids, ...config.schedules.flatMap((row) => row.employee_ids)]),
  ];
}

async function namesOf(
  db: Database,
  tenantId: string,
  table: typeof employees | typeof tags,
  ids: number[],
) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), inArray(table.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function addCounts(db: Database, tenantId: string, codeIds: number[]) {
  if (codeIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: customerEvents.channelCodeId, value: count() })
    .from(customerEvents)
    .where(
      and(
        eq(customerEvents.tenantId, tenantId),
        inArray(customerEvents.channelCodeId, codeIds),
        eq(customerEvents.eventType, 'added'),
      ),
    )
    .groupBy(customerEvents.channelCodeId);
  return new Map(rows.map((row) => [row.id ?? 0, row.value]));
}

async function toRows(db: Database, tenantId: string, codes: CodeRecord[], now: Date) {
  const configs = codes.map(configOf);
  const employeeIds = [
    ...new Set(
      configs.flatMap((config) => [...employeeIdsOf(config), ...config.backup_employee_ids]),
    ),
  ];
  const tagIds = [...new Set(configs.flatMap((config) => config.tag_ids))];
  const [employeeNames, tagNames, adds, groups] = await Promise.all([
    namesOf(db, tenantId, employees, employeeIds),
    namesOf(db, tenantId, tags, tagIds),
    addCounts(
      db,
      tenantId,
      codes.map((code) => code.id),
    ),
    db
      .select({ id: channelCodeGroups.id, name: channelCodeGroups.name })
      .from(channelCodeGroups)
      .where(eq(channelCodeGroups.tenantId, tenantId)),
  ]);
  const refs = (ids: readonly number[], names: Map<number, string>): NamedRef[] =>
    ids.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id) ?? '' }));
  const groupName = new Map(groups.map((group) => [group.id, group.name]));
  return codes.map((code, index): ChannelCodeDetail => {
    const config = configs[index] ?? configOf(code);
    return {
      id: code.id,
      name: code.name,
      group: { id: code.groupId, name: groupName.get(code.groupId) ?? '' },
      state: code.state,
      scan_path: scanPathOf(code.scanKey),
      employees: refs(employeeIdsOf(config), employeeNames),
      on_duty: refs(onDutyEmployees(config, now), employeeNames),
      backup_employees: refs(config.backup_employee_ids, employeeNames),
      tags: config.tag_enable ? refs(config.tag_ids, tagNames) : [],
      add_count: adds.get(code.id) ?? 0,
      created_at: code.createdAt.toISOString(),
      config,
    };
  });
}

export async function listChannelCodes(
  db: Database,
  tenantId: string,
  query: ChannelCodeListQuery,
  now: Date,
): Promise<ListData<ChannelCodeRow>> {
  const where = and(
    eq(channelCodes.tenantId, tenantId),
    query.name ? ilike(channelCodes.name, containsPattern(query.name)) : undefined,
    query.group_id !== undefined ? eq(channelCodes.groupId, query.group_id) : undefined,
  );
  const [codes, [total]] = await Promise.all([
    db
      .select()
      .from(channelCodes)
      .where(where)
      .orderBy(desc(channelCodes.createdAt), desc(channelCodes.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(channelCodes).where(where),
  ]);
  const rows = await toRows(db, tenantId, codes, now);
  return {
    list: rows.map(({ config: _config, ...row }) => row),
    total: total?.value ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function findCode(
  db: Database,
  tenantId: string,
  codeId: number,
): Promise<CodeRecord | undefined> {
  const [code] = await db
    .select()
    .from(channelCodes)
    .where(and(eq(channelCodes.tenantId, tenantId), eq(channelCodes.id, codeId)));
  return code;
}

export async function channelCodeDetail(
  db: Database,
  tenantId: string,
  codeId: number,
  now: Date,
): Promise<ChannelCodeDetail | undefined> {
  const code = await findCode(db, tenantId, codeId);
  if (!code) return undefined;
  const [detail] = await toRows(db, tenantId, [code], now);
  return detail;
}
