// The real platform (issue #35, docs/wecom.md): WeCom access tokens shared by every process,
// and each tenant's connection to its own corp (which platform it uses, when it was verified,
// when the last callback arrived).
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

/**
 * One access token per (corp id, secret): `secret_hash` is a SHA-256 of the secret, never the
 * secret. Read by every process before calling WeCom; refreshed under an advisory lock.
 */
export const wecomTokens = pgTable('wecom_tokens', {
  /** sha256(corpId + NUL + secret), hex: the cache key (server/platform/wecom/token-cache.ts). */
  cacheKey: text('cache_key').primaryKey(),
  corpId: text('corp_id').notNull(),
  accessToken: text('access_token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});

/**
 * A tenant's link to its own WeCom corp. No row (or platform 'sandbox') means the embedded
 * sandbox; 'wecom' is set only after a successful gettoken (docs/wecom.md "Which platform").
 */
export const wecomConnections = pgTable('wecom_connections', {
  tenantId: tenantId().primaryKey(),
  platform: text('platform').notNull().default('sandbox'),
  /** The corp id that was verified (the callback checks the receive id against it). */
  corpId: text('corp_id').notNull().default(''),
  verifiedAt: at('verified_at'),
  /** GET callback (URL verification) answered successfully: filled by the callback module. */
  callbackVerifiedAt: at('callback_verified_at'),
  /** The last POST callback accepted: filled by the callback module. */
  lastCallbackAt: at('last_callback_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
