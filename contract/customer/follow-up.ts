// issue #41 follow-up records (跟进记录) and customer stages (客户阶段), docs/handover.md:
// a record is text, up to 9 images (uploaded through the one upload path) and the next
// follow-up time, which reminds its employee once when due; stages are the tenant's own list.
import { z } from 'zod';
import { pageQuerySchema } from '../company/mail-list';
import { defineEndpoint, page, responseOf } from '../endpoint';
import { bodyId, idParams, safeText } from '../fields';
import { withSchemas } from '../schema-ref';
import * as routes from './follow-up-routes';

export * from './follow-up-routes';

export const FOLLOW_UP_ERROR_CODES = {
  stageNotFound: 109501,
  stageInUse: 109502,
} as const;

export const FOLLOW_UP_LIMITS = { textMax: 1000, images: 9, stages: 20, stageName: 20 } as const;

const imageUrl = safeText('图片地址', 1024, 1).refine((value) => /^(https?:\/\/|\/)/.test(value), {
  error: '图片地址必须以 http(s):// 开头',
});

export const followUpSchema = z.object({
  text: safeText('跟进内容', FOLLOW_UP_LIMITS.textMax, 1),
  images: z
    .array(imageUrl, { error: '图片格式不正确' })
    .max(FOLLOW_UP_LIMITS.images, { error: `最多上传${FOLLOW_UP_LIMITS.images}张图片` })
    .default([]),
  next_follow_at: z
    .string({ error: '下次跟进时间格式不正确' })
    .datetime({ offset: true, error: '下次跟进时间格式不正确' })
    .nullable()
    .default(null),
  /** Whose follow-up it is (the reminder goes to them); none: the customer's first employee. */
  employee_id: bodyId('跟进员工').nullable().default(null),
});
export type FollowUpBody = z.output<typeof followUpSchema>;

export interface FollowUpRow {
  readonly id: number;
  readonly text: string;
  readonly images: readonly string[];
  readonly next_follow_at: string | null;
  readonly reminded_at: string | null;
  readonly employee: { readonly id: number; readonly name: string } | null;
  readonly source: string;
  readonly created_at: string;
}

export interface StageRow {
  readonly id: number;
  readonly name: string;
  readonly sort_order: number;
  readonly customers: number;
}

/** The whole list, replaced in order: an existing stage keeps its id. */
export const saveStagesSchema = z.object({
  stages: z
    .array(
      z.object({
        id: bodyId('阶段').nullable().default(null),
        name: safeText('阶段名称', FOLLOW_UP_LIMITS.stageName, 1),
      }),
      { error: '阶段格式不正确' },
    )
    .max(FOLLOW_UP_LIMITS.stages, { error: `最多${FOLLOW_UP_LIMITS.stages}个阶段` })
    .refine((stages) => new Set(stages.map((stage) => stage.name)).size === stages.length, {
      error: '阶段名称不能重复',
    }),
});
export type SaveStagesBody = z.output<typeof saveStagesSchema>;

export const setStageSchema = z.object({ stage_id: bodyId('客户阶段').nullable() });

// issue #39: the endpoints /customer-list's first paint imports are declared in
// follow-up-routes.ts (no zod value) and completed here by their schemas.
export const followUpList = withSchemas(routes.followUpList, {
  params: idParams('客户编号'),
  query: pageQuerySchema,
});
export const createFollowUp = withSchemas(routes.createFollowUp, {
  params: idParams('客户编号'),
  body: followUpSchema,
});
export const setCustomerStage = withSchemas(routes.setCustomerStage, {
  params: idParams('客户编号'),
  body: setStageSchema,
});

export const saveStages = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/stages/save',
  // Customer settings live on /custom-info (客户字段) beside the custom fields.
  permission: page('/custom-info'),
  body: saveStagesSchema,
  response: responseOf<StageRow[]>(),
});
