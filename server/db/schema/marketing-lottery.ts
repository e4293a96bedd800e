// issue #20 /marketing 营销活动: the landing-page game of a lottery or check-in campaign — its
// public token and rules, the prizes (stock never below zero: a CHECK backs the conditional
// UPDATE … WHERE stock > 0 of every draw), every play with its prize and redemption, and the
// check-ins (one per customer per Asia/Shanghai day, the primary key).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

export const campaignGames = pgTable(
  'campaign_games',
  {
    tenantId: tenantId(),
    campaignId: integer('campaign_id').notNull(),
    /** The unguessable key of the landing page (/s/l/:token), unique across tenants. */
    token: text('token').notNull(),
    /** contract/marketing/marketing-game.ts GAME_ELIGIBILITY. */
    eligibility: text('eligibility').notNull().default('all'),
    tagIds: jsonb('tag_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    playLimit: integer('play_limit').notNull().default(1),
    /** 'day' or 'total'. */
    playPeriod: text('play_period').notNull().default('day'),
    /** 'consecutive' or 'cumulative' (check-in). */
    checkInMode: text('check_in_mode').notNull().default('consecutive'),
    /** contract TierBody[] (check-in rewards). */
    tiers: jsonb('tiers')
      .$type<Array<{ days: number; points: number }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.campaignId] }),
    unique('campaign_games_token_unique').on(table.token),
  ],
);

export const lotteryPrizes = pgTable(
  'lottery_prizes',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    points: integer('points').notNull().default(0),
    couponText: text('coupon_text').notNull().default(''),
    /** Percent, 2 decimals. */
    odds: numeric('odds', { precision: 5, scale: 2 }).notNull(),
    stock: integer('stock').notNull(),
    initialStock: integer('initial_stock').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('lottery_prizes_campaign_idx').on(table.tenantId, table.campaignId),
    check('lottery_prizes_stock_check', sql`${table.stock} >= 0`),
  ],
);

export const lotteryPlays = pgTable(
  'lottery_plays',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    /** null = 谢谢参与. */
    prizeId: integer('prize_id'),
    /** The Asia/Shanghai day of the play (plays per person per day). */
    day: date('day', { mode: 'string' }).notNull(),
    playedAt: at('played_at').notNull(),
    redeemedAt: at('redeemed_at'),
    redeemedBy: text('redeemed_by').notNull().default(''),
    /** The points prize went into the member's ledger (once, keyed by this play). */
    pointsCredited: boolean('points_credited').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('lottery_plays_campaign_idx').on(table.tenantId, table.campaignId, table.playedAt.desc()),
    index('lottery_plays_customer_idx').on(table.tenantId, table.campaignId, table.customerId),
  ],
);

export const checkInEntries = pgTable(
  'check_in_entries',
  {
    tenantId: tenantId(),
    campaignId: integer('campaign_id').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    /** The key of its points reward in the member ledger (once per check-in). */
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Consecutive days ending with this one, and all days so far (this one included). */
    streak: integer('streak').notNull(),
    total: integer('total').notNull(),
    /** Points of the tier this check-in reached (0 = none). */
    rewardPoints: integer('reward_points').notNull().default(0),
    checkedAt: at('checked_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.campaignId, table.customerId, table.day] }),
  ],
);
