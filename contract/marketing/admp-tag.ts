// issue #20 /admp-tag ADMP 标签 — computed tags (docs/domain.md §3 [KJ] RFM and level tags): RFM from
// the synced orders (recency, frequency, monetary against the tenant's thresholds), and a level
// ladder by amount; recomputed daily (a job) or on demand; how many customers carry each value.
import { z } from 'zod';
import type { ListData } from '../envelope';
import { defineEndpoint, page, responseOf } from '../endpoint';
import { pagingQuery, safeText } from '../fields';

/** R, F, M each high (1) or low (0): the eight classic segments. */
export const RFM_SEGMENTS = ['111', '011', '101', '001', '110', '100', '010', '000'] as const;
export type RfmSegment = (typeof RFM_SEGMENTS)[number];

const money = (label: string) =>
  z
    .string({ error: `${label}格式不正确` })
    .regex(/^\d{1,10}(\.\d{1,2})?$/, { error: `${label}须为不小于0的金额，最多两位小数` });

export const rfmSettingsBody = z
  .object({
    recency_days: z
      .number({ error: '最近消费天数格式不正确' })
      .int({ error: '最近消费天数须为整数' })
      .min(1, { error: '最近消费天数不能小于1' })
      .max(3650, { error: '最近消费天数不能超过3650' }),
    frequency_min: z
      .number({ error: '消费频次格式不正确' })
      .int({ error: '消费频次须为整数' })
      .min(1, { error: '消费频次不能小于1' })
      .max(10_000, { error: '消费频次不能超过10000' }),
    monetary_min: money('消费金额'),
    levels: z
      .array(
        z.object({ title: safeText('等级名称', 12, 1), min_amount: money('等级门槛') }).strict(),
      )
      .max(10, { error: '等级最多10个' })
      .refine((levels) => new Set(levels.map((level) => level.title)).size === levels.length, {
        error: '等级名称不能重复',
      }),
  })
  .strict();
export type RfmSettingsBody = z.output<typeof rfmSettingsBody>;

export interface RfmSettings extends RfmSettingsBody {
  readonly computed_at: string | null;
}

export interface ComputedTagSummary {
  readonly total: number;
  readonly rfm: readonly { readonly segment: RfmSegment; readonly customers: number }[];
  readonly levels: readonly { readonly title: string; readonly customers: number }[];
}

export interface ComputedTagRow {
  readonly customer: { readonly id: number; readonly name: string };
  readonly rfm: RfmSegment;
  readonly level: string;
  readonly recency_days: number;
  readonly orders: number;
  readonly amount: string;
}

export const admpTagSettings = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/marketing/rfm-settings',
  permission: page('/admp-tag'),
  response: responseOf<RfmSettings>(),
});
export const saveAdmpTagSettings = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/marketing/rfm-settings',
  permission: page('/admp-tag'),
  body: rfmSettingsBody,
  response: responseOf<{ job_id: string }>(),
});
export const recomputeAdmpTags = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/marketing/computed-tags/recompute',
  permission: page('/admp-tag'),
  response: responseOf<{ job_id: string }>(),
});
export const admpTagSummary = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/marketing/computed-tags/summary',
  permission: page('/admp-tag'),
  response: responseOf<ComputedTagSummary & { readonly job_state: string | null }>(),
});
export const admpTagCustomers = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/marketing/computed-tags',
  permission: page('/admp-tag'),
  query: z.object({
    ...pagingQuery,
    rfm: z.enum(RFM_SEGMENTS, { error: 'RFM分层不正确' }).optional(),
    level: safeText('等级', 12).optional(),
  }),
  response: responseOf<ListData<ComputedTagRow>>(),
});
