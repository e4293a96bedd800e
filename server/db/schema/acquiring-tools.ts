// Acquiring tools of issue #15 (docs/domain.md §1): lock codes with their customer bindings, shunt
// codes with one row per exposure, unlimited group codes over an ordered list of group QRs,
// and acquisition short links with their views, adds and the tenant's quota batches. Each
// tool keeps its form in `config` (validated by contract/acquiring/<slug>.ts on every write).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

const config = () =>
  jsonb('config')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`);

/** One table per tool's codes: name, the unguessable public key, the form, on/off. */
function codeColumns() {
  return {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** docs/domain.md §0: the contact way's state (≤ 30 chars) every add carries. */
    state: text('state').notNull(),
    /** The key of the public URL, unique across tenants. */
    publicKey: text('public_key').notNull(),
    config: config(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  };
}

/**
 * issue #35: the platform's handle on a code — a contact way's config_id (lock, shunt codes)
 * or a join way's (group codes) — and its qr_code ('' in the sandbox). docs/wecom.md.
 */
function platformWayColumns() {
  return {
    platformConfigId: text('platform_config_id').notNull().default(''),
    platformQrCode: text('platform_qr_code').notNull().default(''),
  };
}

export const lockCodes = pgTable(
  'lock_codes',
  { ...codeColumns(), ...platformWayColumns() },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('lock_codes_tenant_name_unique').on(table.tenantId, table.name),
    unique('lock_codes_public_key_unique').on(table.publicKey),
  ],
);

/** issue #15 /lock-code: a customer bound to the employee who first added them. */
export const lockBindings = pgTable(
  'lock_bindings',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    lockCodeId: integer('lock_code_id').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    employeeId: integer('employee_id').notNull(),
    /** 'code' (this code only) or 'tenant' (every lock code of the tenant). */
    scope: text('scope').notNull(),
    boundAt: at('bound_at').notNull(),
    /** Null: permanent. */
    expiresAt: at('expires_at'),
    releasedAt: at('released_at'),
    /** 'unbind' | 'expired' | 'employee_left'. */
    releaseReason: text('release_reason').notNull().default(''),
    rescans: integer('rescans').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('lock_bindings_customer_idx').on(table.tenantId, table.customerId, table.releasedAt),
    index('lock_bindings_code_idx').on(table.tenantId, table.lockCodeId, table.boundAt),
  ],
);

/** Scans of lock codes: 'new' (routed by schedule) or 'kept' (a rescan kept by the lock). */
export const lockScans = pgTable(
  'lock_scans',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    lockCodeId: integer('lock_code_id').notNull(),
    kind: text('kind').notNull(),
    employeeId: integer('employee_id').notNull(),
    occurredAt: at('occurred_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('lock_scans_code_idx').on(table.tenantId, table.lockCodeId, table.occurredAt),
  ],
);

export const shuntCodes = pgTable(
  'shunt_codes',
  { ...codeColumns(), ...platformWayColumns(), cursor: integer('cursor').notNull().default(0) },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('shunt_codes_tenant_name_unique').on(table.tenantId, table.name),
    unique('shunt_codes_public_key_unique').on(table.publicKey),
  ],
);

/** issue #15: every time a shunt code shows a target is one exposure; an add marks it. */
export const shuntExposures = pgTable(
  'shunt_exposures',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    shuntCodeId: integer('shunt_code_id').notNull(),
    /** `<kind>:<id>` of the target shown. */
    targetKey: text('target_key').notNull(),
    fallback: boolean('fallback').notNull().default(false),
    /** The customer's proof of this exposure when they press 添加 (public page). */
    token: text('token').notNull(),
    shownAt: at('shown_at').notNull(),
    addedAt: at('added_at'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('shunt_exposures_token_unique').on(table.token),
    index('shunt_exposures_code_idx').on(
      table.tenantId,
      table.shuntCodeId,
      table.targetKey,
      table.shownAt,
    ),
  ],
);

export const groupCodes = pgTable(
  'group_codes',
  { ...codeColumns(), ...platformWayColumns() },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('group_codes_tenant_name_unique').on(table.tenantId, table.name),
    unique('group_codes_public_key_unique').on(table.publicKey),
  ],
);

/** The ordered group QRs behind a group code. */
export const groupCodeQrs = pgTable(
  'group_code_qrs',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    groupCodeId: integer('group_code_id').notNull(),
    position: integer('position').notNull(),
    /** The customer group (external chat) when it is a WeCom group. */
    groupId: integer('group_id'),
    name: text('name').notNull(),
    memberCap: integer('member_cap').notNull(),
    members: integer('members').notNull().default(0),
    /** Uploaded personal-group QRs expire after 7 days; null for WeCom join ways. */
    expiresAt: at('expires_at'),
    autoCreated: boolean('auto_created').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('group_code_qrs_code_idx').on(table.tenantId, table.groupCodeId, table.position),
  ],
);

/** 'scan' | 'join' | 'quit' per group QR, the source of the statistics. */
export const groupCodeEvents = pgTable(
  'group_code_events',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    groupCodeId: integer('group_code_id').notNull(),
    qrId: integer('qr_id'),
    kind: text('kind').notNull(),
    occurredAt: at('occurred_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('group_code_events_code_idx').on(table.tenantId, table.groupCodeId, table.occurredAt),
  ],
);

export const shortLinks = pgTable(
  'short_links',
  { ...codeColumns(), expiresAt: at('expires_at') },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('short_links_tenant_name_unique').on(table.tenantId, table.name),
    unique('short_links_public_key_unique').on(table.publicKey),
  ],
);

/** One row per link, channel, China day and visitor: UV = rows, PV = sum(views). */
export const shortLinkViews = pgTable(
  'short_link_views',
  {
    tenantId: tenantId(),
    linkId: integer('link_id').notNull(),
    channel: text('channel').notNull(),
    day: text('day').notNull(),
    visitor: text('visitor').notNull(),
    views: integer('views').notNull().default(1),
  },
  (table) => [
    primaryKey({
      columns: [table.tenantId, table.linkId, table.channel, table.day, table.visitor],
    }),
  ],
);

export const shortLinkAdds = pgTable(
  'short_link_adds',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    linkId: integer('link_id').notNull(),
    channel: text('channel').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    employeeId: integer('employee_id').notNull(),
    /** docs/domain.md §1 chat_status: 0 no chat, 1 chatted, 2 replied. */
    chatStatus: smallint('chat_status').notNull().default(0),
    addedAt: at('added_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('short_link_adds_link_idx').on(table.tenantId, table.linkId, table.addedAt),
  ],
);

/** docs/domain.md §1 quota_list: batches of acquisitions bought, each with its expiry. */
export const shortLinkQuotaBatches = pgTable(
  'short_link_quota_batches',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    amount: integer('amount').notNull(),
    used: integer('used').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);
