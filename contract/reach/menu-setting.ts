// issue #18 /menu-setting 聊天工具栏 (docs/domain.md §2): the entries of the chat toolbar in the
// employee's messaging client — the built-in sidebar pages and custom H5 links — with their
// names, order, on/off and the departments that see them, plus the entry URL to paste into
// the platform's admin. spec §2: /menu-setting is in the special set, so every signed-in
// member may open and read it; changing it needs the page's own code (like the other special
// pages that hold configuration, e.g. /chat-archive-configure).
import { z } from 'zod';
import { defineEndpoint, page, pageCode, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { bodyId, idParams, pagingQuery, safeText, textId } from '../fields';
import { siderPagePath } from './sider-pages';

/**
 * The sidebar's own pages (issue #18 /sider-iframe), each entry at its sidebar page's one
 * address (issue #38 item 2). The sidebar has no radar page: 雷达链接 opens its material
 * library, where links are sent from.
 */
export const BUILTIN_TOOLS = [
  { kind: 'profile', name: '客户画像', path: siderPagePath('profile') },
  { kind: 'quick_reply', name: '快捷回复', path: siderPagePath('quick-reply') },
  { kind: 'material', name: '素材库', path: siderPagePath('material') },
  { kind: 'sop_task', name: 'SOP任务', path: siderPagePath('sop') },
  { kind: 'order', name: '订单记录', path: siderPagePath('order') },
  { kind: 'radar', name: '雷达链接', path: siderPagePath('material') },
] as const;
export type BuiltinToolKind = (typeof BUILTIN_TOOLS)[number]['kind'];
export type ToolKind = BuiltinToolKind | 'custom';

export const TOOLBAR_ERROR_CODES = {
  notFound: 118201,
  builtinFixed: 118202,
  nameTaken: 118203,
  tooMany: 118204,
  unknownReference: 118205,
} as const;

/** Platform toolbar names are short labels (the client shows about 8 characters). */
export const TOOL_NAME_MAX = 8;
export const TOOL_URL_MAX = 500;
export const CUSTOM_TOOLS_MAX = 20;

/**
 * A custom entry's H5 address: an absolute https:// URL with a host, no credentials and no
 * spaces (the messaging client opens toolbar pages over HTTPS only).
 */
export function toolUrlProblem(value: string): string | null {
  if (/\s/.test(value)) return '链接地址不能包含空格';
  if (!/^https:\/\//i.test(value)) return '链接地址必须以 https:// 开头';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return '链接地址格式不正确';
  }
  if (!url.hostname || !/^[a-z0-9.-]+$/i.test(url.hostname) || !url.hostname.includes('.')) {
    return '链接地址的域名不正确';
  }
  if (url.username || url.password) return '链接地址不能包含用户名或密码';
  return null;
}

const toolUrl = safeText('链接地址', TOOL_URL_MAX).superRefine((value, context) => {
  if (!value) return;
  const problem = toolUrlProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

export const toolbarEntryBody = z.object({
  name: safeText('工具名称', TOOL_NAME_MAX, 1),
  /** Required for a custom entry; ignored for a built-in page (its address is fixed). */
  url: toolUrl.default(''),
  department_ids: z
    .array(bodyId('可见部门'), { error: '可见部门格式不正确' })
    .max(100, { error: '可见部门最多100个' })
    .default([]),
});
export type ToolbarEntryBody = z.output<typeof toolbarEntryBody>;
export type ToolbarEntryBodyInput = z.input<typeof toolbarEntryBody>;

/** A new entry is always a custom H5 link, so its address is required. */
export const toolbarCreateBody = toolbarEntryBody.refine((body) => body.url !== '', {
  error: '请填写链接地址',
  path: ['url'],
});

export interface ToolbarEntryRow {
  readonly id: number;
  readonly kind: ToolKind;
  readonly name: string;
  /** The custom H5 link, or the built-in page's path on this console's origin. */
  readonly url: string;
  readonly builtin: boolean;
  readonly enabled: boolean;
  readonly sort_order: number;
  /** 1-based place among all entries (enabled or not). */
  readonly position: number;
  readonly department_ids: readonly number[];
  readonly departments: ReadonlyArray<{ id: number; name: string }>;
  readonly updated_at: string;
}

export const toolbarListQuery = z.object({
  ...pagingQuery,
  name: safeText('工具名称', 20).optional(),
  status: z.enum(['on', 'off'], { error: '状态只能是启用或停用' }).optional(),
});

const BASE = '/scrm/v1/reach/chat-toolbar';
const read = page('/menu-setting');
const write = pageCode('/menu-setting');

export const toolbarList = defineEndpoint({
  method: 'GET',
  path: BASE,
  permission: read,
  query: toolbarListQuery,
  response: responseOf<
    ListData<ToolbarEntryRow> & {
      can_edit: boolean;
      enabled: number;
      /** The corp id of a tenant on WeCom (its sidebar entries carry it), else null. */
      wecom_corp_id: string | null;
    }
  >(),
});
export const toolbarCreate = defineEndpoint({
  method: 'POST',
  path: BASE,
  permission: write,
  body: toolbarCreateBody,
  response: responseOf<{ id: number }>(),
});
export const toolbarUpdate = defineEndpoint({
  method: 'POST',
  path: `${BASE}/:id`,
  permission: write,
  params: idParams(),
  body: toolbarEntryBody,
  response: responseOf<{ id: number }>(),
});
export const toolbarToggle = defineEndpoint({
  method: 'POST',
  path: `${BASE}/:id/toggle`,
  permission: write,
  params: idParams(),
  body: z.object({ enabled: z.boolean({ error: '启用状态格式不正确' }) }),
  response: responseOf<null>(),
});
export const toolbarMove = defineEndpoint({
  method: 'POST',
  path: `${BASE}/:id/move`,
  permission: write,
  params: idParams(),
  body: z.object({ direction: z.enum(['up', 'down'], { error: '移动方向只能是上移或下移' }) }),
  response: responseOf<null>(),
});
export const toolbarDelete = defineEndpoint({
  method: 'DELETE',
  path: `${BASE}/:id`,
  permission: write,
  action: 'delete',
  params: idParams(),
  response: responseOf<null>(),
});
/** For the chat sidebar (issue #18): the enabled entries an employee sees, in order. */
export const toolbarForEmployee = defineEndpoint({
  method: 'GET',
  path: `${BASE}/for-employee`,
  permission: read,
  query: z.object({ employee_id: textId('员工') }),
  response: responseOf<ReadonlyArray<{ id: number; kind: ToolKind; name: string; url: string }>>(),
});
