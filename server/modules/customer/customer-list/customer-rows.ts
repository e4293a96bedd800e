// Fills a page of customers with what the list shows: employees who added them (still
// friends), tags with their group, the latest add's channel and add_way, lost or not. Two
// queries for the whole page, whatever its size.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  AddWay,
  CustomerRelation,
  CustomerRow,
  TagRef,
} from '../../../../contract/customer/customer-list';
import type { Database } from '../../../db/database';
import { channelCodes } from '../../../db/schema/acquiring';
import { customerRelations, customerTags, tagGroups, tags } from '../../../db/schema/customers';
import { departments, employees } from '../../../db/schema/directory';
import type { CustomerBase } from './customer-list-query';

export async function relationsOf(
  db: Database,
  tenantId: string,
  customerIds: readonly number[],
): Promise<(CustomerRelation & { customerId: number })[]> {
  if (customerIds.length === 0) return [];
  const rows = await db
    .select({
      customerId: customerRelations.customerId,
      employeeId: customerRelations.employeeId,
      employeeName: employees.name,
      departmentName: departments.name,
      remark: customerRelations.remark,
      description: customerRelations.description,
      addWay: customerRelations.addWay,
      state: customerRelations.state,
      channelId: channelCodes.id,
      channelName: channelCodes.name,
      addedAt: customerRelations.addedAt,
      deletedByCustomerAt: customerRelations.deletedByCustomerAt,
      deletedByEmployeeAt: customerRelations.deletedByEmployeeAt,
    })
    .from(customerRelations)
    .innerJoin(
      employees,
      and(
        eq(employees.tenantId, customerRelations.tenantId),
        eq(employees.id, customerRelations.employeeId),
      ),
    )
    .leftJoin(
      departments,
      and(eq(departments.tenantId, employees.tenantId), eq(departments.id, employees.departmentId)),
    )
    .leftJoin(
      channelCodes,
      and(
        eq(channelCodes.tenantId, customerRelations.tenantId),
        eq(channelCodes.id, customerRelations.channelCodeId),
      ),
    )
    .where(
      and(
        eq(customerRelations.tenantId, tenantId),
        inArray(customerRelations.customerId, [...customerIds]),
      ),
    )
    .orderBy(asc(customerRelations.addedAt));
  return rows.map((row) => ({
    customerId: row.customerId,
    employee: {
      id: row.employeeId,
      name: row.employeeName,
      department_name: row.departmentName ?? '',
    },
    remark: row.remark,
    description: row.description,
    add_way: row.addWay as AddWay,
    state: row.state,
    channel: row.channelId === null ? null : { id: row.channelId, name: row.channelName ?? '' },
    added_at: row.addedAt.toISOString(),
    deleted_by_customer_at: row.deletedByCustomerAt?.toISOString() ?? null,
    deleted_by_employee_at: row.deletedByEmployeeAt?.toISOString() ?? null,
  }));
}

export async function tagsOf(
  db: Database,
  tenantId: string,
  customerIds: readonly number[],
): Promise<Map<number, TagRef[]>> {
  const result = new Map<number, TagRef[]>();
  if (customerIds.length === 0) return result;
  const rows = await db
    .select({
      customerId: customerTags.customerId,
      id: tags.id,
      name: tags.name,
      groupName: tagGroups.name,
    })
    .from(customerTags)
    .innerJoin(tags, and(eq(tags.tenantId, customerTags.tenantId), eq(tags.id, customerTags.tagId)))
    .innerJoin(
      tagGroups,
      and(eq(tagGroups.tenantId, tags.tenantId), eq(tagGroups.id, tags.groupId)),
    )
    .where(
      and(eq(customerTags.tenantId, tenantId), inArray(customerTags.customerId, [...customerIds])),
    )
    .orderBy(asc(tagGroups.sortOrder), asc(tags.sortOrder));
  for (const row of rows) {
    const list = result.get(row.customerId) ?? [];
    list.push({ id: row.id, name: row.name, group_name: row.groupName });
    result.set(row.customerId, list);
  }
  return result;
}

const isActive = (relation: CustomerRelation) =>
  relation.deleted_by_customer_at === null && relation.deleted_by_employee_at === null;

export function toCustomerRow(
  base: CustomerBase,
  relations: readonly CustomerRelation[],
  tagRefs: readonly TagRef[],
): CustomerRow {
  const latest = relations[relations.length - 1];
  const withChannel = [...relations].reverse().find((relation) => relation.channel !== null);
  return {
    id: base.id,
    external_user_id: base.externalUserId,
    name: base.name,
    avatar: base.avatar,
    type: base.type === 2 ? 2 : 1,
    corp_name: base.corpName,
    gender: base.gender === 1 ? 1 : base.gender === 2 ? 2 : 0,
    employees: relations
      .filter(isActive)
      .map((relation) => ({ id: relation.employee.id, name: relation.employee.name })),
    tags: tagRefs,
    added_at: base.lastAddedAt.toISOString(),
    channel: withChannel?.channel ?? null,
    add_way: latest?.add_way ?? 0,
    lost: relations.length > 0 && !relations.some(isActive),
  };
}

export async function hydrateCustomers(
  db: Database,
  tenantId: string,
  bases: readonly CustomerBase[],
): Promise<CustomerRow[]> {
  const ids = bases.map((base) => base.id);
  const [relations, tagMap] = await Promise.all([
    relationsOf(db, tenantId, ids),
    tagsOf(db, tenantId, ids),
  ]);
  return bases.map((base) =>
    toCustomerRow(
      base,
      relations.filter((relation) => relation.customerId === base.id),
      tagMap.get(base.id) ?? [],
    ),
  );
}
