// issue #22 "the archive pull": messages are read from the platform after the cursor's seq,
// at most 1000 a batch; each batch's messages, recalls, sensitive-word hits and the cursor
// commit in one transaction, so a pull cut short (a restart) resumes after the last
// committed seq and a message is never stored twice ((tenant, msg_id) is unique besides).
// Only customers who agreed to archiving (Agree / Default_Agree) are stored (docs/domain.md §7).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  chatArchiveCursors,
  chatMessages,
  chatSensitiveHits,
  chatSensitiveWords,
} from '../../../db/schema/company-chat';
import { customerGroups, customers } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { chatArchiveConfigs } from '../../../db/schema/platform';
import {
  advanceArchive,
  checkAgree,
  fetchArchive,
  FETCH_LIMIT,
  type ArchivePayload,
} from '../../../platform/sandbox/sandbox-chat-archive';
import { recordChatMentions } from '../order-auto-bind/bind-signals';
import { readContent } from './archive-message';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface PullResult {
  readonly stored: number;
  readonly skipped: number;
  readonly lastSeq: number;
}

export async function archiveConfigured(db: Database, tenantId: string): Promise<boolean> {
  const [config] = await db
    .select({ secret: chatArchiveConfigs.secret, key: chatArchiveConfigs.privateKey })
    .from(chatArchiveConfigs)
    .where(eq(chatArchiveConfigs.tenantId, tenantId));
  return Boolean(config?.secret && config.key);
}

async function idMap(
  tx: Tx,
  tenantId: string,
  kind: 'employee' | 'customer' | 'group',
  keys: string[],
) {
  if (keys.length === 0) return new Map<string, number>();
  const rows =
    kind === 'employee'
      ? await tx
          .select({ key: employees.platformUserId, id: employees.id })
          .from(employees)
          .where(and(eq(employees.tenantId, tenantId), inArray(employees.platformUserId, keys)))
      : kind === 'customer'
        ? await tx
            .select({ key: customers.externalUserId, id: customers.id })
            .from(customers)
            .where(and(eq(customers.tenantId, tenantId), inArray(customers.externalUserId, keys)))
        : await tx
            .select({ key: customerGroups.platformChatId, id: customerGroups.id })
            .from(customerGroups)
            .where(
              and(
                eq(customerGroups.tenantId, tenantId),
                inArray(customerGroups.platformChatId, keys),
              ),
            );
  return new Map(rows.map((row) => [row.key, Number(row.id)]));
}

async function storeBatch(
  db: Database,
  tenantId: string,
  batch: { seq: number; payload: ArchivePayload }[],
) {
  const parties = new Set(batch.flatMap(({ payload }) => [payload.from, ...payload.tolist]));
  return db.transaction(async (tx) => {
    const staff = await idMap(tx, tenantId, 'employee', [...parties]);
    const external = [...parties].filter((key) => !staff.has(key));
    const people = await idMap(tx, tenantId, 'customer', external);
    const rooms = await idMap(tx, tenantId, 'group', [
      ...new Set(batch.map(({ payload }) => payload.roomid).filter(Boolean)),
    ]);
    const consent = await checkAgree(tx, tenantId, external);
    const words = await tx
      .select({ id: chatSensitiveWords.id, word: chatSensitiveWords.word })
      .from(chatSensitiveWords)
      .where(and(eq(chatSensitiveWords.tenantId, tenantId), eq(chatSensitiveWords.enabled, true)));
    let skipped = 0;
    const recalled: string[] = [];
    const values: (typeof chatMessages.$inferInsert)[] = [];
    const texts = new Map<string, string>();
    for (const { seq, payload } of batch) {
      if (payload.action === 'recall') {
        if (payload.pre_msgid) recalled.push(payload.pre_msgid);
        continue;
      }
      const read = readContent(payload);
      if (!read) continue;
      const fromEmployee = staff.has(payload.from);
      const customerKey = fromEmployee
        ? payload.roomid
          ? undefined
          : payload.tolist[0]
        : payload.from;
      if (customerKey && consent.get(customerKey) === 'Disagree') {
        skipped += 1;
        continue;
      }
      const employeeKey = fromEmployee
        ? payload.from
        : payload.roomid
          ? undefined
          : payload.tolist[0];
      texts.set(payload.msgid, read.text);
      values.push({
        tenantId,
        seq,
        msgId: payload.msgid,
        chatType: payload.roomid ? 2 : 1,
        employeeId: employeeKey ? (staff.get(employeeKey) ?? null) : null,
        customerId: customerKey ? (people.get(customerKey) ?? null) : null,
        groupId: payload.roomid ? (rooms.get(payload.roomid) ?? null) : null,
        fromKind: fromEmployee ? 1 : 2,
        msgType: read.content.type,
        textContent: read.text,
        content: read.content,
        sentAt: new Date(payload.msgtime),
      });
    }
    // Inserted rows only: a message already stored answers nothing and is not scanned again.
    const inserted = values.length
      ? await tx.insert(chatMessages).values(values).onConflictDoNothing().returning({
          msgId: chatMessages.msgId,
          employeeId: chatMessages.employeeId,
          customerId: chatMessages.customerId,
          groupId: chatMessages.groupId,
          fromKind: chatMessages.fromKind,
          sentAt: chatMessages.sentAt,
        })
      : [];
    if (recalled.length) {
      await tx
        .update(chatMessages)
        .set({ revoked: true })
        .where(and(eq(chatMessages.tenantId, tenantId), inArray(chatMessages.msgId, recalled)));
    }
    const hits = inserted.flatMap((row) => {
      const found = texts.get(row.msgId) ?? '';
      return words
        .filter((rule) => found.includes(rule.word))
        .map((rule) => ({
          tenantId,
          msgId: row.msgId,
          wordId: rule.id,
          word: rule.word,
          employeeId: row.employeeId,
          customerId: row.customerId,
          groupId: row.groupId,
          fromKind: row.fromKind,
          excerpt: found.slice(0, 120),
          hitAt: row.sentAt,
        }));
    });
    if (hits.length) await tx.insert(chatSensitiveHits).values(hits).onConflictDoNothing();
    const stored = inserted.length;
    // A customer's phone or order number in a chat is a binding signal (/order-auto-bind).
    const mentions = inserted
      .filter((row) => row.fromKind === 2 && row.customerId !== null && texts.get(row.msgId))
      .map((row) => ({
        customerId: Number(row.customerId),
        employeeId: row.employeeId,
        text: texts.get(row.msgId) ?? '',
        at: row.sentAt,
      }));
    const lastSeq = batch[batch.length - 1]!.seq;
    await tx
      .insert(chatArchiveCursors)
      .values({
        tenantId,
        lastSeq,
        storedTotal: stored,
        skippedNoConsent: skipped,
        lastPulledAt: new Date(),
        lastError: '',
      })
      .onConflictDoUpdate({
        target: chatArchiveCursors.tenantId,
        set: {
          lastSeq: sql`greatest(${chatArchiveCursors.lastSeq}, ${lastSeq})`,
          storedTotal: sql`${chatArchiveCursors.storedTotal} + ${stored}`,
          skippedNoConsent: sql`${chatArchiveCursors.skippedNoConsent} + ${skipped}`,
          lastPulledAt: sql`now()`,
          lastError: '',
        },
      });
    return { stored, skipped, mentions };
  });
}

export async function cursorOf(db: Database, tenantId: string): Promise<number> {
  const [cursor] = await db
    .select({ lastSeq: chatArchiveCursors.lastSeq })
    .from(chatArchiveCursors)
    .where(eq(chatArchiveCursors.tenantId, tenantId));
  return Number(cursor?.lastSeq ?? 0);
}

/** Pulls everything after the cursor (the sandbox's conversations first go on until now). */
export async function pullArchive(
  db: Database,
  tenantId: string,
  now: Date,
  options: { advance?: boolean; maxBatches?: number } = {},
): Promise<PullResult> {
  if (options.advance !== false) await advanceArchive(db, tenantId, now);
  let stored = 0;
  let skipped = 0;
  let lastSeq = await cursorOf(db, tenantId);
  for (let round = 0; round < (options.maxBatches ?? 1000); round += 1) {
    const batch = await fetchArchive(db, tenantId, lastSeq);
    if (batch.length === 0) break;
    const result = await storeBatch(db, tenantId, batch);
    // After the batch's transaction (PGlite runs one query at a time: never db inside tx).
    for (const mention of result.mentions) await recordChatMentions(db, tenantId, mention);
    stored += result.stored;
    skipped += result.skipped;
    lastSeq = batch[batch.length - 1]!.seq;
    if (batch.length < FETCH_LIMIT) break;
  }
  return { stored, skipped, lastSeq };
}

/** A failed pull leaves its reason on the cursor for the page's status line. */
export async function recordPullError(db: Database, tenantId: string, message: string) {
  await db
    .insert(chatArchiveCursors)
    .values({ tenantId, lastError: message.slice(0, 200) })
    .onConflictDoUpdate({
      target: chatArchiveCursors.tenantId,
      set: { lastError: message.slice(0, 200) },
    });
}
