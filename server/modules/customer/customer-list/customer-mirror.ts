// The customer mirror's bulk write (issue #35 sync): a page of the platform's customers with
// their follow users, written as it is on the platform — customers upserted by external id,
// relations by (customer, employee) alive again, their corp tags added. Unlike
// applyPlatformEvent (platform-events.ts) it writes no timeline event and runs no hook: a sync
// copies what already happened, it is not a new add. One statement per table per page.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { customerRelations, customerTags, customers } from '../../../db/schema/customers';
import type { ExternalContact } from '../../../platform/adapter';
import { dropUnlistedTags } from './customer-reconcile';

export interface FollowedContact {
  readonly contact: ExternalContact;
  readonly employeeId: number;
  readonly remark: string;
  readonly description: string;
  readonly addWay: number;
  readonly state: string;
  readonly channelCodeId: number | null;
  readonly addedAt: Date;
  readonly tagIds: readonly number[];
}

export interface MirrorCounts {
  readonly customers: number;
  readonly relations: number;
}

const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

export async function upsertFollowedContacts(
  db: Database,
  tenantId: string,
  page: readonly FollowedContact[],
  /** The sync run reading the page: each pair is stamped as seen by it (customer-reconcile.ts). */
  runId: number | null = null,
): Promise<MirrorCounts> {
  if (page.length === 0) return { customers: 0, relations: 0 };
  // A customer followed by two employees of the page comes twice: one row, latest add.
  const byExternal = new Map<string, { contact: ExternalContact; addedAt: Date }>();
  for (const item of page) {
    const seen = byExternal.get(item.contact.externalUserId);
    byExternal.set(item.contact.externalUserId, {
      contact: item.contact,
      addedAt: seen ? later(seen.addedAt, item.addedAt) : item.addedAt,
    });
  }
  const rows = await db
    .insert(customers)
    .values(
      [...byExternal.values()].map(({ contact, addedAt }) => ({
        tenantId,
        externalUserId: contact.externalUserId,
        name: contact.name,
        avatar: contact.avatar,
        type: contact.type,
        corpName: contact.corpName,
        gender: contact.gender,
        lastAddedAt: addedAt,
      })),
    )
    .onConflictDoUpdate({
      target: [customers.tenantId, customers.externalUserId],
      set: {
        name: sql`excluded.name`,
        avatar: sql`excluded.avatar`,
        type: sql`excluded.type`,
        corpName: sql`excluded.corp_name`,
        gender: sql`excluded.gender`,
        lastAddedAt: sql`greatest(${customers.lastAddedAt}, excluded.last_added_at)`,
      },
    })
    .returning({ id: customers.id, externalUserId: customers.externalUserId });
  const idOf = new Map(rows.map((row) => [row.externalUserId, row.id]));
  const pairs = new Map<string, FollowedContact & { customerId: number }>();
  for (const item of page) {
    const customerId = idOf.get(item.contact.externalUserId);
    if (customerId !== undefined)
      pairs.set(`${customerId}:${item.employeeId}`, { ...item, customerId });
  }
  const relations = [...pairs.values()];
  await db
    .insert(customerRelations)
    .values(
      relations.map((item) => ({
        tenantId,
        customerId: item.customerId,
        employeeId: item.employeeId,
        remark: item.remark,
        description: item.description,
        addWay: item.addWay,
        state: item.state,
        channelCodeId: item.channelCodeId,
        addedAt: item.addedAt,
        seenBySyncRun: runId,
      })),
    )
    .onConflictDoUpdate({
      target: [
        customerRelations.tenantId,
        customerRelations.customerId,
        customerRelations.employeeId,
      ],
      set: {
        remark: sql`excluded.remark`,
        description: sql`excluded.description`,
        addWay: sql`excluded.add_way`,
        state: sql`excluded.state`,
        // A code we attributed on the add event stays when the state matches no code now.
        channelCodeId: sql`coalesce(excluded.channel_code_id, ${customerRelations.channelCodeId})`,
        addedAt: sql`excluded.added_at`,
        // On the platform the pair is a relation: whatever deletion we recorded was undone.
        deletedByCustomerAt: null,
        deletedByEmployeeAt: null,
        seenBySyncRun: sql`coalesce(excluded.seen_by_sync_run, ${customerRelations.seenBySyncRun})`,
      },
    });
  await dropUnlistedTags(db, tenantId, relations);
  const tagRows = relations.flatMap((item) =>
    item.tagIds.map((tagId) => ({
      tenantId,
      customerId: item.customerId,
      tagId,
      employeeId: item.employeeId,
    })),
  );
  if (tagRows.length > 0) await db.insert(customerTags).values(tagRows).onConflictDoNothing();
  return { customers: rows.length, relations: relations.length };
}

/** Our customer ids by external_userid (the ones this tenant has). */
export async function customerIdsByExternal(
  db: Database,
  tenantId: string,
  externalUserIds: readonly string[],
): Promise<Map<string, number>> {
  if (externalUserIds.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, externalUserId: customers.externalUserId })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenantId),
        inArray(customers.externalUserId, [...externalUserIds]),
      ),
    );
  return new Map(rows.map((row) => [row.externalUserId, row.id]));
}
