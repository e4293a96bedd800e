// issue #34 "one way to do each thing": the six declarations every acquiring tool (lock and
// shunt codes, group codes, short links) shares, written once: its list, one record, create,
// update, on/off and delete, all behind the tool page's permission. Each tool's file names
// them and declares what is its own (statistics, bindings, options) beside them.
import type { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { idParams, toggleBody, toolListQuery } from './tool-fields';

/**
 * The shared declarations of the tool at `route` (its page, e.g. `/lock-code`), whose records
 * live under `base`; `form` is the create and update body.
 */
export function toolEndpoints<Row, Detail, Form extends z.ZodType>(
  base: string,
  route: string,
  form: Form,
) {
  const permission = page(route);
  return {
    permission,
    list: defineEndpoint({
      method: 'GET',
      path: base,
      permission,
      query: toolListQuery,
      response: responseOf<ListData<Row>>(),
    }),
    detail: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      permission,
      params: idParams,
      response: responseOf<Detail>(),
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      permission,
      body: form,
      response: responseOf<{ id: number }>(),
    }),
    update: defineEndpoint({
      method: 'POST',
      path: `${base}/:id`,
      permission,
      params: idParams,
      body: form,
      response: responseOf<{ id: number }>(),
    }),
    toggle: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/enabled`,
      permission,
      params: idParams,
      body: toggleBody,
      response: responseOf<null>(),
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${base}/:id`,
      permission,
      action: 'delete',
      params: idParams,
      response: responseOf<null>(),
    }),
  };
}
