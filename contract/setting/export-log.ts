// issue #14 /export-log (spec §2 settings, docs/domain.md §8): every list that offers export creates
// a background export with the list's current filters and chosen columns; the job writes CSV
// (with BOM) or .xlsx into DATA_DIR; downloads go through signed, expiring links.
import { z } from 'zod';
import { defineEndpoint, publicAccess, responseOf, signedIn } from '../endpoint';
import type { ListData } from '../envelope';
import { ACQUIRING_EXPORT_TYPES } from '../acquiring/acquiring-export-types';
import { GROWTH_EXPORT_TYPES } from '../acquiring/growth-export-types';
import { TOOL_EXPORT_TYPES } from '../acquiring/tool-export-types';
import { COMPANY_EXPORT_TYPES } from '../company/company-export-types';
import { CUSTOMER_EXPORT_TYPES } from '../customer/customer-export-types';
import { MARKETING_EXPORT_TYPES } from '../marketing/marketing-export-types';
import { MATERIAL_EXPORT_TYPES } from '../material/material-export-types';
import { STATISTICS_EXPORT_TYPES } from '../statistics/statistics-export-types';
import { REACH_EXPORT_TYPES } from '../reach/reach-export-types';

export * from './export-log-routes';
import { idParams, pagingQuery, safeText } from '../fields';

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
 * The lists that export (docs/domain.md §8 types), each with the page whose code it needs and its
 * columns (operators choose them: docs/domain.md §9 "Configurable export columns"), composed from
 * one file per menu area (contract/<area>/<area>-export-types.ts). A later list adds an entry
 * to its area's file and a source on the server (server/modules/setting/export-log/).
 */
export const EXPORT_TYPES = {
  ...CUSTOMER_EXPORT_TYPES,
  ...COMPANY_EXPORT_TYPES,
  ...ACQUIRING_EXPORT_TYPES,
  ...GROWTH_EXPORT_TYPES,
  ...TOOL_EXPORT_TYPES,
  ...REACH_EXPORT_TYPES,
  ...MARKETING_EXPORT_TYPES,
  ...MATERIAL_EXPORT_TYPES,
  ...STATISTICS_EXPORT_TYPES,
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
  action: 'export',
  scoped: true,
  body: createExportBody,
  response: responseOf<{ id: number }>(),
});

/**
 * issue #37 "export rights": open to every signed-in user (who may export may download their
 * own export); the server scopes the list, links, retry and delete to the caller's own exports
 * unless they hold the /export-log page code, which reaches everyone's.
 */
export const exportList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/setting/export-log/list',
  permission: signedIn,
  scoped: true,
  query: listQuery,
  response: responseOf<ListData<ExportTaskRow>>(),
});

export const retryExport = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/setting/export-log/:id/retry',
  permission: signedIn,
  action: 'export',
  scoped: true,
  params: idParams('导出记录'),
  response: responseOf<{ id: number }>(),
});

export const deleteExport = defineEndpoint({
  method: 'DELETE',
  path: '/scrm/v1/setting/export-log/:id',
  permission: signedIn,
  action: 'delete',
  scoped: true,
  params: idParams('导出记录'),
  response: responseOf<{ id: number }>(),
});

export const exportLink = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/setting/export-log/:id/link',
  permission: signedIn,
  action: 'export',
  scoped: true,
  params: idParams('导出记录'),
  response: responseOf<{ url: string; expires_at: string }>(),
});

export const markExportsSeen = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/setting/export-log/seen',
  permission: signedIn,
  response: responseOf<{ count: number }>(),
});

/** The signed link itself: no token (a browser download), the signature is the grant. */
export const downloadExport = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/setting/export-log/download/:id',
  permission: publicAccess,
  params: idParams('导出记录'),
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
