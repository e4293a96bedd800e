// issue #18 /enterprise-quick-response 企业话术 (docs/domain.md §2 [OS] ScriptLibrary): the company's
// script library. Groups nest one level; each script is a message of the shared composer
// (text + attachments) visible to the whole company or to departments; employees send them
// from the chat sidebar, which counts each use per script and per employee.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { bodyId, idParams, pagingQuery, queryId, safeText, textId } from '../fields';
import { MESSAGE_TEXT_MAX, messageContentSchema } from '../message-content';
import type { MessageContent } from '../message-content';

export const QUICK_REPLY_ERROR_CODES = {
  notFound: 118101,
  nameTaken: 118102,
  groupNotEmpty: 118103,
  tooDeep: 118104,
  unknownReference: 118105,
} as const;

export const QUICK_REPLY_TITLE_MAX = 30;
export const QUICK_REPLY_GROUP_NAME_MAX = 15;
/** Scripts per group the server accepts (a sidebar list stays short enough to scan). */
export const QUICK_REPLY_SORTS = ['order', 'usage', 'updated'] as const;
export type QuickReplySort = (typeof QUICK_REPLY_SORTS)[number];

const departmentIds = z
  .array(bodyId('可见部门'), { error: '可见部门格式不正确' })
  .max(100, { error: '可见部门最多100个' })
  .default([]);

export const quickReplyGroupBody = z.object({
  name: safeText('分组名称', QUICK_REPLY_GROUP_NAME_MAX, 1),
  /** A top-level group's id; absent or null: the new group is top level (one level only). */
  parent_id: bodyId('上级分组').nullable().default(null),
  department_ids: departmentIds,
});
export type QuickReplyGroupBody = z.output<typeof quickReplyGroupBody>;

export const quickReplyBody = z.object({
  title: safeText('话术标题', QUICK_REPLY_TITLE_MAX, 1),
  group_id: bodyId('所属分组'),
  message: messageContentSchema,
  department_ids: departmentIds,
});
export type QuickReplyBody = z.output<typeof quickReplyBody>;
export type QuickReplyBodyInput = z.input<typeof quickReplyBody>;

export interface QuickReplyRef {
  readonly id: number;
  readonly name: string;
}

export interface QuickReplyGroupNode {
  readonly id: number;
  readonly name: string;
  readonly parent_id: number | null;
  readonly department_ids: readonly number[];
  readonly departments: readonly QuickReplyRef[];
  /** Scripts directly in the group (a top-level group's own, its children counted apart). */
  readonly reply_count: number;
  readonly children: readonly QuickReplyGroupNode[];
}

export interface QuickReplyRow {
  readonly id: number;
  readonly title: string;
  readonly group: QuickReplyRef;
  /** "父分组 / 子分组" for a script in a sub-group. */
  readonly group_path: string;
  readonly message: MessageContent;
  readonly department_ids: readonly number[];
  readonly departments: readonly QuickReplyRef[];
  readonly sort_order: number;
  readonly send_count: number;
  readonly send_count_30d: number;
  readonly last_sent_at: string | null;
  readonly updated_at: string;
}

export interface QuickReplyUsage {
  readonly total: number;
  readonly last_30_days: number;
  readonly employees: ReadonlyArray<{
    readonly id: number;
    readonly name: string;
    readonly count: number;
    readonly last_used_at: string;
  }>;
}

export const quickReplyListQuery = z.object({
  ...pagingQuery,
  keyword: safeText('关键词', 40).optional(),
  /** A top-level group also lists its sub-groups' scripts. */
  group_id: queryId('分组'),
  department_id: queryId('可见部门'),
  sort: z.enum(QUICK_REPLY_SORTS, { error: '排序方式不正确' }).default('order'),
});
export type QuickReplyListQuery = z.output<typeof quickReplyListQuery>;

const BASE = '/scrm/v1/reach/quick-replies';
const GROUPS = '/scrm/v1/reach/quick-reply-groups';
const permission = page('/enterprise-quick-response');

export const quickReplyGroupTree = defineEndpoint({
  method: 'GET',
  path: GROUPS,
  permission,
  response: responseOf<{ groups: readonly QuickReplyGroupNode[]; total: number }>(),
});
export const quickReplyGroupCreate = defineEndpoint({
  method: 'POST',
  path: GROUPS,
  permission,
  body: quickReplyGroupBody,
  response: responseOf<{ id: number }>(),
});
export const quickReplyGroupUpdate = defineEndpoint({
  method: 'POST',
  path: `${GROUPS}/:id`,
  permission,
  params: idParams(),
  body: quickReplyGroupBody,
  response: responseOf<{ id: number }>(),
});
export const quickReplyGroupDelete = defineEndpoint({
  method: 'DELETE',
  path: `${GROUPS}/:id`,
  permission,
  action: 'delete',
  params: idParams(),
  response: responseOf<null>(),
});
export const quickReplyList = defineEndpoint({
  method: 'GET',
  path: BASE,
  permission,
  query: quickReplyListQuery,
  response: responseOf<ListData<QuickReplyRow>>(),
});
export const quickReplyCreate = defineEndpoint({
  method: 'POST',
  path: BASE,
  permission,
  body: quickReplyBody,
  response: responseOf<{ id: number }>(),
});
export const quickReplyUpdate = defineEndpoint({
  method: 'POST',
  path: `${BASE}/:id`,
  permission,
  params: idParams(),
  body: quickReplyBody,
  response: responseOf<{ id: number }>(),
});
export const quickReplyDelete = defineEndpoint({
  method: 'DELETE',
  path: `${BASE}/:id`,
  permission,
  action: 'delete',
  params: idParams(),
  response: responseOf<null>(),
});
/** Moves a script one place up or down among the scripts of its group. */
export const quickReplyMove = defineEndpoint({
  method: 'POST',
  path: `${BASE}/:id/move`,
  permission,
  params: idParams(),
  body: z.object({ direction: z.enum(['up', 'down'], { error: '移动方向只能是上移或下移' }) }),
  response: responseOf<null>(),
});
export const quickReplyUsage = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:id/usage`,
  permission,
  params: idParams(),
  response: responseOf<QuickReplyUsage>(),
});
/**
 * For the chat sidebar (issue #18): the groups and scripts an employee may use — the whole
 * company's plus those scoped to the employee's department — in the library's order.
 */
export const quickReplyForEmployee = defineEndpoint({
  method: 'GET',
  path: `${BASE}/for-employee`,
  permission,
  query: z.object({ employee_id: textId('员工') }),
  response: responseOf<{
    groups: ReadonlyArray<QuickReplyRef & { parent_id: number | null }>;
    replies: ReadonlyArray<{
      id: number;
      group_id: number;
      title: string;
      message: MessageContent;
    }>;
  }>(),
});
/** The sidebar records that an employee sent a script (raises its usage count once). */
export const quickReplyRecordUse = defineEndpoint({
  method: 'POST',
  path: `${BASE}/:id/uses`,
  permission,
  params: idParams(),
  body: z.object({ employee_id: bodyId('员工') }),
  response: responseOf<{ send_count: number }>(),
});

/** At most this many scripts in one import (one paste from a spreadsheet). */
export const QUICK_REPLY_IMPORT_MAX = 500;
/** "父分组" or "父分组/子分组": groups are made when missing (one level of nesting). */
export const quickReplyImportBody = z.object({
  rows: z
    .array(
      z.object({
        group: safeText('分组', QUICK_REPLY_GROUP_NAME_MAX * 2 + 1, 1).refine(
          (path) => {
            const parts = path.split('/').map((part) => part.trim());
            return (
              parts.length <= 2 &&
              parts.every((part) => part.length > 0 && part.length <= QUICK_REPLY_GROUP_NAME_MAX)
            );
          },
          { error: `分组应为“分组”或“分组/子分组”，每级不超过${QUICK_REPLY_GROUP_NAME_MAX}个字` },
        ),
        title: safeText('话术标题', QUICK_REPLY_TITLE_MAX, 1),
        text: safeText('话术内容', MESSAGE_TEXT_MAX, 1),
      }),
      { error: '导入内容格式不正确' },
    )
    .min(1, { error: '没有可导入的话术' })
    .max(QUICK_REPLY_IMPORT_MAX, { error: `一次最多导入${QUICK_REPLY_IMPORT_MAX}条话术` }),
});
export type QuickReplyImportBody = z.output<typeof quickReplyImportBody>;

export const quickReplyImport = defineEndpoint({
  method: 'POST',
  path: `${BASE}/import`,
  permission,
  body: quickReplyImportBody,
  response: responseOf<{ created: number; groups_created: number }>(),
});
