// issue #32 findings 3-5: the one rate limiter's counters (server/http/rate-limit/), shared by
// every server process. One row per key (`<rule>|<subject>`): the hits of the current fixed
// window, counted by one INSERT … ON CONFLICT DO UPDATE … RETURNING, so parallel requests
// cannot all pass; a row whose window ended is reset by its next hit or deleted by the prune
// job (docs/security.md "Rate limits"). UNLOGGED in the migration: counters need no WAL or
// crash safety, so a hit costs no disk write.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_window_ends_idx').on(table.windowEndsAt)],
);
