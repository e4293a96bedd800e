// issue #17: /private-chat and /group-chat declare the same endpoints under their own path
// and permission; this builds one set per page.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { bodyId, idParams, pagingQuery, queryId, queryInt, safeText } from '../fields';
import type {
  MassSendDetail,
  MassSendRow,
  RecipientRow,
  SendCheck,
  SendPreview,
  SendTaskRow,
} from './mass-send';

export function massSendEndpoints<B extends z.ZodType, F extends z.ZodType>(
  route: '/private-chat' | '/group-chat',
  slug: 'private-chat' | 'group-chat',
  sendBody: B,
  filterSchema: F,
) {
  const base = `/scrm/v1/reach/${slug}`;
  const permission = page(route);
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `${base}/sends`,
      permission,
      scoped: true,
      query: z.object({
        ...pagingQuery,
        name: safeText('群发名称', 30).optional(),
        status: queryInt('状态', 1, 5).optional(),
      }),
      response: responseOf<ListData<MassSendRow>>(),
    }),
    preview: defineEndpoint({
      method: 'POST',
      path: `${base}/preview`,
      permission,
      body: z.object({ filter: filterSchema }),
      response: responseOf<SendPreview>(),
    }),
    /** issue #40: before the send leaves, who receives it and who will not, and why. */
    check: defineEndpoint({
      method: 'POST',
      path: `${base}/preview/recipients`,
      permission,
      body: z.object({ filter: filterSchema }),
      response: responseOf<SendCheck>(),
    }),
    create: defineEndpoint({
      method: 'POST',
      path: `${base}/sends`,
      permission,
      action: 'send',
      body: sendBody,
      response: responseOf<{ id: number; recipients: number; preparing: boolean }>(),
    }),
    /** issue #38 item 7: a scheduled send is edited until it starts (its recipients again). */
    update: defineEndpoint({
      method: 'POST',
      path: `${base}/sends/:id`,
      permission,
      params: idParams('群发编号'),
      body: sendBody,
      response: responseOf<{ id: number; recipients: number; preparing: boolean }>(),
    }),
    detail: defineEndpoint({
      method: 'GET',
      path: `${base}/sends/:id`,
      permission,
      scoped: true,
      params: idParams('群发编号'),
      response: responseOf<MassSendDetail>(),
    }),
    tasks: defineEndpoint({
      method: 'GET',
      path: `${base}/sends/:id/tasks`,
      permission,
      scoped: true,
      params: idParams('群发编号'),
      response: responseOf<SendTaskRow[]>(),
    }),
    recipients: defineEndpoint({
      method: 'GET',
      path: `${base}/sends/:id/recipients`,
      permission,
      scoped: true,
      params: idParams('群发编号'),
      query: z.object({
        ...pagingQuery,
        status: queryInt('发送状态', 0, 5).optional(),
        employee_id: queryId('员工'),
      }),
      response: responseOf<ListData<RecipientRow>>(),
    }),
    remind: defineEndpoint({
      method: 'POST',
      path: `${base}/sends/:id/remind`,
      permission,
      action: 'send',
      scoped: true,
      params: idParams('群发编号'),
      body: z.object({
        task_ids: z.array(bodyId('员工任务')).max(2000).optional(),
      }),
      response: responseOf<{ reminded: number; skipped: number }>(),
    }),
    cancel: defineEndpoint({
      method: 'POST',
      path: `${base}/sends/:id/cancel`,
      permission,
      scoped: true,
      params: idParams('群发编号'),
      response: responseOf<{ cancelled_recipients: number }>(),
    }),
  };
}

/**
 * Either page's set, as the console's shared mass-send pages take it: the send and filter
 * bodies are each page's own schema, seen here as any schema (`unknown` input).
 */
export type MassSendEndpointSet = ReturnType<typeof massSendEndpoints<z.ZodType, z.ZodType>>;
