// First setup (issue #36): the one-time link a start with DEMO=false and no tenant prints.
// Only the token's SHA-256 is stored; the link is valid for an hour and usable once.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

export const setupTokens = pgTable('setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});
