// issue #20 /marketing 营销活动 and /operation-plan 运营计划: campaigns with their channel steps
// and the reaches their step jobs record (results, attribution), and operation plans — an
// automated journey over an audience whose steps run as jobs, with per-step events (funnel).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

export const marketingCampaigns = pgTable(
  'marketing_campaigns',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** contract/marketing/marketing.ts CAMPAIGN_TYPES. */
    type: text('type').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** audiences.id; null = every customer of the tenant. */
    audienceId: integer('audience_id'),
    goalMetric: text('goal_metric').notNull(),
    goalValue: numeric('goal_value', { precision: 14, scale: 2 }).notNull(),
    budget: numeric('budget', { precision: 14, scale: 2 }).notNull().default('0'),
    /** contract CampaignStep[]. */
    steps: jsonb('steps')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** false = 草稿; true = published (未开始/进行中/已结束 by the period). */
    published: boolean('published').notNull().default(false),
    /** Set when the operator ends it early (已结束 before the end date). */
    endedAt: at('ended_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('marketing_campaigns_tenant_start_idx').on(table.tenantId, table.startDate.desc()),
  ],
);

/** One customer reached by one step of a campaign (written once by the step's job). */
export const campaignReaches = pgTable(
  'campaign_reaches',
  {
    tenantId: tenantId(),
    campaignId: integer('campaign_id').notNull(),
    stepIndex: smallint('step_index').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    channel: text('channel').notNull(),
    reachedAt: at('reached_at').notNull(),
    openedAt: at('opened_at'),
  },
  (table) => [
    primaryKey({
      columns: [table.tenantId, table.campaignId, table.stepIndex, table.customerId],
    }),
    index('campaign_reaches_customer_idx').on(table.tenantId, table.customerId),
  ],
);

export const operationPlans = pgTable(
  'operation_plans',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** contract/marketing/operation-plan.ts PlanTrigger. */
    trigger: jsonb('trigger').$type<unknown>().notNull(),
    /** contract PlanStep[]. */
    steps: jsonb('steps')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** 1 草稿, 2 运行中, 3 已暂停, 4 已完成. */
    status: smallint('status').notNull().default(1),
    /** The next step its job chain runs (steps before it have run). */
    nextStep: integer('next_step').notNull().default(0),
    /** When the next step's job is due (shown to the operator). */
    nextRunAt: at('next_run_at'),
    startedAt: at('started_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

/** A customer entering a plan (its trigger) and, per step, the customers it acted on. */
export const operationPlanEvents = pgTable(
  'operation_plan_events',
  {
    tenantId: tenantId(),
    planId: integer('plan_id').notNull(),
    /** -1 = entered the plan; 0… = the step acted on the customer. */
    stepIndex: smallint('step_index').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    occurredAt: at('occurred_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.planId, table.stepIndex, table.customerId] }),
  ],
);
