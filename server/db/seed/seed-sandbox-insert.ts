// Bulk writes of a made-up history: customers first (their ids come back), then relations,
// tags and events in batches of multi-row inserts (start-up must stay fast, issue #9).
import type { Database } from '../database';
import { customerEvents, customerRelations, customerTags, customers } from '../schema/customers';
import type { History } from './seed-sandbox-history';

const BATCH = 1000;

export async function insertInBatches<T>(
  rows: readonly T[],
  write: (batch: T[]) => PromiseLike<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await write(rows.slice(start, start + BATCH));
  }
}

/** Writes the history; answers each customer's id and first add, by history index. */
export async function insertHistory(
  db: Database,
  tenantId: string,
  history: History,
): Promise<{ id: number; addedAt: Date }[]> {
  const ids: number[] = [];
  await insertInBatches(history.customers, async (batch) => {
    const rows = await db
      .insert(customers)
      .values(
        batch.map((customer) => ({
          tenantId,
          externalUserId: customer.externalUserId,
          name: customer.name,
          avatar: customer.avatar,
          type: customer.type,
          corpName: customer.corpName,
          gender: customer.gender,
          lastAddedAt: customer.lastAddedAt,
          createdAt: customer.lastAddedAt,
        })),
      )
      .returning({ id: customers.id });
    ids.push(...rows.map((row) => row.id));
  });
  const idOf = (index: number) => {
    const id = ids[index];
    if (id === undefined) throw new Error(`seed: customer ${index} has no id`);
    return id;
  };
  await insertInBatches(history.relations, (batch) =>
    db.insert(customerRelations).values(
      batch.map(({ customer, ...relation }) => ({
        tenantId,
        customerId: idOf(customer),
        ...relation,
      })),
    ),
  );
  await insertInBatches(history.tags, (batch) =>
    db
      .insert(customerTags)
      .values(
        batch.map(({ customer, ...tag }) => ({ tenantId, customerId: idOf(customer), ...tag })),
      ),
  );
  await insertInBatches(history.events, (batch) =>
    db
      .insert(customerEvents)
      .values(
        batch.map(({ customer, ...event }) => ({ tenantId, customerId: idOf(customer), ...event })),
      ),
  );
  const firstAdd = new Map<number, Date>();
  for (const relation of history.relations) {
    const seen = firstAdd.get(relation.customer);
    if (!seen || relation.addedAt < seen) firstAdd.set(relation.customer, relation.addedAt);
  }
  return ids.map((id, index) => ({ id, addedAt: firstAdd.get(index) ?? new Date() }));
}
