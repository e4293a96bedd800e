// issue #39 (docs/architecture.md "Styling" point 7): the endpoints /private-chat and
// /group-chat declare under their own path and permission, as the list's first paint imports
// them, without a zod value: method, path, permission and the input types (`schemaRef`).
// contract/reach/mass-send-endpoints.ts holds the schemas and completes a set
// (`massSendEndpoints`).
import type { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import type { IdParams } from '../fields';
import { schemaRef } from '../schema-ref';
import type {
  MassSendDetail,
  MassSendRow,
  RecipientRow,
  SendCheck,
  SendPreview,
  SendTaskRow,
} from './mass-send';
import type { filterBody, recipientsQuery, remindBody, sendListQuery } from './mass-send-endpoints';

/** One page's set: `B` is its send body, `F` its recipient filter. */
export function massSendRoutes<B extends z.ZodType, F extends z.ZodType>(
  route: '/private-chat' | '/group-chat',
  slug: 'private-chat' | 'group-chat',
) {
  const base = `/scrm/v1/reach/${slug}`;
  const permission = page(route);
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `${base}/sends`,
      permission,
      scoped: true,
      query: schemaRef<typeof sendListQuery>(),
      response: responseOf<ListData<MassSendRow>>(),
    }),
    preview: defineEndpoint({
      method: 'POST',
      path: `${base}/preview`,
      permission,
      body: schemaRef<ReturnType<typeof filterBody<F>>>(),
      response: responseOf<SendPreview>(),
    }),
    /** issue #40: before the send leaves, who receives it and who will not, and why. */
    check: defineEndpoint({
      method: 'POST',
      path: `${base}/preview/recipients`,
      permission,
      body: schemaRef<ReturnType<typeof filterBody<F>>>(),
      response: responseOf<SendCheck>(),
    }),
    create: defineEndpoint({
      method: 'POST',
      path: `${base}/sends`,
      permission,
      action: 'send',
      body: schemaRef<B>(),
      response: responseOf<{ id: number; recipients: number; preparing: boolean }>(),
    }),
    /** issue #38 item 7: a scheduled send is edited until it starts (its recipients again). */
    update: defineEndpoint({
      method: 'POST',
      path: `${base}/sends/:id`,
      permission,
      params: schemaRef<IdParams>(),
      body: schemaRef<B>(),
      response: responseOf<{ id: number; recipients: number; preparing: boolean }>(),
    }),
    detail: defineEndpoint({
      method: 'GET',
      path: `${base}/sends/:id`,
      permission,
      scoped: true,
      params: schemaRef<IdParams>(),
      response: responseOf<MassSendDetail>(),
    }),
    tasks: defineEndpoint({
      method: 'GET',
      path: `${base}/sends/:id/tasks`,
      permission,
      scoped: true,
      params: schemaRef<IdParams>(),
      response: responseOf<SendTaskRow[]>(),
    }),
    recipients: defineEndpoint({
      method: 'GET',
      path: `${base}/sends/:id/recipients`,
      permission,
      scoped: true,
      params: schemaRef<IdParams>(),
      query: schemaRef<typeof recipientsQuery>(),
      response: responseOf<ListData<RecipientRow>>(),
    }),
    remind: defineEndpoint({
      method: 'POST',
      path: `${base}/sends/:id/remind`,
      permission,
      action: 'send',
      scoped: true,
      params: schemaRef<IdParams>(),
      body: schemaRef<typeof remindBody>(),
      response: responseOf<{ reminded: number; skipped: number }>(),
    }),
    cancel: defineEndpoint({
      method: 'POST',
      path: `${base}/sends/:id/cancel`,
      permission,
      scoped: true,
      params: schemaRef<IdParams>(),
      response: responseOf<{ cancelled_recipients: number }>(),
    }),
  };
}

export type MassSendRoutes<B extends z.ZodType, F extends z.ZodType> = ReturnType<
  typeof massSendRoutes<B, F>
>;

/**
 * Either page's set, as the console's shared mass-send pages take it: the send and filter
 * bodies are each page's own schema, seen here as any schema (`unknown` input).
 */
export type MassSendEndpointSet = MassSendRoutes<z.ZodType, z.ZodType>;
