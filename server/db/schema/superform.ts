// Super forms (issue #7, spec §3): forms, their visit and submit records (§4 behaviour 1
// click, 2 submit) and the side effects of each submission. docs/conventions.md "Tenants never mix":
// every key leads with tenant_id; the public page finds a form by its random public_id.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { AnswerSnapshot } from '../../../contract/material/super-form/answer-display';
import type { FormComponent } from '../../../contract/material/super-form/component-types';
import { tenants } from './identity';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const superforms = pgTable(
  'superforms',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.tenantId, { onDelete: 'cascade' }),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** The /p/<public_id> address: random, so forms cannot be enumerated. */
    publicId: text('public_id').notNull(),
    /** Copied from the title component for the list and search. */
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    coverUrl: text('cover_url').notNull().default(''),
    buttonsWord: text('buttons_word').notNull().default('提交'),
    /** spec §4: 1 draft, 2 published, 3 ended. */
    formStatus: smallint('form_status').notNull().default(1),
    commitLimit: integer('commit_limit').notNull().default(1),
    validityType: smallint('validity_type').notNull().default(2),
    endTime: timestamp('end_time', { withTimezone: true }),
    endWord: text('end_word').notNull().default(''),
    isSkip: boolean('is_skip').notNull().default(false),
    skipType: smallint('skip_type').notNull().default(1),
    skipLink: text('skip_link').notNull().default(''),
    openActionNotice: boolean('open_action_notice').notNull().default(false),
    publicMemberId: text('public_member_id').notNull().default(''),
    publicMemberName: text('public_member_name').notNull().default(''),
    openClientTag: boolean('open_client_tag').notNull().default(false),
    openTrackRecord: boolean('open_track_record').notNull().default(false),
    componentList: jsonb('component_list').$type<FormComponent[]>().notNull(),
    visitCount: integer('visit_count').notNull().default(0),
    submitCount: integer('submit_count').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('superforms_public_id_unique').on(table.publicId),
    index('superforms_list_idx').on(table.tenantId, table.formStatus, table.createdAt.desc()),
    index('superforms_created_idx').on(table.tenantId, table.createdAt.desc()),
  ],
);

export const superformRecords = pgTable(
  'superform_records',
  {
    tenantId: text('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    formId: integer('form_id').notNull(),
    /** spec §4: 1 click (a visit of the public page), 2 submit. */
    behaviour: smallint('behaviour').notNull(),
    /** The cookie the public page sets: one person's visits and submits. */
    visitorId: text('visitor_id').notNull(),
    phone: text('phone').notNull().default(''),
    /**
     * issue #32 finding 9: the client address of a submit (rate-limit key form, client-address.ts),
     * the per-person limit's key when the page has no customer ticket (docs/security.md).
     */
    clientAddress: text('client_address').notNull().default(''),
    /** spec §4: 1 non-enterprise, 2 enterprise customer. */
    customerType: smallint('customer_type').notNull().default(1),
    /** The customer (issue #9 customers.id) when the page knew who was filling it in. */
    customerId: bigint('customer_id', { mode: 'number' }),
    customerName: text('customer_name').notNull().default(''),
    answers: jsonb('answers')
      .$type<AnswerSnapshot[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      name: 'superform_records_form_fk',
      columns: [table.tenantId, table.formId],
      foreignColumns: [superforms.tenantId, superforms.id],
    }).onDelete('cascade'),
    index('superform_records_list_idx').on(
      table.tenantId,
      table.formId,
      table.behaviour,
      table.createdAt.desc(),
    ),
    index('superform_records_visitor_idx').on(table.tenantId, table.formId, table.visitorId),
    index('superform_records_phone_idx').on(table.tenantId, table.formId, table.phone),
    index('superform_records_address_idx').on(table.tenantId, table.formId, table.clientAddress),
    index('superform_records_customer_idx').on(table.tenantId, table.formId, table.customerId),
  ],
);

export const superformEffects = pgTable(
  'superform_effects',
  {
    tenantId: text('tenant_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    recordId: integer('record_id').notNull(),
    /** tag | profile | timeline | notice (contract/material/super-form/api-types.ts). */
    effectType: text('effect_type').notNull(),
    /** recorded | applied | skipped */
    status: text('status').notNull(),
    summary: text('summary').notNull(),
    detail: jsonb('detail')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      name: 'superform_effects_record_fk',
      columns: [table.tenantId, table.recordId],
      foreignColumns: [superformRecords.tenantId, superformRecords.id],
    }).onDelete('cascade'),
    index('superform_effects_record_idx').on(table.tenantId, table.recordId),
  ],
);
