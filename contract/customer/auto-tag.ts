// issue #19 /auto-tag 自动打标签 (docs/domain.md §4: [KJ] WorkTagKeywordRule, [MC] mc_auto_tag type
// 1 keyword / 2 group / 3 time-of-add, exact or fuzzy keywords, on_off, mark_tag_count; also
// channel codes): rules, the tags they apply, on/off, hits per rule and each rule's history.
import { z } from 'zod';
import type { ListData } from '../envelope';
import { defineEndpoint, page, responseOf } from '../endpoint';
import { bodyId, idParams, pagingQuery, safeText } from '../fields';
import { CLOCK_TIME, windowEndsDiffer } from '../time-window';

export const AUTO_TAG_TYPES = ['keyword', 'group', 'time', 'code'] as const;
export type AutoTagType = (typeof AUTO_TAG_TYPES)[number];

const ids = (label: string) =>
  z
    .array(bodyId(label))
    .min(1, { error: `请选择${label}` })
    .max(100, { error: `${label}过多` });

export const autoTagConfig = z.discriminatedUnion(
  'type',
  [
    z
      .object({
        type: z.literal('keyword'),
        match: z.enum(['exact', 'contains'], { error: '匹配方式不正确' }),
        keywords: z
          .array(safeText('关键词', 20, 1))
          .min(1, { error: '请至少填写一个关键词' })
          .max(50, { error: '关键词最多50个' }),
      })
      .strict(),
    z.object({ type: z.literal('group'), group_ids: ids('客户群') }).strict(),
    z
      .object({
        type: z.literal('time'),
        start: z.string().regex(CLOCK_TIME, { error: '开始时间格式应为HH:mm' }),
        end: z.string().regex(CLOCK_TIME, { error: '结束时间格式应为HH:mm' }),
        weekdays: z
          .array(z.number().int().min(1).max(7))
          .min(1, { error: '请选择生效日期' })
          .max(7),
      })
      .strict()
      // Start later than end is an overnight window (18:00–09:00, contract/time-window.ts).
      .refine(windowEndsDiffer, { error: '开始时间和结束时间不能相同', path: ['end'] }),
    z.object({ type: z.literal('code'), channel_code_ids: ids('渠道活码') }).strict(),
  ],
  { error: '规则类型不正确' },
);
export type AutoTagConfig = z.output<typeof autoTagConfig>;

export const autoTagBody = z
  .object({
    name: safeText('规则名称', 30, 1),
    config: autoTagConfig,
    tag_ids: z
      .array(bodyId('标签'), { error: '请选择标签' })
      .min(1, { error: '请至少选择一个标签' })
      .max(20, { error: '标签最多20个' }),
    enabled: z.boolean({ error: '启用状态格式不正确' }).default(true),
  })
  .strict();
export type AutoTagBody = z.output<typeof autoTagBody>;

export interface AutoTagRuleRow {
  readonly id: number;
  readonly name: string;
  readonly type: AutoTagType;
  readonly config: AutoTagConfig;
  readonly tags: readonly { readonly id: number; readonly name: string }[];
  readonly enabled: boolean;
  readonly hit_count: number;
  readonly last_hit_at: string | null;
  readonly created_at: string;
}

export interface AutoTagHitRow {
  readonly customer: { readonly id: number; readonly name: string };
  readonly detail: string;
  readonly hit_at: string;
}

export const autoTagList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/auto-tag-rules',
  permission: page('/auto-tag'),
  query: z.object({
    ...pagingQuery,
    type: z.enum(AUTO_TAG_TYPES, { error: '规则类型不正确' }).optional(),
    name: safeText('规则名称', 30).optional(),
  }),
  response: responseOf<ListData<AutoTagRuleRow>>(),
});
export const autoTagDetail = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/auto-tag-rules/:id',
  permission: page('/auto-tag'),
  params: idParams('规则编号'),
  response: responseOf<AutoTagRuleRow>(),
});
export const createAutoTag = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/auto-tag-rules',
  permission: page('/auto-tag'),
  body: autoTagBody,
  response: responseOf<{ id: number }>(),
});
export const updateAutoTag = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/auto-tag-rules/:id',
  permission: page('/auto-tag'),
  params: idParams('规则编号'),
  body: autoTagBody,
  response: responseOf<{ id: number }>(),
});
export const toggleAutoTag = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/auto-tag-rules/:id/enabled',
  permission: page('/auto-tag'),
  params: idParams('规则编号'),
  body: z.object({ enabled: z.boolean({ error: '启用状态格式不正确' }) }).strict(),
  response: responseOf<null>(),
});
export const deleteAutoTag = defineEndpoint({
  method: 'DELETE',
  path: '/scrm/v1/customer/auto-tag-rules/:id',
  permission: page('/auto-tag'),
  action: 'delete',
  params: idParams('规则编号'),
  response: responseOf<null>(),
});
export const autoTagHits = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/auto-tag-rules/:id/hits',
  permission: page('/auto-tag'),
  params: idParams('规则编号'),
  query: z.object({ ...pagingQuery }),
  response: responseOf<ListData<AutoTagHitRow>>(),
});
/** The sandbox: a customer's chat message, as the sidebar records it (keyword rules read it). */
export const sandboxChatMessage = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/sandbox/chat-message',
  permission: page('/auto-tag'),
  body: z
    .object({
      customer_id: bodyId('客户'),
      employee_id: bodyId('员工'),
      text: safeText('消息', 500, 1),
    })
    .strict(),
  response: responseOf<{ hits: number }>(),
});
