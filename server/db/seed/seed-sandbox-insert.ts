// Bulk writes of a made-up history: customers first (their ids come back), then relations,
// tags and events in batches of multi-row inserts (start-up must stay fast, issue #9).
import type { Database } from '../database';
import { customerEvents, customerRelations, customerTags, customers } from '../schema/customers';
import type { History } from './seed-sandbox-history';

/**
 * Rows a statement: an insert a row made the seed pay PostgreSQL's and PGlite's per-statement
 * work for every row (docs/testing.md "Stop 55: the seed's batched inserts"). 1,000 rows stay
 * within PostgreSQL's 65,535 bind parameters up to 65 columns a row.
 */
const BATCH = 1000;

export async function insertInBatches<T>(
  rows: readonly T[],
  write: (batch: T[]) => PromiseLike<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await write(rows.slice(start, start + BATCH));
  }
}

/**
 * The same, answering what each batch's `returning` gave, batch after batch: a multi-row
 * VALUES draws its identity ids in the order of its rows, as one insert a row did.
 */
export async function insertReturningInBatches<T, R>(
  rows: readonly T[],
  write: (batch: T[]) => PromiseLike<readonly R[]>,
): Promise<R[]> {
  const answers: R[] = [];
  await insertInBatches(rows, async (batch) => {
    answers.push(...(await write(batch)));
  });
  return answers;
}

/** Writes the history; answers each customer's id and first add, by history index. */
export async function insertHistory(
  db: Database,
  tenantId: string,
  history: History,
): Promise<{ id: number; addedAt: Date }[]> {
  const inserted = await insertReturningInBatches(history.customers, (batch) =>
    db
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
      .returning({ id: customers.id }),
  );
  const ids = inserted.map((row) => row.id);
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
