// /new-customer-join-group: the customers a rule reached (paged, by status and name) and the
// sandbox's new friend: an add_external_contact for one of the rule's employees (or through
// its channel code), the welcome card, and the join when the tester says the customer joins.
import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ruleRecordQuery,
  RuleRecordRow,
} from '../../../../contract/acquiring/new-customer-join-group';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { newCustomerGroupRecords } from '../../../db/schema/acquiring-growth';
import { channelCodes } from '../../../db/schema/acquiring';
import { customerGroups, customers } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { BusinessError } from '../../../http/http-errors';
import { simulateScan } from '../../../platform/sandbox/simulate-scan';
import { applyPlatformEvent } from '../../customer/customer-list/platform-events';
import { TOOL_ERROR_CODES } from '../../../../contract/acquiring/tool-fields';
import { configOf as configOfCode, employeeIdsOf } from '../channel-code/channel-code-queries';
import { employeeMap } from '../tool-kit/tool-refs';
import { configOf, handleNewFriend, joinThroughCard } from './rule-engine';
import { ruleOf } from './rule-store';
import { offsetOf } from '../../../db/list-query';

export async function ruleRecords(
  db: Database,
  tenantId: string,
  ruleId: number,
  query: z.infer<typeof ruleRecordQuery>,
): Promise<ListData<RuleRecordRow>> {
  await ruleOf(db, tenantId, ruleId);
  const where = and(
    eq(newCustomerGroupRecords.tenantId, tenantId),
    eq(newCustomerGroupRecords.ruleId, ruleId),
    query.status ? eq(newCustomerGroupRecords.status, Number(query.status)) : undefined,
    query.customer ? ilike(customers.name, `%${query.customer}%`) : undefined,
  );
  const onCustomer = and(
    eq(customers.tenantId, newCustomerGroupRecords.tenantId),
    eq(customers.id, newCustomerGroupRecords.customerId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ record: newCustomerGroupRecords, customerName: customers.name })
      .from(newCustomerGroupRecords)
      .innerJoin(customers, onCustomer)
      .where(where)
      .orderBy(desc(newCustomerGroupRecords.sentAt), desc(newCustomerGroupRecords.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db
      .select({ value: count() })
      .from(newCustomerGroupRecords)
      .innerJoin(customers, onCustomer)
      .where(where),
  ]);
  const staff = await employeeMap(
    db,
    tenantId,
    rows.map((row) => row.record.employeeId),
  );
  const groupIds = [...new Set(rows.flatMap((row) => row.record.groupId ?? []))];
  const groups = groupIds.length
    ? await db
        .select({ id: customerGroups.id, name: customerGroups.name })
        .from(customerGroups)
        .where(and(eq(customerGroups.tenantId, tenantId), inArray(customerGroups.id, groupIds)))
    : [];
  const groupById = new Map(groups.map((group) => [group.id, group]));
  return {
    list: rows.map(({ record, customerName }) => {
      const employee = staff.get(record.employeeId);
      return {
        id: record.id,
        customer: { id: record.customerId, name: customerName },
        employee: employee ? { id: employee.id, name: employee.name } : null,
        group: record.groupId === null ? null : (groupById.get(record.groupId) ?? null),
        status: record.status as 1 | 2,
        sent_at: record.sentAt.toISOString(),
        joined_at: record.joinedAt?.toISOString() ?? null,
      };
    }),
    total: total?.value ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/** Sandbox: a new friend of the rule, its welcome card and (when `joins`) the join. */
export async function simulateNewFriend(
  db: Database,
  tenantId: string,
  ruleId: number,
  input: { nickname?: string | undefined; joins: boolean },
  at: Date,
) {
  const rule = await ruleOf(db, tenantId, ruleId);
  const config = configOf(rule);
  const codeId = config.employee_ids.length ? null : (config.channel_code_ids[0] ?? null);
  const [code] = codeId
    ? await db
        .select()
        .from(channelCodes)
        .where(and(eq(channelCodes.tenantId, tenantId), eq(channelCodes.id, codeId)))
    : [];
  const codeStaff = code ? employeeIdsOf(configOfCode(code)) : [];
  const candidates = config.employee_ids.length ? config.employee_ids : codeStaff;
  const [employee] = candidates.length
    ? await db
        .select({ id: employees.id, userId: employees.platformUserId })
        .from(employees)
        .where(
          and(
            eq(employees.tenantId, tenantId),
            eq(employees.status, 1),
            inArray(employees.id, candidates),
          ),
        )
        .limit(1)
    : await db
        .select({ id: employees.id, userId: employees.platformUserId })
        .from(employees)
        .where(and(eq(employees.tenantId, tenantId), eq(employees.status, 1)))
        .limit(1);
  if (!employee) {
    throw new BusinessError(TOOL_ERROR_CODES.unknownReference, '规则没有在职的员工可以接待新客');
  }
  const event = simulateScan({
    userId: employee.userId,
    state: code?.state ?? '',
    nickname: input.nickname,
    at,
  });
  const added = await applyPlatformEvent(db, tenantId, event, { source: 'sandbox' });
  if (!added) throw new BusinessError(TOOL_ERROR_CODES.unknownReference, '沙箱添加好友失败');
  const sent = await handleNewFriend(
    db,
    tenantId,
    { customerId: added.customerId, employeeId: employee.id, channelCodeId: codeId, at },
    rule,
  );
  const group = sent?.group ?? null;
  const joined = Boolean(sent && group && input.joins);
  if (sent && group && input.joins) {
    await joinThroughCard(db, tenantId, sent.record.id, group, config, at);
  }
  return { customer: event.contact.name, group: group?.name ?? null, joined };
}
