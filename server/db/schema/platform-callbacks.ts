// docs/wecom.md "Callbacks": every verified WeCom callback of a tenant, recorded before it is
// applied by its job. WeCom retries a callback it saw no answer to; the dedupe key (a hash of
// the decrypted message) makes a retry land on the same row, so it is applied once.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

export const wecomCallbacks = pgTable(
  'wecom_callbacks',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    dedupeKey: text('dedupe_key').notNull(),
    /** <Event> (or <MsgType> of a message that is not an event) and <ChangeType>. */
    event: text('event').notNull(),
    changeType: text('change_type').notNull().default(''),
    /** The decrypted message, as WeCom sent it. */
    message: text('message').notNull(),
    receivedAt: at('received_at').notNull(),
    /** Set by the job once the event is applied (or ignored). */
    appliedAt: at('applied_at'),
    /** applied | ignored, and what the job did (ids, skipped welcome…). */
    outcome: text('outcome').notNull().default(''),
    note: jsonb('note')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('wecom_callbacks_tenant_dedupe_unique').on(table.tenantId, table.dedupeKey),
    index('wecom_callbacks_tenant_received_idx').on(table.tenantId, table.receivedAt.desc()),
  ],
);
