// Column helpers every tenant-owned table shares (docs/conventions.md "Tenants never mix": each row
// carries its tenant, removed with it). Not a table: drizzle-kit reads nothing here.
import { bigint, integer, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './identity';

export const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.tenantId, { onDelete: 'cascade' });

export const at = (name: string) => timestamp(name, { withTimezone: true });

/** A tenant's row with its own identity id. */
export const tenantIdentity = () => ({
  tenantId: tenantId(),
  id: integer('id').generatedAlwaysAsIdentity(),
});

/** The same with a bigint id, for tables that grow without bound (messages, logs). */
export const tenantBigIdentity = () => ({
  tenantId: tenantId(),
  id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
});

/**
 * A platform call claimed before it is made (docs/wecom.md "Reach on WeCom"): its state, when
 * it was claimed (a claim older than a run's lifetime was cut off mid-call), the platform's
 * msgid once known, and the platform's refusal.
 */
export const claimedCall = () => ({
  state: smallint('state').notNull().default(0),
  claimedAt: at('claimed_at'),
  msgId: text('msg_id'),
  error: text('error').notNull().default(''),
});
