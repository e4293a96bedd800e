// issue #22 /order-auto-bind: the identifiers the binding job matches on, seen in chats (a
// customer sends a phone or an order number) or entered by an employee in the sidebar. The
// chat archive (/chat-records) and the sandbox chat hand each customer message to
// recordChatMentions; a mention is kept once per customer and value (first sighting).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { orderBindSignals } from '../../../db/schema/company-order-bind';
import { customers } from '../../../db/schema/customers';
import { shopOrders } from '../../../db/schema/member';

const PHONE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;
/** Order numbers are letters, digits and dashes with at least 6 digits in them. */
const ORDER_TOKEN = /[A-Za-z0-9][A-Za-z0-9-]{5,63}/g;

export interface Mention {
  readonly identifierType: 1 | 2;
  readonly value: string;
}

/** The phones and order-number-like tokens in a message (phones are not also order numbers). */
export function mentionsIn(text: string): Mention[] {
  const phones = [...new Set(text.match(PHONE) ?? [])];
  const tokens = [...new Set(text.match(ORDER_TOKEN) ?? [])].filter(
    (token) => (token.match(/\d/g) ?? []).length >= 6 && !phones.includes(token),
  );
  return [
    ...phones.map((value) => ({ identifierType: 1 as const, value })),
    ...tokens.map((value) => ({ identifierType: 2 as const, value })),
  ];
}

export async function recordSignal(
  db: Database,
  tenantId: string,
  signal: {
    customerId: number;
    employeeId: number | null;
    identifierType: 1 | 2;
    value: string;
    source: 1 | 2;
    at: Date;
  },
): Promise<boolean> {
  const written = await db
    .insert(orderBindSignals)
    .values({
      tenantId,
      customerId: signal.customerId,
      employeeId: signal.employeeId,
      identifierType: signal.identifierType,
      value: signal.value,
      source: signal.source,
      seenAt: signal.at,
    })
    .onConflictDoNothing()
    .returning({ id: orderBindSignals.id });
  return written.length > 0;
}

/** A customer's chat message: its phones, and its tokens that are orders of the tenant. */
export async function recordChatMentions(
  db: Database,
  tenantId: string,
  message: { customerId: number; employeeId: number | null; text: string; at: Date },
): Promise<number> {
  let written = 0;
  for (const mention of mentionsIn(message.text)) {
    if (mention.identifierType === 2) {
      const [order] = await db
        .select({ id: shopOrders.id })
        .from(shopOrders)
        .where(and(eq(shopOrders.tenantId, tenantId), eq(shopOrders.orderNo, mention.value)))
        .limit(1);
      if (!order) continue;
    }
    const fresh = await recordSignal(db, tenantId, {
      customerId: message.customerId,
      employeeId: message.employeeId,
      ...mention,
      source: 1,
      at: message.at,
    });
    if (fresh) written += 1;
  }
  return written;
}

export async function customerByExternalId(db: Database, tenantId: string, externalUserId: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.externalUserId, externalUserId)));
  return row?.id;
}
