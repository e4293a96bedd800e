// issue #15 /short-chain 获客短链 (docs/domain.md §1: customer_acquisition/create_link): a link over
// employees or departments (≤ 100 employees), auto-accept, a customer_channel per placement,
// a landing page, on/off and expiry; optionally opening a page of a mini program bound on
// /authorize. The tenant's quota (total, used, expiring batches) is shown and enforced.
import { z } from 'zod';
import { defineEndpoint, responseOf } from '../endpoint';
import { toolEndpoints } from './tool-endpoints';
import { bodyId, notPastDate, safeText } from '../fields';
import type { DayFigure, Ref } from './tool-fields';
import { bodyIds, statisticsQuery, toolName } from './tool-fields';

export const SHORT_LINK_EMPLOYEES_MAX = 100;
export const SHORT_LINK_STAT_DAYS_MAX = 180;
/** docs/domain.md §0: state ≤ 30 characters; the channel becomes the add's state. */
const CHANNEL_PATTERN = /^[A-Za-z0-9_-]{1,30}$/;

export const shortLinkChannel = z.object({
  label: safeText('投放渠道名称', 20, 1),
  customer_channel: z
    .string({ error: '渠道标识不能为空' })
    .regex(CHANNEL_PATTERN, { error: '渠道标识只能是1-30位字母、数字、下划线或短横线' }),
});

export const shortLinkForm = z
  .object({
    name: toolName('链接名称'),
    employee_ids: bodyIds('接待员工', SHORT_LINK_EMPLOYEES_MAX).default([]),
    department_ids: bodyIds('接待部门', 50).default([]),
    auto_accept: z.boolean().default(true),
    channels: z.array(shortLinkChannel).max(20, { error: '投放渠道最多20个' }).default([]),
    landing_title: safeText('落地页标题', 30).default(''),
    landing_description: safeText('落地页描述', 100).default(''),
    enabled: z.boolean().default(true),
    // issue #38 item 8: a link born expired is a mistake; the past is refused in place.
    expires_on: notPastDate('有效期').nullable().default(null),
    mini_program_enable: z.boolean().default(false),
    mini_program_id: bodyId('小程序').nullable().default(null),
    mini_program_path: safeText('小程序页面路径', 200).default(''),
    mini_program_query: safeText('小程序页面参数', 200).default(''),
  })
  .superRefine((form, context) => {
    const fail = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (form.employee_ids.length === 0 && form.department_ids.length === 0)
      fail('employee_ids', '请选择接待员工或部门');
    const channels = form.channels.map((row) => row.customer_channel);
    if (new Set(channels).size !== channels.length) fail('channels', '渠道标识不能重复');
    if (form.mini_program_enable && form.mini_program_id === null)
      fail('mini_program_id', '请选择小程序');
    if (form.mini_program_enable && !form.mini_program_path)
      fail('mini_program_path', '请填写小程序页面路径');
  });
export type ShortLinkForm = z.output<typeof shortLinkForm>;
export type ShortLinkFormInput = z.input<typeof shortLinkForm>;

export interface ShortLinkQuota {
  readonly total: number;
  readonly used: number;
  readonly balance: number;
  readonly batches: readonly { amount: number; used: number; expires_at: string }[];
}

export interface ShortLinkRow {
  readonly id: number;
  readonly name: string;
  readonly enabled: boolean;
  /** The public path (/l/<key>); expired links say so. */
  readonly link_path: string;
  readonly expired: boolean;
  readonly employees: readonly Ref[];
  readonly channels: readonly { label: string; customer_channel: string }[];
  readonly pv: number;
  readonly uv: number;
  readonly adds: number;
  /** The sandbox's URL link / scheme of the mini-program page, with its expiry. */
  readonly mini_program: { url_link: string; scheme: string; expires_at: string } | null;
  readonly created_at: string;
}
export interface ShortLinkDetail extends ShortLinkRow {
  readonly config: ShortLinkForm;
}
export interface ShortLinkFigures {
  readonly pv: number;
  readonly uv: number;
  readonly adds: number;
  /** adds / uv, 0–1. */
  readonly add_rate: number;
  readonly no_chat: number;
  readonly chatted: number;
  readonly replied: number;
}
export interface ShortLinkStatistics {
  readonly totals: ShortLinkFigures;
  readonly channels: readonly (ShortLinkFigures & {
    readonly channel: string;
    readonly label: string;
  })[];
  readonly days: readonly DayFigure[];
}

const BASE = '/scrm/v1/acquiring/short-links';
const tool = toolEndpoints<ShortLinkRow, ShortLinkDetail, typeof shortLinkForm>(
  BASE,
  '/short-chain',
  shortLinkForm,
);
const { permission } = tool;

export const shortLinkList = tool.list;
export const shortLinkDetail = tool.detail;
export const shortLinkCreate = tool.create;
export const shortLinkUpdate = tool.update;
export const shortLinkToggle = tool.toggle;
export const shortLinkDelete = tool.remove;
export const shortLinkQuota = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/acquiring/short-link-quota',
  permission,
  response: responseOf<ShortLinkQuota>(),
});
export const shortLinkStatistics = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/acquiring/short-link-statistics',
  permission,
  query: statisticsQuery(SHORT_LINK_STAT_DAYS_MAX),
  response: responseOf<ShortLinkStatistics>(),
});
/** Mini programs bound on /authorize that a link may open. */
export const shortLinkMiniPrograms = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/acquiring/short-link-mini-programs',
  permission,
  response: responseOf<readonly Ref[]>(),
});
