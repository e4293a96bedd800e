// The customer detail drawer (issue #9): profile, relation with each employee, tags, groups,
// and the timeline of events newest first, page by page.
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type {
  CustomerDetail,
  CustomerEvent,
  CustomerEventType,
} from '../../../../contract/customer/customer-list';
import type { ListData } from '../../../../contract/envelope';
import { customerStageOf, customerStages } from '../../../db/schema/customer-handover';
import type { Database } from '../../../db/database';
import { channelCodes } from '../../../db/schema/acquiring';
import {
  customerEvents,
  customerGroupMembers,
  customerGroups,
  customers,
  tags,
} from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { relationsOf, tagsOf, toCustomerRow } from './customer-rows';
import { offsetOf } from '../../../db/list-query';

export async function customerBase(db: Database, tenantId: string, customerId: number) {
  const [row] = await db
    .select({
      id: customers.id,
      externalUserId: customers.externalUserId,
      name: customers.name,
      avatar: customers.avatar,
      type: customers.type,
      corpName: customers.corpName,
      gender: customers.gender,
      lastAddedAt: customers.lastAddedAt,
    })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  return row;
}

/** issue #41: the customer's stage (客户阶段), when it has one. */
async function stageOf(db: Database, tenantId: string, customerId: number) {
  const [row] = await db
    .select({ id: customerStages.id, name: customerStages.name })
    .from(customerStageOf)
    .innerJoin(
      customerStages,
      and(
        eq(customerStages.tenantId, customerStageOf.tenantId),
        eq(customerStages.id, customerStageOf.stageId),
      ),
    )
    .where(and(eq(customerStageOf.tenantId, tenantId), eq(customerStageOf.customerId, customerId)));
  return row ?? null;
}

export async function customerDetail(
  db: Database,
  tenantId: string,
  customerId: number,
): Promise<CustomerDetail | undefined> {
  const base = await customerBase(db, tenantId, customerId);
  if (!base) return undefined;
  const [relations, tagMap, groups, stage] = await Promise.all([
    relationsOf(db, tenantId, [customerId]),
    tagsOf(db, tenantId, [customerId]),
    db
      .select({ id: customerGroups.id, name: customerGroups.name })
      .from(customerGroupMembers)
      .innerJoin(
        customerGroups,
        and(
          eq(customerGroups.tenantId, customerGroupMembers.tenantId),
          eq(customerGroups.id, customerGroupMembers.groupId),
        ),
      )
      .where(
        and(
          eq(customerGroupMembers.tenantId, tenantId),
          eq(customerGroupMembers.memberType, 2),
          eq(customerGroupMembers.memberId, customerId),
          isNull(customerGroupMembers.leftAt),
        ),
      ),
    stageOf(db, tenantId, customerId),
  ]);
  const plainRelations = relations.map(({ customerId: _id, ...relation }) => relation);
  return {
    ...toCustomerRow(base, plainRelations, tagMap.get(customerId) ?? []),
    relations: plainRelations,
    groups,
    stage,
  };
}

export async function customerTimeline(
  db: Database,
  tenantId: string,
  customerId: number,
  page: number,
  pageSize: number,
): Promise<ListData<CustomerEvent>> {
  const where = and(
    eq(customerEvents.tenantId, tenantId),
    eq(customerEvents.customerId, customerId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: customerEvents.id,
        eventType: customerEvents.eventType,
        employeeId: customerEvents.employeeId,
        employeeName: employees.name,
        channelId: channelCodes.id,
        channelName: channelCodes.name,
        content: customerEvents.content,
        occurredAt: customerEvents.occurredAt,
      })
      .from(customerEvents)
      .leftJoin(
        employees,
        and(
          eq(employees.tenantId, customerEvents.tenantId),
          eq(employees.id, customerEvents.employeeId),
        ),
      )
      .leftJoin(
        channelCodes,
        and(
          eq(channelCodes.tenantId, customerEvents.tenantId),
          eq(channelCodes.id, customerEvents.channelCodeId),
        ),
      )
      .where(where)
      .orderBy(desc(customerEvents.occurredAt), desc(customerEvents.id))
      .limit(pageSize)
      .offset(offsetOf({ page, page_size: pageSize })),
    db.select({ value: count() }).from(customerEvents).where(where),
  ]);
  const names = await missingTagNames(db, tenantId, rows);
  return {
    list: rows.map((row) => ({
      id: row.id,
      event_type: row.eventType as CustomerEventType,
      employee:
        row.employeeId === null ? null : { id: row.employeeId, name: row.employeeName ?? '' },
      channel: row.channelId === null ? null : { id: row.channelId, name: row.channelName ?? '' },
      content: withTagName(row.eventType, row.content, names),
      occurred_at: row.occurredAt.toISOString(),
    })),
    total: total?.value ?? 0,
    page,
    page_size: pageSize,
  };
}

type EventContent = Record<string, unknown>;
const isTagEvent = (type: string) => type === 'tag_added' || type === 'tag_removed';
const tagIdOf = (content: EventContent) => Number(content.tag_id);

/**
 * issue #37: a tag event written without its name (the seeded history, older events) showed
 * 被打上标签「-」; its name is read by its id. A deleted tag keeps no name: the console says so.
 */
async function missingTagNames(
  db: Database,
  tenantId: string,
  rows: readonly { eventType: string; content: EventContent }[],
): Promise<Map<number, string>> {
  const ids = [
    ...new Set(
      rows
        .filter((row) => isTagEvent(row.eventType) && !row.content.tag_name)
        .map((row) => tagIdOf(row.content))
        .filter((id) => Number.isInteger(id) && id > 0),
    ),
  ];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, ids)));
  return new Map(found.map((tag) => [tag.id, tag.name]));
}

function withTagName(type: string, content: EventContent, names: Map<number, string>) {
  if (!isTagEvent(type) || content.tag_name) return content;
  const name = names.get(tagIdOf(content));
  return name ? { ...content, tag_name: name } : content;
}
