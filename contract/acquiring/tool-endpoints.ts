// issue #34 "one way to do each thing": the declarations the acquiring pages' records share,
// written once. `recordEndpoints`: a record's list, one record, create, update and delete
// (welcome messages, group welcomes, fission tasks, new-customer rules); `toolEndpoints`: the
// same plus on/off with the tools' list query, behind the tool page's permission (lock and
// shunt codes, group codes, short links). Each page's file names them and declares what is
// its own (statistics, bindings, options, its own on/off) beside them. /welcome writes its five
// out without zod (issue #39, welcome-routes.ts), checked against `recordEndpoints`.
import type { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { EndpointPermission } from '../endpoint';
import type { ListData } from '../envelope';
import { toggleBody, toolListQuery } from './tool-fields';
import { idParams } from '../fields';

/**
 * The list, record, create, update and delete of the records under `base`: `query` filters
 * the list, `form` is the create and update body, `permission` guards all five (deleting also
 * needs the delete action right, issue #41).
 */
export function recordEndpoints<Row, Detail, Form extends z.ZodType, Query extends z.ZodType>(
  base: string,
  permission: EndpointPermission,
  schemas: { readonly query: Query; readonly form: Form },
) {
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      permission,
      query: schemas.query,
      response: responseOf<ListData<Row>>(),
    }),
    detail: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      permission,
      params: idParams(),
      response: responseOf<Detail>(),
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      permission,
      body: schemas.form,
      response: responseOf<{ id: number }>(),
    }),
    update: defineEndpoint({
      method: 'POST',
      path: `${base}/:id`,
      permission,
      params: idParams(),
      body: schemas.form,
      response: responseOf<{ id: number }>(),
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${base}/:id`,
      permission,
      action: 'delete',
      params: idParams(),
      response: responseOf<null>(),
    }),
  };
}

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
    ...recordEndpoints<Row, Detail, Form, typeof toolListQuery>(base, permission, {
      query: toolListQuery,
      form,
    }),
    toggle: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/enabled`,
      permission,
      params: idParams(),
      body: toggleBody,
      response: responseOf<null>(),
    }),
  };
}
