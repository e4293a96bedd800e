// Adding and removing company tags on customers: the mirror rows, one timeline event per
// change (issue #9 "tagged"), and the platform's mark_tag on each active relation.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  customerEvents,
  customerRelations,
  customerTags,
  customers,
  tags,
} from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import type { PlatformAdapter } from '../../../platform/adapter';

export interface TaggingContext {
  readonly at: Date;
  /** Where the change came from, shown on the timeline: 手动, 批量, 渠道活码 … */
  readonly source: 'manual' | 'batch' | 'channel_code' | 'sync' | 'superform';
  readonly employeeId?: number | null;
  readonly channelCodeId?: number | null;
}

interface TagChange {
  readonly customerId: number;
  readonly tagId: number;
}

async function tagNames(db: Database, tenantId: string, tagIds: readonly number[]) {
  if (tagIds.length === 0) return new Map<number, { name: string; platformId: string }>();
  const rows = await db
    .select({ id: tags.id, name: tags.name, platformId: tags.platformId })
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, [...tagIds])));
  return new Map(rows.map((row) => [row.id, { name: row.name, platformId: row.platformId }]));
}

async function recordEvents(
  db: Database,
  tenantId: string,
  changes: readonly TagChange[],
  eventType: 'tag_added' | 'tag_removed',
  context: TaggingContext,
): Promise<void> {
  if (changes.length === 0) return;
  const names = await tagNames(db, tenantId, [...new Set(changes.map((change) => change.tagId))]);
  for (let start = 0; start < changes.length; start += 1000) {
    await db.insert(customerEvents).values(
      changes.slice(start, start + 1000).map((change) => ({
        tenantId,
        customerId: change.customerId,
        employeeId: context.employeeId ?? null,
        channelCodeId: context.channelCodeId ?? null,
        eventType,
        content: {
          tag_id: change.tagId,
          tag_name: names.get(change.tagId)?.name ?? '',
          source: context.source,
        },
        occurredAt: context.at,
      })),
    );
  }
}

/** Tells the platform (mark_tag) for every active relation of the changed customers. */
async function markOnPlatform(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  customerIds: readonly number[],
  add: readonly number[],
  remove: readonly number[],
): Promise<void> {
  const names = await tagNames(db, tenantId, [...add, ...remove]);
  const platformIds = (ids: readonly number[]) =>
    ids.map((id) => names.get(id)?.platformId ?? '').filter(Boolean);
  const pairs = await db
    .select({ userId: employees.platformUserId, externalUserId: customers.externalUserId })
    .from(customerRelations)
    .innerJoin(
      customers,
      and(
        eq(customers.tenantId, customerRelations.tenantId),
        eq(customers.id, customerRelations.customerId),
      ),
    )
    .innerJoin(
      employees,
      and(
        eq(employees.tenantId, customerRelations.tenantId),
        eq(employees.id, customerRelations.employeeId),
      ),
    )
    .where(
      and(
        eq(customerRelations.tenantId, tenantId),
        inArray(customerRelations.customerId, [...customerIds]),
        isNull(customerRelations.deletedByCustomerAt),
        isNull(customerRelations.deletedByEmployeeAt),
      ),
    );
  for (const pair of pairs) {
    await adapter.markTags(tenantId, pair, platformIds(add), platformIds(remove));
  }
}

export async function addCustomerTags(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  customerIds: readonly number[],
  tagIds: readonly number[],
  context: TaggingContext,
): Promise<number> {
  if (customerIds.length === 0 || tagIds.length === 0) return 0;
  const values = customerIds.flatMap((customerId) =>
    tagIds.map((tagId) => ({
      tenantId,
      customerId,
      tagId,
      employeeId: context.employeeId ?? null,
      createdAt: context.at,
    })),
  );
  const added: TagChange[] = [];
  for (let start = 0; start < values.length; start += 2000) {
    const rows = await db
      .insert(customerTags)
      .values(values.slice(start, start + 2000))
      .onConflictDoNothing()
      .returning({ customerId: customerTags.customerId, tagId: customerTags.tagId });
    added.push(...rows);
  }
  await recordEvents(db, tenantId, added, 'tag_added', context);
  await markOnPlatform(db, adapter, tenantId, customerIds, tagIds, []);
  return added.length;
}

export async function removeCustomerTags(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  customerIds: readonly number[],
  tagIds: readonly number[],
  context: TaggingContext,
): Promise<number> {
  if (customerIds.length === 0 || tagIds.length === 0) return 0;
  const removed = await db
    .delete(customerTags)
    .where(
      and(
        eq(customerTags.tenantId, tenantId),
        inArray(customerTags.customerId, [...customerIds]),
        inArray(customerTags.tagId, [...tagIds]),
      ),
    )
    .returning({ customerId: customerTags.customerId, tagId: customerTags.tagId });
  await recordEvents(db, tenantId, removed, 'tag_removed', context);
  await markOnPlatform(db, adapter, tenantId, customerIds, [], tagIds);
  return removed.length;
}
