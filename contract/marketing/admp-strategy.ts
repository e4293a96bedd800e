// issue #20 /admp-strategy 运营策略 — audiences (docs/domain.md §3: [LW] WeStrategicCrowd, swipe
// conditions 1 channel tag … 6 member of a group, and/or): a saved condition set computed by a
// job (manual or daily) into a member list with its size and a sample; a recipient filter.
import { z } from 'zod';
import type { ListData } from '../envelope';
import { anyOf, defineEndpoint, page, responseOf } from '../endpoint';
import { bodyId, idParams, pagingQuery, safeText } from '../fields';

export const AUDIENCE_BEHAVIOURS = [
  'added_via_code',
  'radar_opened',
  'form_submitted',
  'bought',
  'points',
] as const;
export type AudienceBehaviour = (typeof AUDIENCE_BEHAVIOURS)[number];
export const AUDIENCE_LOGICS = ['and', 'or'] as const;
export const AUDIENCE_CONDITIONS_MAX = 10;
/** [LW] status: 1 waiting, 2 computing, 3 done, 4 failed. */
export const AUDIENCE_STATUS = { waiting: 1, computing: 2, done: 3, failed: 4 } as const;

const days = z
  .number({ error: '天数格式不正确' })
  .int({ error: '天数须为整数' })
  .min(1, { error: '天数不能小于1' })
  .max(365, { error: '天数不能超过365' })
  .optional();

export const audienceCondition = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('tag'),
        tag_ids: z.array(bodyId('标签')).min(1, { error: '请选择标签' }).max(50),
      })
      .strict(),
    z
      .object({
        kind: z.literal('attribute'),
        attribute: z.enum(['gender', 'customer_type'], { error: '客户属性不正确' }),
        value: z.number({ error: '属性值格式不正确' }).int().min(0).max(2),
      })
      .strict(),
    z
      .object({
        kind: z.literal('custom_field'),
        field_id: bodyId('自定义字段'),
        value: safeText('字段值', 100, 1),
      })
      .strict(),
    z
      .object({
        kind: z.literal('behaviour'),
        behaviour: z.enum(AUDIENCE_BEHAVIOURS, { error: '客户行为不正确' }),
        days,
        /** points: at least this balance. */
        min: z.number({ error: '数值格式不正确' }).min(0).max(100_000_000).optional(),
      })
      .strict(),
    z.object({ kind: z.literal('audience'), audience_id: bodyId('人群') }).strict(),
    z.object({ kind: z.literal('group'), group_id: bodyId('客户群') }).strict(),
  ],
  { error: '筛选条件类型不正确' },
);
export type AudienceCondition = z.output<typeof audienceCondition>;

export const audienceBody = z
  .object({
    id: bodyId('人群').optional(),
    name: safeText('人群名称', 30, 1),
    logic: z.enum(AUDIENCE_LOGICS, { error: '条件关系不正确' }),
    conditions: z
      .array(audienceCondition)
      .min(1, { error: '请至少添加一个筛选条件' })
      .max(AUDIENCE_CONDITIONS_MAX, { error: `筛选条件最多${AUDIENCE_CONDITIONS_MAX}个` }),
    refresh: z.union([z.literal(1), z.literal(2)], { error: '更新方式不正确' }),
  })
  .strict();
export type AudienceBody = z.output<typeof audienceBody>;

export interface AudienceRow {
  readonly id: number;
  readonly name: string;
  readonly logic: 'and' | 'or';
  readonly conditions: readonly AudienceCondition[];
  readonly refresh: 1 | 2;
  readonly status: 1 | 2 | 3 | 4;
  readonly size: number;
  readonly error: string;
  readonly computed_at: string | null;
  readonly created_at: string;
}

export interface AudienceSample {
  readonly id: number;
  readonly name: string;
  readonly avatar: string;
  readonly tags: readonly string[];
}

export const audienceList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/marketing/audiences',
  // the recipient pickers of mass sends and SOPs list audiences too
  permission: anyOf(
    '/admp-strategy',
    '/private-chat',
    '/group-chat',
    '/moment-dispatch',
    '/marketing',
  ),
  query: z.object({ ...pagingQuery, keyword: safeText('人群名称', 30).optional() }),
  response: responseOf<ListData<AudienceRow>>(),
});
export const audienceSave = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/marketing/audiences',
  permission: page('/admp-strategy'),
  body: audienceBody,
  response: responseOf<{ id: number; job_id: string }>(),
});
export const audienceDelete = defineEndpoint({
  method: 'DELETE',
  path: '/scrm/v1/marketing/audiences/:id',
  permission: page('/admp-strategy'),
  action: 'delete',
  params: idParams('人群'),
  response: responseOf<null>(),
});
export const audienceRefresh = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/marketing/audiences/:id/refresh',
  permission: page('/admp-strategy'),
  params: idParams('人群'),
  response: responseOf<{ job_id: string }>(),
});
export const audienceSample = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/marketing/audiences/:id/sample',
  permission: page('/admp-strategy'),
  params: idParams('人群'),
  query: z.object({ ...pagingQuery }),
  response: responseOf<ListData<AudienceSample>>(),
});
/** Live estimate of an unsaved condition set (the editor shows it as conditions change). */
export const audiencePreview = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/marketing/audiences/preview',
  permission: page('/admp-strategy'),
  body: z
    .object({
      logic: z.enum(AUDIENCE_LOGICS, { error: '条件关系不正确' }),
      conditions: audienceBody.shape.conditions,
      id: bodyId('人群').optional(),
    })
    .strict(),
  response: responseOf<{ size: number }>(),
});
/** The editor's choices: tags, custom fields, groups, other audiences. */
export const audienceOptions = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/marketing/audience-options',
  permission: page('/admp-strategy'),
  response: responseOf<{
    readonly tags: readonly {
      readonly id: number;
      readonly name: string;
      readonly group: string;
    }[];
    readonly fields: readonly {
      readonly id: number;
      readonly name: string;
      readonly options: readonly string[];
    }[];
    readonly groups: readonly { readonly id: number; readonly name: string }[];
    readonly audiences: readonly { readonly id: number; readonly name: string }[];
  }>(),
});
