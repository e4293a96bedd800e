// Platform (issue #6): the tenant's app authorization and service term, module expiries,
// notices and their read marks, the getting-started guide, the operate record, mini programs,
// developer access and chat-archive settings; plus the sandbox platform's consent grants.
// docs/conventions.md "Tenants never mix": every tenant-owned key leads with tenant_id.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { at, tenantId } from './columns';

/**
 * One row per tenant: auth states (spec §4: 0 normal, 1 unauthorized, 2 abnormal), the
 * self-built credentials (secrets write-only: never answered in full), logos and terms.
 */
export const platformApps = pgTable('platform_apps', {
  tenantId: tenantId().primaryKey(),
  ownAuthStatus: smallint('own_auth_status').notNull().default(1),
  thirdAuthStatus: smallint('third_auth_status').notNull().default(1),
  ownAuthorizedAt: at('own_authorized_at'),
  thirdAuthorizedAt: at('third_authorized_at'),
  /** Licence (interface permit) grant of agent-developed / third-party apps. */
  licenseGrantedAt: at('license_granted_at'),
  licenseTotal: integer('license_total').notNull().default(0),
  corpId: text('corp_id').notNull().default(''),
  agentId: text('agent_id').notNull().default(''),
  appSecret: text('app_secret').notNull().default(''),
  contactSecret: text('contact_secret').notNull().default(''),
  callbackToken: text('callback_token').notNull().default(''),
  callbackAesKey: text('callback_aes_key').notNull().default(''),
  ownLogoUrl: text('own_logo_url').notNull().default(''),
  thirdLogoUrl: text('third_logo_url').notNull().default(''),
  serviceExpiresAt: at('service_expires_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** spec §3 expiry-tip modules: shop authorizations and paid modules, each with its term. */
export const platformModuleTerms = pgTable(
  'platform_module_terms',
  {
    tenantId: tenantId(),
    module: text('module').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.module] })],
);

/** Notices are the platform operator's, not a tenant's: audience null means every tenant. */
export const platformNotices = pgTable(
  'platform_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    remark: text('remark').notNull(),
    link: text('link').notNull().default(''),
    audience: text('audience').array(),
    publishedAt: at('published_at').notNull().defaultNow(),
  },
  (table) => [index('platform_notices_published_idx').on(table.publishedAt.desc())],
);

/** Read marks, per tenant and user (every operator sees a notice once). */
export const platformNoticeReads = pgTable(
  'platform_notice_reads',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => platformNotices.id, { onDelete: 'cascade' }),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.userId, table.noticeId] })],
);

/** The getting-started guide of a tenant (mini-initial-lead). */
export const platformInitialLeads = pgTable(
  'platform_initial_leads',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    leadStep: smallint('lead_step').notNull().default(0),
    leadStatus: smallint('lead_status').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('platform_initial_leads_tenant_unique').on(table.tenantId),
  ],
);

export const platformOperateRecords = pgTable(
  'platform_operate_records',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    operateType: text('operate_type').notNull(),
    operatorName: text('operator_name').notNull(),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('platform_operate_records_tenant_created_idx').on(table.tenantId, table.createdAt.desc()),
  ],
);

/** spec §3 mini programs of the tenant (the platform lists them; the tenant binds them). */
export const platformMiniPrograms = pgTable(
  'platform_mini_programs',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    authorizationAppid: text('authorization_appid').notNull(),
    nickName: text('nick_name').notNull(),
    headImg: text('head_img').notNull().default(''),
    appletFunction: text('applet_function').notNull().default(''),
    releaseStatus: smallint('release_status').notNull().default(1),
    authorizerStatus: smallint('authorizer_status').notNull().default(1),
    bindStatus: smallint('bind_status').notNull().default(0),
    wxThirdPlatformId: text('wx_third_platform_id').notNull().default(''),
    verifyTypeInfo: smallint('verify_type_info').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('platform_mini_programs_tenant_appid_unique').on(
      table.tenantId,
      table.authorizationAppid,
    ),
  ],
);

/** spec §3 developer: one application per tenant (re-applying replaces it). */
export const developerApplications = pgTable('developer_applications', {
  tenantId: tenantId().primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  type: smallint('type').notNull(),
  checkStatus: smallint('check_status').notNull().default(0),
  reportingStatus: smallint('reporting_status').notNull().default(0),
  code: text('code').notNull().default(''),
  reviewDueAt: at('review_due_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** spec §3 chat archive config; secret and private_key are write-only. */
export const chatArchiveConfigs = pgTable('chat_archive_configs', {
  tenantId: tenantId().primaryKey(),
  id: integer('id').generatedAlwaysAsIdentity(),
  secret: text('secret').notNull().default(''),
  privateKey: text('private_key').notNull().default(''),
  publicKey: text('public_key').notNull().default(''),
  publicKeyVer: integer('public_key_ver').notNull().default(1),
  trustIps: text('trust_ips')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * The sandbox platform's consent grants: a consent page visit (state) and the auth code it
 * issues when the operator agrees. Both are stored hashed; codes are single use.
 */
export const sandboxAuthGrants = pgTable(
  'sandbox_auth_grants',
  {
    stateHash: text('state_hash').primaryKey(),
    tenantId: tenantId(),
    kind: text('kind').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    codeHash: text('code_hash').unique(),
    expiresAt: at('expires_at').notNull(),
    decidedAt: at('decided_at'),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('sandbox_auth_grants_tenant_idx').on(table.tenantId, table.createdAt)],
);
