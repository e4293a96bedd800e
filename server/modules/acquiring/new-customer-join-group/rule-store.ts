// /new-customer-join-group 新客拉群: the rules' reads and writes, every query scoped by the
// verified token's tenant; every id a body references is checked to be the tenant's.
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  newCustomerRuleListQuery,
  NewCustomerRuleDetail,
  NewCustomerRuleForm,
  NewCustomerRuleRow,
  RuleOptions,
} from '../../../../contract/acquiring/new-customer-join-group';
import type { Ref } from '../../../../contract/acquiring/tool-fields';
import { TOOL_ERROR_CODES } from '../../../../contract/acquiring/tool-fields';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import {
  newCustomerGroupRecords,
  newCustomerGroupRules,
} from '../../../db/schema/acquiring-growth';
import { channelCodes } from '../../../db/schema/acquiring';
import { groupCodes } from '../../../db/schema/acquiring-tools';
import { customerGroupMembers, customerGroups } from '../../../db/schema/customers';
import { BusinessError } from '../../../http/http-errors';
import { qrStatus, qrsOf } from '../group-code/group-join';
import {
  assertEmployees,
  employeeMap,
  notFound,
  ratio,
  withUniqueName,
} from '../tool-kit/tool-refs';
import { offsetOf } from '../../../db/list-query';
import { groupSeats } from './group-seats';
import { configOf } from './rule-engine';

type Rule = typeof newCustomerGroupRules.$inferSelect;
const LABEL = '新客拉群规则';
const own = (tenantId: string, id: number) =>
  and(eq(newCustomerGroupRules.tenantId, tenantId), eq(newCustomerGroupRules.id, id));

async function refsOf<T extends { id: number; name: string }>(
  rows: Promise<T[]>,
): Promise<Map<number, Ref>> {
  return new Map((await rows).map((row) => [row.id, { id: row.id, name: row.name }]));
}
const codeRefs = (db: Database, tenantId: string, ids: readonly number[]) =>
  refsOf(
    ids.length
      ? db
          .select({ id: channelCodes.id, name: channelCodes.name })
          .from(channelCodes)
          .where(and(eq(channelCodes.tenantId, tenantId), inArray(channelCodes.id, [...ids])))
      : Promise.resolve([]),
  );

/** Refuses an employee, channel code, group or group code that is not the tenant's. */
async function assertRefs(db: Database, tenantId: string, form: NewCustomerRuleForm) {
  await assertEmployees(db, tenantId, form.employee_ids, '员工');
  const refuse = (label: string, id: number) =>
    new BusinessError(TOOL_ERROR_CODES.unknownReference, `${label}不存在（编号${id}）`);
  const codes = await codeRefs(db, tenantId, form.channel_code_ids);
  const missingCode = form.channel_code_ids.find((id) => !codes.has(id));
  if (missingCode !== undefined) throw refuse('渠道活码', missingCode);
  if (form.group_source === 'groups') {
    const seats = await groupSeats(db, tenantId, form.group_ids, form.member_cap);
    const missing = form.group_ids.find((id) => !seats.some((seat) => seat.id === id));
    if (missing !== undefined) throw refuse('客户群', missing);
  } else if (form.group_code_id !== null) {
    const [code] = await db
      .select({ id: groupCodes.id })
      .from(groupCodes)
      .where(and(eq(groupCodes.tenantId, tenantId), eq(groupCodes.id, form.group_code_id)));
    if (!code) throw refuse('群活码', form.group_code_id);
  }
}

async function statsOf(db: Database, tenantId: string, ruleIds: readonly number[]) {
  if (ruleIds.length === 0) return new Map<number, { reached: number; joined: number }>();
  const rows = await db
    .select({
      id: newCustomerGroupRecords.ruleId,
      reached: count(),
      joined: sql<number>`count(*) filter (where ${newCustomerGroupRecords.status} = 2)::int`,
    })
    .from(newCustomerGroupRecords)
    .where(
      and(
        eq(newCustomerGroupRecords.tenantId, tenantId),
        inArray(newCustomerGroupRecords.ruleId, [...ruleIds]),
      ),
    )
    .groupBy(newCustomerGroupRecords.ruleId);
  return new Map(rows.map((row) => [row.id, { reached: row.reached, joined: Number(row.joined) }]));
}

async function targetOf(db: Database, tenantId: string, config: NewCustomerRuleForm) {
  if (config.group_source === 'group_code' && config.group_code_id !== null) {
    const [code] = await db
      .select({ name: groupCodes.name })
      .from(groupCodes)
      .where(and(eq(groupCodes.tenantId, tenantId), eq(groupCodes.id, config.group_code_id)));
    const qrs = await qrsOf(db, tenantId, config.group_code_id);
    const usable = qrs.find((qr) => qrStatus(qr, new Date()) === 'usable');
    const groups = qrs.map((qr) => ({
      id: qr.id,
      name: qr.name,
      members: qr.members,
      full: qrStatus(qr, new Date()) !== 'usable',
    }));
    return { target: `群活码：${code?.name ?? '已删除'}`, current: usable?.name ?? null, groups };
  }
  const seats = await groupSeats(db, tenantId, config.group_ids, config.member_cap);
  return {
    target: seats.map((seat) => seat.name).join('、'),
    current: seats.find((seat) => !seat.full)?.name ?? null,
    groups: seats,
  };
}

async function toRows(db: Database, tenantId: string, rules: readonly Rule[]) {
  const configs = rules.map(configOf);
  const [staff, codes, stats] = await Promise.all([
    employeeMap(
      db,
      tenantId,
      configs.flatMap((config) => config.employee_ids),
    ),
    codeRefs(db, tenantId, [...new Set(configs.flatMap((config) => config.channel_code_ids))]),
    statsOf(
      db,
      tenantId,
      rules.map((rule) => rule.id),
    ),
  ]);
  return Promise.all(
    rules.map(async (rule, index) => {
      const config = configs[index] as NewCustomerRuleForm;
      const target = await targetOf(db, tenantId, config);
      const counted = stats.get(rule.id) ?? { reached: 0, joined: 0 };
      const row: NewCustomerRuleRow = {
        id: rule.id,
        name: rule.name,
        enabled: rule.status === 1,
        employees: config.employee_ids.flatMap((id) => {
          const employee = staff.get(id);
          return employee ? [{ id, name: employee.name }] : [];
        }),
        channel_codes: config.channel_code_ids.flatMap((id) => codes.get(id) ?? []),
        target: target.target,
        current_group: target.current,
        reached: counted.reached,
        joined: counted.joined,
        join_rate: ratio(counted.joined, counted.reached),
        created_at: rule.createdAt.toISOString(),
      };
      return { row, config, groups: target.groups };
    }),
  );
}

export async function listRules(
  db: Database,
  tenantId: string,
  query: z.infer<typeof newCustomerRuleListQuery>,
): Promise<ListData<NewCustomerRuleRow>> {
  const where = and(
    eq(newCustomerGroupRules.tenantId, tenantId),
    query.name ? ilike(newCustomerGroupRules.name, `%${query.name}%`) : undefined,
    query.status ? eq(newCustomerGroupRules.status, query.status === 'on' ? 1 : 2) : undefined,
  );
  const [rules, [total]] = await Promise.all([
    db
      .select()
      .from(newCustomerGroupRules)
      .where(where)
      .orderBy(desc(newCustomerGroupRules.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(newCustomerGroupRules).where(where),
  ]);
  const rows = await toRows(db, tenantId, rules);
  return {
    list: rows.map((entry) => entry.row),
    total: total?.value ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function ruleOf(db: Database, tenantId: string, id: number): Promise<Rule> {
  const [rule] = await db.select().from(newCustomerGroupRules).where(own(tenantId, id));
  if (!rule) throw notFound(LABEL);
  return rule;
}

export async function ruleDetail(
  db: Database,
  tenantId: string,
  id: number,
): Promise<NewCustomerRuleDetail> {
  const [entry] = await toRows(db, tenantId, [await ruleOf(db, tenantId, id)]);
  if (!entry) throw notFound(LABEL);
  return { ...entry.row, config: entry.config, groups: entry.groups };
}

export async function saveRule(
  db: Database,
  tenantId: string,
  id: number | null,
  form: NewCustomerRuleForm,
  at: Date,
) {
  await assertRefs(db, tenantId, form);
  const config = { ...form } as unknown as Record<string, unknown>;
  return withUniqueName(LABEL, form.name, async () => {
    if (id === null) {
      const [created] = await db
        .insert(newCustomerGroupRules)
        .values({ tenantId, name: form.name, config, createdAt: at, updatedAt: at })
        .returning({ id: newCustomerGroupRules.id });
      return { id: created?.id ?? 0 };
    }
    const [updated] = await db
      .update(newCustomerGroupRules)
      .set({ name: form.name, config, updatedAt: at })
      .where(own(tenantId, id))
      .returning({ id: newCustomerGroupRules.id });
    if (!updated) throw notFound(LABEL);
    return { id: updated.id };
  });
}

export async function toggleRule(db: Database, tenantId: string, id: number, enabled: boolean) {
  const changed = await db
    .update(newCustomerGroupRules)
    .set({ status: enabled ? 1 : 2 })
    .where(own(tenantId, id))
    .returning({ id: newCustomerGroupRules.id });
  if (changed.length === 0) throw notFound(LABEL);
  return null;
}

export async function deleteRule(db: Database, tenantId: string, id: number) {
  const removed = await db
    .delete(newCustomerGroupRules)
    .where(own(tenantId, id))
    .returning({ id: newCustomerGroupRules.id });
  if (removed.length === 0) throw notFound(LABEL);
  await db
    .delete(newCustomerGroupRecords)
    .where(
      and(eq(newCustomerGroupRecords.tenantId, tenantId), eq(newCustomerGroupRecords.ruleId, id)),
    );
  return null;
}

export async function ruleOptions(db: Database, tenantId: string): Promise<RuleOptions> {
  const [codes, groupCodeRows, groups] = await Promise.all([
    db
      .select({ id: channelCodes.id, name: channelCodes.name })
      .from(channelCodes)
      .where(eq(channelCodes.tenantId, tenantId))
      .orderBy(desc(channelCodes.id)),
    db
      .select({ id: groupCodes.id, name: groupCodes.name })
      .from(groupCodes)
      .where(eq(groupCodes.tenantId, tenantId))
      .orderBy(desc(groupCodes.id)),
    groupOptions(db, tenantId),
  ]);
  return { channel_codes: codes, group_codes: groupCodeRows, groups };
}

/** The tenant's live customer groups with their member counts (for the pickers). */
export async function groupOptions(db: Database, tenantId: string) {
  const rows = await db
    .select({
      id: customerGroups.id,
      name: customerGroups.name,
      member_count: sql<number>`(select count(*)::int from ${customerGroupMembers} m
        where m.tenant_id = customer_groups.tenant_id and m.group_id = customer_groups.id
        and m.left_at is null)`,
    })
    .from(customerGroups)
    .where(and(eq(customerGroups.tenantId, tenantId), isNull(customerGroups.dismissedAt)))
    .orderBy(asc(customerGroups.id));
  return rows.map((row) => ({ ...row, member_count: Number(row.member_count) }));
}
