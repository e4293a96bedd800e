// The sandbox platform's chat archive (issue #22, docs/domain.md §7 "pull by seq"): conversations
// between the tenant's employees, their customers and groups, numbered by seq as the finance
// SDK numbers them, with recalls; GetChatData (after seq, at most 1000) and
// check_single_agree (Agree / Disagree / Default_Agree) answered from its own tables.
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sandboxArchiveConsents, sandboxArchiveMessages } from '../../db/schema/company-chat';
import { customerGroups, customerRelations, customers } from '../../db/schema/customers';
import { employees } from '../../db/schema/directory';
import { messageBody } from './chat-archive-lines';
import { randomInt, seededRandom, type Random } from './fake-people';

const HOUR_MS = 3_600_000;
/** Conversations a customer starts per hour, averaged over the day. */
const CONVERSATIONS_PER_HOUR = 1.6;
const GROUP_MESSAGES_PER_HOUR = 0.35;
export const FETCH_LIMIT = 1000;

interface ArchiveFields {
  readonly action: 'send' | 'recall';
  readonly from: string;
  readonly tolist: readonly string[];
  readonly roomid: string;
  readonly msgtime: number;
  readonly msgtype: string;
  readonly pre_msgid?: string;
}
/** A draft before it is numbered; the type's body sits under its msgtype. */
type Draft = ArchiveFields & Record<string, unknown>;
export type ArchivePayload = Draft & { readonly msgid: string };

interface Parties {
  readonly pairs: { employee: string; customer: string }[];
  readonly groups: { room: string; owner: string }[];
}

async function loadParties(db: Database, tenantId: string): Promise<Parties> {
  const pairs = await db
    .select({ employee: employees.platformUserId, customer: customers.externalUserId })
    .from(customerRelations)
    .innerJoin(
      employees,
      and(eq(employees.tenantId, tenantId), eq(employees.id, customerRelations.employeeId)),
    )
    .innerJoin(
      customers,
      and(eq(customers.tenantId, tenantId), eq(customers.id, customerRelations.customerId)),
    )
    .where(
      and(eq(customerRelations.tenantId, tenantId), isNull(customerRelations.deletedByCustomerAt)),
    )
    .orderBy(asc(customerRelations.customerId))
    .limit(600);
  const groups = await db
    .select({ room: customerGroups.platformChatId, owner: employees.platformUserId })
    .from(customerGroups)
    .innerJoin(
      employees,
      and(eq(employees.tenantId, tenantId), eq(employees.id, customerGroups.ownerEmployeeId)),
    )
    .where(and(eq(customerGroups.tenantId, tenantId), isNull(customerGroups.dismissedAt)))
    .orderBy(asc(customerGroups.id))
    .limit(30);
  return { pairs, groups };
}

function conversation(random: Random, pair: Parties['pairs'][number], start: number) {
  const messages: Draft[] = [];
  let at = start;
  const rounds = randomInt(random, 1, 4);
  for (let round = 0; round < rounds; round += 1) {
    messages.push({
      action: 'send',
      from: pair.customer,
      tolist: [pair.employee],
      roomid: '',
      msgtime: at,
      ...messageBody(random, 'customer'),
    });
    if (random() < 0.12) break; // left unanswered: chat-data's reply rate sees it
    at += randomInt(random, 1, 40) * 60_000;
    messages.push({
      action: 'send',
      from: pair.employee,
      tolist: [pair.customer],
      roomid: '',
      msgtime: at,
      ...messageBody(random, 'employee'),
    });
    at += randomInt(random, 2, 90) * 60_000;
  }
  return messages;
}

/**
 * Generates the archive's messages in [from, to) (deterministic for a seed) and numbers
 * them after the tenant's last seq. Answers how many were added.
 */
export async function generateArchive(
  db: Database,
  tenantId: string,
  from: Date,
  to: Date,
  seed: number,
) {
  const parties = await loadParties(db, tenantId);
  if (parties.pairs.length === 0) return 0;
  const random = seededRandom(seed);
  const span = to.getTime() - from.getTime();
  const hours = span / HOUR_MS;
  const drafts: Draft[] = [];
  const starts = Math.floor(hours * CONVERSATIONS_PER_HOUR + random());
  for (let index = 0; index < starts; index += 1) {
    const pair = parties.pairs[randomInt(random, 0, parties.pairs.length - 1)]!;
    drafts.push(...conversation(random, pair, from.getTime() + Math.floor(random() * span)));
  }
  const groupMessages = parties.groups.length
    ? Math.floor(hours * GROUP_MESSAGES_PER_HOUR + random())
    : 0;
  for (let index = 0; index < groupMessages; index += 1) {
    const group = parties.groups[randomInt(random, 0, parties.groups.length - 1)]!;
    const member =
      random() < 0.4
        ? group.owner
        : parties.pairs[randomInt(random, 0, parties.pairs.length - 1)]!.customer;
    drafts.push({
      action: 'send',
      from: member,
      tolist: [],
      roomid: group.room,
      msgtime: from.getTime() + Math.floor(random() * span),
      ...messageBody(random, 'group'),
    });
  }
  const employeeIds = new Set(parties.pairs.map((pair) => pair.employee));
  const kept = drafts
    .filter((draft) => draft.msgtime < to.getTime())
    .sort((a, b) => a.msgtime - b.msgtime);
  const [last] = await db
    .select({ seq: sql<number>`coalesce(max(${sandboxArchiveMessages.seq}), 0)::int` })
    .from(sandboxArchiveMessages)
    .where(eq(sandboxArchiveMessages.tenantId, tenantId));
  let seq = Number(last?.seq ?? 0);
  const rows: { tenantId: string; seq: number; msgId: string; payload: ArchivePayload }[] = [];
  for (const draft of kept) {
    seq += 1;
    const msgid = `${tenantId}-${seq}`;
    rows.push({ tenantId, seq, msgId: msgid, payload: { ...draft, msgid } });
    // An employee recalls about one message in forty within two minutes (撤回).
    if (employeeIds.has(draft.from) && draft.roomid === '' && random() < 0.025) {
      seq += 1;
      const recall = {
        action: 'recall' as const,
        from: draft.from,
        tolist: draft.tolist,
        roomid: '',
        msgtime: draft.msgtime + 60_000,
        msgtype: 'revoke',
        pre_msgid: msgid,
      };
      rows.push({
        tenantId,
        seq,
        msgId: `${tenantId}-${seq}`,
        payload: { ...recall, msgid: `${tenantId}-${seq}` },
      });
    }
  }
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(sandboxArchiveMessages)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing();
  }
  return rows.length;
}

/** Lets the sandbox's conversations go on until `now` (at most the last two days). */
export async function advanceArchive(db: Database, tenantId: string, now: Date): Promise<number> {
  const [latest] = await db
    .select({
      at: sql<string | null>`max((${sandboxArchiveMessages.payload}->>'msgtime')::bigint)::text`,
    })
    .from(sandboxArchiveMessages)
    .where(eq(sandboxArchiveMessages.tenantId, tenantId));
  const floor = now.getTime() - 2 * 24 * HOUR_MS;
  const from = Math.max(floor, latest?.at ? Number(latest.at) + 1 : floor);
  if (now.getTime() - from < 60_000) return 0;
  return generateArchive(db, tenantId, new Date(from), now, Math.floor(from / 1000));
}

/** GetChatData: the messages after `afterSeq`, in seq order, at most `limit`. */
export async function fetchArchive(
  db: Database,
  tenantId: string,
  afterSeq: number,
  limit = FETCH_LIMIT,
) {
  const rows = await db
    .select({ seq: sandboxArchiveMessages.seq, payload: sandboxArchiveMessages.payload })
    .from(sandboxArchiveMessages)
    .where(
      and(eq(sandboxArchiveMessages.tenantId, tenantId), gt(sandboxArchiveMessages.seq, afterSeq)),
    )
    .orderBy(asc(sandboxArchiveMessages.seq))
    .limit(Math.min(limit, FETCH_LIMIT));
  return rows.map((row) => ({ seq: Number(row.seq), payload: row.payload as ArchivePayload }));
}

export type ConsentStatus = 'Agree' | 'Disagree' | 'Default_Agree';

/** A customer's standing consent when nobody changed it: most agree, about one in twenty not. */
function defaultConsent(externalUserId: string): ConsentStatus {
  let hash = 0;
  for (const char of externalUserId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const bucket = hash % 100;
  return bucket < 5 ? 'Disagree' : bucket < 15 ? 'Default_Agree' : 'Agree';
}

/** check_single_agree for a batch of external customers. */
export async function checkAgree(
  db: Database,
  tenantId: string,
  externalUserIds: readonly string[],
) {
  const answer = new Map<string, ConsentStatus>();
  if (externalUserIds.length === 0) return answer;
  const set = await db
    .select({ id: sandboxArchiveConsents.externalUserId, status: sandboxArchiveConsents.status })
    .from(sandboxArchiveConsents)
    .where(
      and(
        eq(sandboxArchiveConsents.tenantId, tenantId),
        inArray(sandboxArchiveConsents.externalUserId, [...externalUserIds]),
      ),
    );
  const explicit = new Map(set.map((row) => [row.id, row.status as ConsentStatus]));
  for (const id of externalUserIds) answer.set(id, explicit.get(id) ?? defaultConsent(id));
  return answer;
}

/** A customer changes their consent (sandbox control, used by tests and the seed). */
export async function setConsent(
  db: Database,
  tenantId: string,
  externalUserId: string,
  status: ConsentStatus,
) {
  await db
    .insert(sandboxArchiveConsents)
    .values({ tenantId, externalUserId, status })
    .onConflictDoUpdate({
      target: [sandboxArchiveConsents.tenantId, sandboxArchiveConsents.externalUserId],
      set: { status, changedAt: sql`now()` },
    });
}
