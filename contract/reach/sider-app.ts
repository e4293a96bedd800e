// issue #18 the chat sidebar itself (docs/domain.md §2 /sider-iframe): a public H5 page opened in a
// chat. No console token: every call carries the platform's signed JS-SDK context (employee +
// external customer id, a ticket from the sandbox) in the `x-sider-ticket` header; a request
// without a valid ticket is a 401 and never names another tenant's customer.
import { z } from 'zod';
import { defineEndpoint, publicAccess, responseOf } from '../endpoint';
import { bodyId, idParams, safeText, textId } from '../fields';
import type { SiderPageKey } from './sider-pages';

export const SIDER_TICKET_HEADER = 'x-sider-ticket';
/** How long a sandbox ticket stays valid (the platform's JS-SDK signature lasts 2 hours). */
export const SIDER_TICKET_TTL_MS = 2 * 3600_000;
export const FOLLOW_UP_MAX = 500;

export interface SiderTag {
  readonly id: number;
  readonly name: string;
  readonly group_id: number;
}

export interface SiderContext {
  readonly employee: { readonly id: number; readonly name: string };
  readonly customer: {
    readonly id: number;
    readonly name: string;
    readonly avatar: string;
    readonly fields: ReadonlyArray<{ readonly label: string; readonly value: string }>;
    readonly tags: readonly SiderTag[];
  };
  readonly panels: ReadonlyArray<{ readonly key: SiderPageKey; readonly name: string }>;
  /** The groups an employee may edit here; null when tags are read-only. */
  readonly tag_groups: ReadonlyArray<{
    readonly id: number;
    readonly name: string;
    readonly tags: ReadonlyArray<{ readonly id: number; readonly name: string }>;
  }> | null;
  readonly follow_up_enabled: boolean;
  readonly follow_ups: ReadonlyArray<{
    readonly id: number;
    readonly text: string;
    readonly employee_name: string;
    readonly at: string;
  }>;
}

export interface SiderTask {
  readonly id: number;
  readonly plan_name: string;
  readonly step: number;
  readonly customer_id: number;
  readonly customer_name: string;
  readonly due_at: string;
  readonly overdue: boolean;
  readonly text: string;
}

export interface SiderMaterial {
  readonly id: number;
  readonly type: string;
  readonly title: string;
  readonly content: string;
  readonly url: string;
}

/** A script of /enterprise-quick-response as the employee sends it (variables filled in). */
export interface SiderReply {
  readonly id: number;
  readonly group_id: number;
  /** "父分组" or "父分组 / 子分组". */
  readonly group_name: string;
  readonly title: string;
  readonly text: string;
  /** One short label per attachment, e.g. "链接：春季新品". */
  readonly attachments: readonly string[];
}

export interface SiderReplies {
  readonly groups: ReadonlyArray<{ readonly id: number; readonly name: string }>;
  readonly replies: readonly SiderReply[];
}

export interface SiderOrders {
  readonly points: string | null;
  readonly list: ReadonlyArray<{
    readonly order_no: string;
    readonly amount: string;
    readonly status: number;
    readonly ordered_at: string;
  }>;
}

export const siderContext = defineEndpoint({
  method: 'GET',
  path: '/sidebar/api/context',
  permission: publicAccess,
  query: z.object({ page: safeText('页面', 20).optional() }),
  response: responseOf<SiderContext>(),
});

export const siderTasks = defineEndpoint({
  method: 'GET',
  path: '/sidebar/api/tasks',
  permission: publicAccess,
  response: responseOf<SiderTask[]>(),
});

export const siderMaterials = defineEndpoint({
  method: 'GET',
  path: '/sidebar/api/materials',
  permission: publicAccess,
  query: z.object({ keyword: safeText('关键词', 30).optional() }),
  response: responseOf<SiderMaterial[]>(),
});

export const siderOrders = defineEndpoint({
  method: 'GET',
  path: '/sidebar/api/orders',
  permission: publicAccess,
  response: responseOf<SiderOrders>(),
});

export const siderSetTags = defineEndpoint({
  method: 'POST',
  path: '/sidebar/api/tags',
  permission: publicAccess,
  body: z
    .object({
      tag_ids: z
        .array(bodyId('标签'), { error: '标签格式不正确' })
        .max(200, { error: '标签最多200个' }),
    })
    .strict(),
  response: responseOf<{ added: number; removed: number }>(),
});

export const siderAddFollowUp = defineEndpoint({
  method: 'POST',
  path: '/sidebar/api/follow-ups',
  permission: publicAccess,
  body: z
    .object({
      text: safeText('跟进内容', FOLLOW_UP_MAX, 1),
      // issue #41: the next follow-up time reminds the employee once when due.
      next_follow_at: z
        .string({ error: '下次跟进时间格式不正确' })
        .datetime({ offset: true, error: '下次跟进时间格式不正确' })
        .nullable()
        .default(null),
    })
    .strict(),
  response: responseOf<{ id: number }>(),
});

export const siderTaskSent = defineEndpoint({
  method: 'POST',
  path: '/sidebar/api/tasks/:id/sent',
  permission: publicAccess,
  params: idParams('任务编号'),
  response: responseOf<{ status: number }>(),
});

export const siderSendMaterial = defineEndpoint({
  method: 'POST',
  path: '/sidebar/api/materials/:id/send',
  permission: publicAccess,
  params: idParams('素材编号'),
  response: responseOf<{ sent: boolean }>(),
});

/** The employee's scripts (company-wide and their department's), filtered by group/keyword. */
export const siderReplies = defineEndpoint({
  method: 'GET',
  path: '/sidebar/api/replies',
  permission: publicAccess,
  query: z.object({
    keyword: safeText('关键词', 30).optional(),
    group_id: textId('话术分组').optional(),
  }),
  response: responseOf<SiderReplies>(),
});

/** Sending a script: the sandbox records the send and the script's usage count goes up once. */
export const siderSendReply = defineEndpoint({
  method: 'POST',
  path: '/sidebar/api/replies/:id/send',
  permission: publicAccess,
  params: idParams('话术编号'),
  response: responseOf<{ send_count: number }>(),
});

export const SIDER_ERROR_CODES = {
  followUpDisabled: 101180101,
  tagsReadOnly: 101180102,
  tagNotEditable: 101180103,
} as const;
