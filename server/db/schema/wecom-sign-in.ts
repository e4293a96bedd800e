// Signing in with 企业微信 and the sidebar's WeCom identity (issue #40, docs/wecom.md "Sign in
// with 企业微信"): the one-use `state` of each WeCom authorization, the link from a member's
// WeCom userid to a console account, and what an admin allowed for first sign-ins.
import { boolean, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';
import { users } from './identity';

/**
 * One row per `state` handed to WeCom (only its SHA-256 is kept). Taken by one conditional
 * DELETE on the way back, so a replayed state finds nothing; it expires after 10 minutes.
 */
export const wecomOauthStates = pgTable(
  'wecom_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    tenantId: tenantId(),
    /** 'sign-in' (the login page's QR login) or 'sidebar' (the chat sidebar's web authorization). */
    purpose: text('purpose').notNull(),
    /** Where the browser goes afterwards (sign-in: the checked redirect_uri; sidebar: its page). */
    returnTo: text('return_to').notNull().default(''),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('wecom_oauth_states_expires_idx').on(table.expiresAt)],
);

/** A member's WeCom userid → the console account it signs in as, per tenant. */
export const wecomAccounts = pgTable(
  'wecom_accounts',
  {
    tenantId: tenantId(),
    wecomUserId: text('wecom_user_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.wecomUserId] }),
    unique('wecom_accounts_tenant_user_unique').on(table.tenantId, table.userId),
  ],
);

/** What an admin allowed (/authorize): create an account on a member's first sign-in, and its role. */
export const wecomSignInSettings = pgTable('wecom_sign_in_settings', {
  tenantId: tenantId().primaryKey(),
  autoCreate: boolean('auto_create').notNull().default(false),
  roleId: integer('role_id'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
