// issue #14 /export-log (spec §2 settings, domain.md §8): every list that offers export creates
// a background export with the list's current filters and chosen columns; the job writes CSV
// (with BOM) or .xlsx into DATA_DIR; downloads go through signed, expiring links.
import { z } from 'zod';
import { defineEndpoint, page, publicAccess, responseOf, signedIn } from '../endpoint';
import type { ListData } from '../envelope';
import { GROWTH_EXPORT_TYPES } from '../acquiring/growth-export-types';
import { pagingQuery, safeText, textId } from '../fields';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
export const EXPORT_STATUS_LABELS: Record<ExportStatus, string> = {
  queued: '排队中',
  running: '导出中',
  done: '已完成',
  failed: '失败',
  expired: '已过期',
};

/** Files are kept 7 days (issue #14). */
export const EXPORT_KEEP_DAYS = 7;
/** A download link works this long after it is issued. */
export const EXPORT_LINK_SECONDS = 10 * 60;

export interface ExportColumn {
  readonly key: string;
  readonly label: string;
}

/**
 * The lists that export (domain.md §8 types), each with the page whose code it needs and its
 * columns (operators choose them: domain.md §9 "Configurable export columns"). A later list
 * adds an entry here and a source on the server (server/modules/setting/export-log/).
 */
export const EXPORT_TYPES = {
  customer_list: {
    label: '客户列表',
    page: '/customer-list',
    columns: [
      { key: 'name', label: '客户名称' },
      { key: 'type', label: '客户类型' },
      { key: 'corp_name', label: '企业名称' },
      { key: 'gender', label: '性别' },
      { key: 'employees', label: '添加员工' },
      { key: 'tags', label: '标签' },
      { key: 'added_at', label: '添加时间' },
      { key: 'channel', label: '渠道活码' },
      { key: 'add_way', label: '添加渠道' },
      { key: 'lost', label: '流失状态' },
      { key: 'external_user_id', label: '外部联系人ID' },
    ],
  },
  // issue #22 /performance-order.
  performance_order: {
    label: '业绩订单',
    page: '/performance-order',
    columns: [
      { key: 'order_no', label: '订单号' },
      { key: 'shop', label: '店铺' },
      { key: 'platform', label: '平台' },
      { key: 'buyer', label: '买家' },
      { key: 'amount', label: '金额（元）' },
      { key: 'points', label: '积分' },
      { key: 'status', label: '订单状态' },
      { key: 'paid_at', label: '支付时间' },
      { key: 'employee', label: '归属员工' },
      { key: 'department', label: '部门' },
      { key: 'reason', label: '归属原因' },
      { key: 'rule', label: '业绩规则' },
    ],
  },
  // issue #16 /ai-call: one import's numbers and their results.
  ai_call_numbers: {
    label: '导入表格加粉号码',
    page: '/ai-call',
    columns: [
      { key: 'line', label: '行号' },
      { key: 'phone', label: '手机号' },
      { key: 'name', label: '姓名' },
      { key: 'tags', label: '标签' },
      { key: 'remark', label: '备注' },
      { key: 'status', label: '状态' },
      { key: 'reason', label: '原因' },
      { key: 'employee', label: '员工' },
      { key: 'allot_num', label: '分配次数' },
      { key: 'added_at', label: '添加时间' },
    ],
  },
  // issue #17 /moment-dispatch.
  moment_dispatch: {
    label: '朋友圈群发',
    page: '/moment-dispatch',
    columns: [
      { key: 'name', label: '任务名称' },
      { key: 'text', label: '朋友圈内容' },
      { key: 'kind', label: '内容类型' },
      { key: 'status', label: '状态' },
      { key: 'employees', label: '发表员工数' },
      { key: 'published', label: '已发表' },
      { key: 'unpublished', label: '未发表' },
      { key: 'likes', label: '点赞数' },
      { key: 'comments', label: '评论数' },
      { key: 'publish_at', label: '发表时间' },
      { key: 'end_at', label: '结束时间' },
      { key: 'creator', label: '创建人' },
      { key: 'created_at', label: '创建时间' },
    ],
  },
  // issue #18 /enterprise-quick-response.
  quick_reply: {
    label: '企业话术',
    page: '/enterprise-quick-response',
    columns: [
      { key: 'title', label: '话术标题' },
      { key: 'group', label: '所属分组' },
      { key: 'text', label: '话术内容' },
      { key: 'attachments', label: '附件' },
      { key: 'scope', label: '可见范围' },
      { key: 'send_count', label: '累计发送次数' },
      { key: 'send_count_30d', label: '近30天发送次数' },
      { key: 'updated_at', label: '更新时间' },
    ],
  },
  fission_participants: {
    label: '裂变参与人',
    page: '/fission-add-fans',
    columns: [
      { key: 'name', label: '参与人' },
      { key: 'inviter', label: '邀请人' },
      { key: 'employee', label: '添加员工' },
      { key: 'valid', label: '有效邀请' },
      { key: 'lost', label: '已流失' },
      { key: 'not_new', label: '非新好友' },
      { key: 'stage', label: '达成阶段' },
      { key: 'rewards', label: '奖励状态' },
      { key: 'joined_at', label: '参与时间' },
    ],
  },
  // issue #18 /sider-iframe: the sidebar pages with the URL path to paste into the platform.
  sider_pages: {
    label: '聊天侧边栏页面',
    page: '/sider-iframe',
    columns: [
      { key: 'order', label: '顺序' },
      { key: 'name', label: '页面名称' },
      { key: 'description', label: '说明' },
      { key: 'path', label: '侧边栏路径' },
      { key: 'opens_30d', label: '近30天打开' },
      { key: 'enabled', label: '状态' },
      { key: 'updated_at', label: '更新时间' },
    ],
  },
  // issue #22 /order-auto-bind.
  order_bind_result: {
    label: '订单绑定记录',
    page: '/order-auto-bind',
    columns: [
      { key: 'order_no', label: '订单号' },
      { key: 'shop', label: '店铺' },
      { key: 'buyer_phone', label: '买家手机' },
      { key: 'amount', label: '金额（元）' },
      { key: 'ordered_at', label: '下单时间' },
      { key: 'status', label: '绑定状态' },
      { key: 'customer', label: '绑定客户' },
      { key: 'method', label: '识别方式' },
      { key: 'mode', label: '绑定方式' },
      { key: 'reason', label: '说明' },
      { key: 'employee', label: '绑定员工' },
      { key: 'checked_at', label: '处理时间' },
    ],
  },
  // issue #20 /marketing.
  marketing_campaign: {
    label: '营销活动',
    page: '/marketing',
    columns: [
      { key: 'name', label: '活动名称' },
      { key: 'type', label: '活动类型' },
      { key: 'status', label: '状态' },
      { key: 'period', label: '活动周期' },
      { key: 'audience', label: '目标人群' },
      { key: 'channels', label: '触达渠道' },
      { key: 'budget', label: '预算（元）' },
      { key: 'goal', label: '目标' },
      { key: 'reached', label: '触达人数' },
      { key: 'opened', label: '打开人数' },
      { key: 'converted', label: '转化人数' },
      { key: 'revenue', label: '归因收入（元）' },
    ],
  },
  // issue #16 the growth lists (contract/acquiring/growth-export-types.ts).
  ...GROWTH_EXPORT_TYPES,
  // issue #20 /marketing: a lottery's entries and winners.
  marketing_lottery_plays: {
    label: '抽奖参与记录',
    page: '/marketing',
    columns: [
      { key: 'customer', label: '客户' },
      { key: 'prize', label: '抽奖结果' },
      { key: 'played_at', label: '参与时间' },
      { key: 'redeemed', label: '核销状态' },
      { key: 'redeemed_at', label: '核销时间' },
      { key: 'redeemed_by', label: '核销人' },
    ],
  },
} as const satisfies Record<string, { label: string; page: string; columns: ExportColumn[] }>;
export type ExportType = keyof typeof EXPORT_TYPES;
export const EXPORT_TYPE_KEYS = Object.keys(EXPORT_TYPES) as ExportType[];

const filterValue = z.union([
  safeText('筛选条件', 200),
  z.array(safeText('筛选条件', 40)).max(500, { error: '筛选条件过多' }),
]);

/**
 * The list's filters travel in the list's own query-string form (`{ name: '张', tag_ids:
 * ['3'] }`) and are parsed on the server by that list's query schema, so the export holds
 * exactly the rows the list shows.
 */
export const createExportBody = z.strictObject({
  type: z.enum(EXPORT_TYPE_KEYS as [ExportType, ...ExportType[]], { error: '导出类型不正确' }),
  format: z.enum(EXPORT_FORMATS, { error: '文件格式只能是CSV或Excel' }),
  columns: z
    .array(safeText('导出字段', 40), { error: '请选择导出字段' })
    .min(1, { error: '请至少选择一个导出字段' })
    .max(50, { error: '导出字段过多' }),
  filters: z.record(z.string().max(40), filterValue, { error: '筛选条件格式不正确' }),
});
export type CreateExportBody = z.output<typeof createExportBody>;

export interface ExportTaskRow {
  readonly id: number;
  readonly type: ExportType;
  readonly type_label: string;
  readonly format: ExportFormat;
  readonly filters_summary: string;
  readonly columns: readonly string[];
  readonly status: ExportStatus;
  readonly status_label: string;
  readonly rows: number;
  readonly total: number | null;
  readonly size: number;
  readonly error: string | null;
  readonly created_by: string;
  readonly created_at: string;
  readonly finished_at: string | null;
  readonly expires_at: string | null;
}

const listQuery = z.object({
  ...pagingQuery,
  status: z.enum(EXPORT_STATUSES, { error: '状态不正确' }).optional(),
  type: z.enum(EXPORT_TYPE_KEYS as [ExportType, ...ExportType[]]).optional(),
});
const idParams = z.object({ id: textId('导出记录') });

export const exportTypesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/setting/export-log/types',
  permission: signedIn,
  response: responseOf<typeof EXPORT_TYPES>(),
});

/** Needs the exported list's page code, checked by the handler (types differ by list). */
export const createExport = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/setting/export-log/create',
  permission: signedIn,
  body: createExportBody,
  response: responseOf<{ id: number }>(),
});

export const exportList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/setting/export-log/list',
  permission: page('/export-log'),
  query: listQuery,
  response: responseOf<ListData<ExportTaskRow>>(),
});

export const retryExport = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/setting/export-log/:id/retry',
  permission: page('/export-log'),
  params: idParams,
  response: responseOf<{ id: number }>(),
});

export const deleteExport = defineEndpoint({
  method: 'DELETE',
  path: '/scrm/v1/setting/export-log/:id',
  permission: page('/export-log'),
  params: idParams,
  response: responseOf<{ id: number }>(),
});

export const exportLink = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/setting/export-log/:id/link',
  permission: page('/export-log'),
  params: idParams,
  response: responseOf<{ url: string; expires_at: string }>(),
});

/** The header badge: exports this user started that finished and were not yet seen. */
export const exportUnseen = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/setting/export-log/unseen',
  permission: signedIn,
  response: responseOf<{ count: number }>(),
});

export const markExportsSeen = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/setting/export-log/seen',
  permission: page('/export-log'),
  response: responseOf<{ count: number }>(),
});

/** The signed link itself: no token (a browser download), the signature is the grant. */
export const downloadExport = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/setting/export-log/download/:id',
  permission: publicAccess,
  params: idParams,
  query: z.object({
    tenant: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: '链接无效' }),
    exp: z.string().regex(/^\d{1,12}$/, { error: '链接无效' }),
    sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: '链接无效' }),
  }),
  response: responseOf<never>(),
});

/** Business codes of /export-log (1141xx). */
export const EXPORT_ERROR_CODES = {
  notFound: 114101,
  notRetryable: 114102,
  notReady: 114103,
  badFilters: 114104,
  badColumns: 114105,
} as const;
