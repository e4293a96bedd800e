// issue #18 the chat sidebar itself (domain.md §2 /sider-iframe): a public H5 page opened in a
// chat. No console token: every call carries the platform's signed JS-SDK context (employee +
// external customer id, a ticket from the sandbox) in the `x-sider-ticket` header; a request
// without a valid ticket is a 401 and never names another tenant's customer.
import { z } from 'zod';
import { defineEndpoint, publicAccess, responseOf } from '../endpoint';
import { bodyId, safeText, textId } from '../fields';
import type { SiderPageKey } from './sider-iframe';

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
  body: z.object({ text: safeText('跟进内容', FOLLOW_UP_MAX, 1) }).strict(),
  response: responseOf<{ id: number }>(),
});

export const siderTaskSent = defineEndpoint({
  method: 'POST',
  path: '/sidebar/api/tasks/:id/sent',
  permission: publicAccess,
  params: z.object({ id: textId('任务编号') }),
  response: responseOf<{ status: number }>(),
});

export const siderSendMaterial = defineEndpoint({
  method: 'POST',
  path: '/sidebar/api/materials/:id/send',
  permission: publicAccess,
  params: z.object({ id: textId('素材编号') }),
  response: responseOf<{ sent: boolean }>(),
});

export const SIDER_ERROR_CODES = {
  followUpDisabled: 101180101,
  tagsReadOnly: 101180102,
  tagNotEditable: 101180103,
} as const;
