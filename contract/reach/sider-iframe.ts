// /sider-iframe 聊天侧边栏 (spec §2, docs/domain.md §2, issue #18): the sidebar's pages (panels) with
// the URL to paste into the platform's admin, their switch and order; /sider-iframe/config:
// what the customer profile shows and which parts an employee may edit. Declared once here.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { bodyId, idParams, pagingQuery, queryInt, safeText } from '../fields';
import type { SiderPageKey } from './sider-pages';
import { SIDER_PAGE_KEYS } from './sider-pages';

export const SIDER_PAGE_DEFAULTS: Record<SiderPageKey, { name: string; description: string }> = {
  profile: { name: '客户画像', description: '客户资料、标签与跟进记录' },
  sop: { name: 'SOP待办', description: '当前员工到期的SOP提醒，发送后标记完成' },
  material: { name: '素材库', description: '文本、图片、链接等素材，一键发送给客户' },
  order: { name: '订单积分', description: '客户的会员积分与最近订单' },
  'quick-reply': { name: '企业话术', description: '员工可用的企业话术，按分组搜索后一键发送' },
};

export interface SiderPageRow {
  readonly id: number;
  readonly page_key: SiderPageKey;
  readonly name: string;
  readonly description: string;
  readonly enabled: boolean;
  readonly sort_order: number;
  /** The path on the sidebar host; the console prefixes SIDER_HOST (or its own origin). */
  readonly path: string;
  readonly opens_30d: number;
  readonly updated_at: string;
}

export const siderIframeListQuery = z.object({
  ...pagingQuery,
  name: safeText('页面名称', 20).optional(),
  enabled: queryInt('状态', 0, 1).optional(),
});

export const siderIframeList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/reach/sider-iframe',
  permission: page('/sider-iframe'),
  scoped: 'figures',
  query: siderIframeListQuery,
  response: responseOf<ListData<SiderPageRow>>(),
});

export const siderPageUpdateSchema = z
  .object({
    name: safeText('页面名称', 12, 1).optional(),
    enabled: z.boolean({ error: '启用状态格式不正确' }).optional(),
  })
  .strict();

export const siderPageUpdate = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/reach/sider-iframe/:id',
  permission: page('/sider-iframe'),
  params: idParams('页面编号'),
  body: siderPageUpdateSchema,
  response: responseOf<SiderPageRow>(),
});

export const siderPageMove = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/reach/sider-iframe/:id/move',
  permission: page('/sider-iframe'),
  params: idParams('页面编号'),
  body: z.object({ direction: z.enum(['up', 'down'], { error: '移动方向只能是上移或下移' }) }),
  response: responseOf<{ moved: boolean }>(),
});

export interface SiderPreviewTarget {
  readonly customer_id: number;
  readonly customer_name: string;
  readonly employee_id: number;
  readonly employee_name: string;
  readonly added_at: string;
}

/** Sandbox: the customer↔employee chats the operator can open the sidebar in. */
export const siderPreviewTargets = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/reach/sider-iframe/preview-targets',
  permission: page('/sider-iframe'),
  scoped: true,
  query: z.object({ name: safeText('客户名称', 30).optional() }),
  response: responseOf<SiderPreviewTarget[]>(),
});

/** Sandbox: the platform's JS-SDK context for one chat, as a signed ticket in the URL. */
export const siderPreview = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/reach/sider-iframe/preview',
  permission: page('/sider-iframe'),
  scoped: true,
  body: z.object({
    customer_id: bodyId('客户'),
    employee_id: bodyId('员工'),
    page_key: z.enum(SIDER_PAGE_KEYS, { error: '侧边栏页面不存在' }),
  }),
  response: responseOf<{ path: string }>(),
});

// ---- /sider-iframe/config ----

export const PROFILE_FIELDS = [
  'remark',
  'gender',
  'type',
  'corp_name',
  'added_at',
  'add_way',
  'description',
  'custom_fields',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const PROFILE_FIELD_LABELS: Record<ProfileField, string> = {
  remark: '备注名',
  gender: '性别',
  type: '客户类型',
  corp_name: '企业名称',
  added_at: '添加时间',
  add_way: '添加渠道',
  description: '描述',
  custom_fields: '自定义字段',
};

export const siderConfigSchema = z
  .object({
    profile_fields: z
      .array(z.enum(PROFILE_FIELDS, { error: '画像字段不存在' }), { error: '画像字段格式不正确' })
      .min(1, { error: '画像字段至少选择一个' })
      .refine((fields) => new Set(fields).size === fields.length, { error: '画像字段不能重复' })
      .default(['remark', 'gender', 'added_at', 'add_way', 'description']),
    tags_editable: z.boolean({ error: '标签可编辑格式不正确' }).default(true),
    /** Tag groups an employee may change in the sidebar; empty: every group. */
    editable_tag_group_ids: z
      .array(bodyId('标签组'), { error: '可编辑标签组格式不正确' })
      .max(100, { error: '可编辑标签组最多100个' })
      .default([]),
    follow_up_enabled: z.boolean({ error: '跟进记录入口格式不正确' }).default(true),
    follow_up_visible: z
      .number({ error: '展示跟进条数格式不正确' })
      .int({ error: '展示跟进条数必须是整数' })
      .min(1, { error: '展示跟进条数不能小于1' })
      .max(50, { error: '展示跟进条数不能超过50' })
      .default(10),
  })
  .strict();
export type SiderConfig = z.output<typeof siderConfigSchema>;

export const siderConfigGet = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/reach/sider-iframe/config',
  permission: page('/sider-iframe'),
  response: responseOf<SiderConfig & { updated_at: string | null }>(),
});

export const siderConfigSave = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/reach/sider-iframe/config',
  permission: page('/sider-iframe'),
  body: siderConfigSchema,
  response: responseOf<SiderConfig & { updated_at: string | null }>(),
});
