// issue #22 /chat-records and /chat-data (docs/domain.md §7 "chat archive"): the messages pulled
// from the platform's archive by sequence, the pull's cursor, sensitive-word rules and their
// hits; plus the sandbox platform's own archive (what the finance SDK would answer).
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

/** One archived message; (tenant, msg_id) is unique so a re-pull never stores it twice. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    msgId: text('msg_id').notNull(),
    /** 1 single (employee ↔ customer), 2 group. */
    chatType: smallint('chat_type').notNull(),
    employeeId: integer('employee_id'),
    customerId: bigint('customer_id', { mode: 'number' }),
    groupId: integer('group_id'),
    /** 1 the employee sent it, 2 the customer sent it. */
    fromKind: smallint('from_kind').notNull(),
    /** contract/company/chat-records.ts MESSAGE_TYPES. */
    msgType: text('msg_type').notNull(),
    /** The searchable text of the message (text, link title, file name…). */
    textContent: text('text_content').notNull().default(''),
    content: jsonb('content').notNull(),
    sentAt: at('sent_at').notNull(),
    revoked: boolean('revoked').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('chat_messages_tenant_msg_unique').on(table.tenantId, table.msgId),
    index('chat_messages_tenant_sent_idx').on(table.tenantId, table.sentAt.desc()),
    index('chat_messages_tenant_employee_idx').on(table.tenantId, table.employeeId, table.sentAt),
    index('chat_messages_tenant_customer_idx').on(table.tenantId, table.customerId, table.sentAt),
    index('chat_messages_tenant_group_idx').on(table.tenantId, table.groupId, table.sentAt),
  ],
);

/** Where the pull stands: it resumes after last_seq, after a restart too. */
export const chatArchiveCursors = pgTable('chat_archive_cursors', {
  tenantId: tenantId().primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  storedTotal: integer('stored_total').notNull().default(0),
  /** Messages with a customer who has not agreed to archiving: never stored. */
  skippedNoConsent: integer('skipped_no_consent').notNull().default(0),
  lastPulledAt: at('last_pulled_at'),
  lastError: text('last_error').notNull().default(''),
});

export const chatSensitiveWords = pgTable(
  'chat_sensitive_words',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    word: text('word').notNull(),
    /** contract/company/chat-records.ts SENSITIVE_CATEGORIES. */
    category: smallint('category').notNull().default(1),
    /** Alert the employee's department leader on each hit. */
    notifyLeader: boolean('notify_leader').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('chat_sensitive_words_tenant_word_unique').on(table.tenantId, table.word),
  ],
);

/** A word found in a message: one row per (message, word), so a hit is counted once. */
export const chatSensitiveHits = pgTable(
  'chat_sensitive_hits',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    msgId: text('msg_id').notNull(),
    wordId: integer('word_id').notNull(),
    word: text('word').notNull(),
    employeeId: integer('employee_id'),
    customerId: bigint('customer_id', { mode: 'number' }),
    groupId: integer('group_id'),
    fromKind: smallint('from_kind').notNull(),
    excerpt: text('excerpt').notNull(),
    hitAt: at('hit_at').notNull(),
    handledAt: at('handled_at'),
    handledBy: text('handled_by').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('chat_sensitive_hits_once').on(table.tenantId, table.msgId, table.wordId),
    index('chat_sensitive_hits_tenant_at_idx').on(table.tenantId, table.hitAt.desc()),
  ],
);

/** The sandbox platform's archive: what GetChatData would answer, by seq. */
export const sandboxArchiveMessages = pgTable(
  'sandbox_archive_messages',
  {
    tenantId: tenantId(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    msgId: text('msg_id').notNull(),
    /** The platform's message: from, tolist, roomid, msgtype, msgtime and the type's body. */
    payload: jsonb('payload').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.seq] })],
);

/** check_single_agree: Agree / Disagree / Default_Agree per external customer. */
export const sandboxArchiveConsents = pgTable(
  'sandbox_archive_consents',
  {
    tenantId: tenantId(),
    externalUserId: text('external_user_id').notNull(),
    status: text('status').notNull(),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.externalUserId] })],
);
