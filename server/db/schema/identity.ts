// Identity (issue #2): tenants, users, memberships, roles and the sign-in bookkeeping.
// docs/conventions.md "Tenants never mix": tenant-owned tables lead every key with tenant_id so they
// can be distributed by tenant; users and the sign-in tables are global (looked up by
// account, code hash or jti).
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const tenants = pgTable('tenants', {
  tenantId: text('tenant_id').primaryKey(),
  name: text('name').notNull(),
  /** spec §6: 1 self-built, 2 agent-developed, 3 third-party. */
  appMode: smallint('app_mode').notNull().default(1),
  /** issue #36 `npm run tenant -- disable`: a disabled tenant opens no session. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  account: text('account').notNull().unique(),
  name: text('name').notNull(),
  /** scrypt$N$r$p$salt$hash, see modules/auth/password.ts */
  passwordHash: text('password_hash').notNull(),
  /**
   * issue #32: an initial or reset password set by an admin or the operator must be changed
   * at the next sign-in before any session is issued (docs/security.md "First sign-in").
   */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  createdAt: createdAt(),
});

export const roles = pgTable(
  'roles',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.tenantId, { onDelete: 'cascade' }),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** spec §6: the menu codes (rs_scrm_*) this role holds. */
    codes: text('codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * issue #41: the action rights (contract/action-rights.ts) beside the page codes. The
     * column's default keeps what a role meant before #41 (a page implied its actions, every
     * row visible) for roles made outside /role-manage; /role-manage writes both explicitly.
     * The built-in role holds every action and 全部 whatever is stored.
     */
    actions: text('actions')
      .array()
      .notNull()
      .default(sql`'{export,delete,send,settings}'::text[]`),
    /** issue #41: data scope self | department | all. */
    scope: text('scope').notNull().default('all'),
    /** issue #14 /role-manage: what the role is for (at most 100 characters). */
    description: text('description').notNull().default(''),
    /** issue #14: the built-in 超级管理员 holds every code and cannot be edited or deleted. */
    builtIn: boolean('built_in').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('roles_tenant_name_unique').on(table.tenantId, table.name),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.tenantId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member's main role (shown first); `extraRoleIds` adds more (issue #41). */
    roleId: integer('role_id').notNull(),
    /**
     * issue #41: further roles of the member: page codes and actions are the union over all
     * the member's roles, the data scope the widest.
     */
    extraRoleIds: integer('extra_role_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * issue #41: the directory employee (employees.id) this console user is, the anchor of
     * the 本人 / 本部门 data scope; null: not linked (a scoped role then sees no records).
     */
    employeeId: integer('employee_id'),
    /** issue #14: a disabled member is refused by the guard and at sign-in until enabled. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * issue #32 finding 6: a password reset, disable or role change adds one; a token carries
     * the version it was issued under and the guard refuses any other (the session ends).
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId] }),
    foreignKey({
      name: 'memberships_role_fk',
      columns: [table.tenantId, table.roleId],
      foreignColumns: [roles.tenantId, roles.id],
    }),
    index('memberships_user_idx').on(table.userId),
  ],
);

/** One-time codes handing a session from the login page to the console (60 s, single use). */
export const authCodes = pgTable(
  'auth_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.tenantId, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('auth_codes_expires_idx').on(table.expiresAt)],
);

/** Tokens signed out or replaced by a tenant switch; kept until they would expire anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_idx').on(table.expiresAt)],
);
