// issue #39 (docs/architecture.md "Styling" point 7): the follow-up and stage endpoints as
// /customer-list's first paint imports them, without a zod value: method, path, permission and
// the input types (`schemaRef`). contract/customer/follow-up.ts holds the schemas, completes
// each declaration (`withSchemas`) and re-exports these.
import type { pageQuerySchema } from '../company/mail-list';
import { defineEndpoint, page, responseOf, signedIn } from '../endpoint';
import type { ListData } from '../envelope';
import type { IdParams } from '../fields';
import { schemaRef } from '../schema-ref';
import type { FollowUpRow, StageRow, followUpSchema, setStageSchema } from './follow-up';

const CUSTOMERS = '/scrm/v1/customer/customers';

export const followUpList = defineEndpoint({
  method: 'GET',
  path: `${CUSTOMERS}/:id/follow-ups`,
  permission: page('/customer-list'),
  params: schemaRef<IdParams>(),
  query: schemaRef<typeof pageQuerySchema>(),
  response: responseOf<ListData<FollowUpRow>>(),
});

export const createFollowUp = defineEndpoint({
  method: 'POST',
  path: `${CUSTOMERS}/:id/follow-ups`,
  permission: page('/customer-list'),
  params: schemaRef<IdParams>(),
  body: schemaRef<typeof followUpSchema>(),
  response: responseOf<{ id: number }>(),
});

export const setCustomerStage = defineEndpoint({
  method: 'POST',
  path: `${CUSTOMERS}/:id/stage`,
  permission: page('/customer-list'),
  params: schemaRef<IdParams>(),
  body: schemaRef<typeof setStageSchema>(),
  response: responseOf<{ stage_id: number | null }>(),
});

export const stageList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/stages',
  // A picker's read (docs/architecture.md "Shared reads"): every page that filters by stage.
  permission: signedIn,
  response: responseOf<StageRow[]>(),
});
