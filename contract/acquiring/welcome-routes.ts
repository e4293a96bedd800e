// issue #39 (docs/architecture.md "Styling" point 7): /welcome's endpoints as its first paint
// imports them, without a zod value: method, path, permission and the input types
// (`schemaRef`). contract/acquiring/welcome.ts holds the schemas, completes each declaration
// (`withSchemas`) and re-exports these.
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { schemaRef } from '../schema-ref';
import type { IdParams } from '../fields';
import type { Ref } from './tool-fields';
import type {
  WelcomeDetail,
  WelcomeLogRow,
  WelcomeLogSummary,
  WelcomeRow,
  WelcomeSettings,
  welcomeForm,
  welcomeListQuery,
  welcomeLogQuery,
  welcomeLogSummaryQuery,
  welcomeSettingsForm,
} from './welcome';

/** spec §8 business codes of the welcome form. */
export const WELCOME_ERROR_CODES = {
  employeeTaken: 101114002,
  employeesEmpty: 101114003,
  notFound: 101114004,
} as const;

/** Why-not-sent diagnostics (issue #16): the outcome of every add. */
export const WELCOME_OUTCOMES = ['sent', 'skipped', 'failed'] as const;
export type WelcomeOutcome = (typeof WELCOME_OUTCOMES)[number];

const BASE = '/scrm/v1/acquiring/welcomes';
const permission = page('/welcome');

// The shared record shape (`recordEndpoints`, tool-endpoints.ts), written out here without
// zod; welcome-routes.test.ts checks the completed ones against that factory.
export const welcomeList = defineEndpoint({
  method: 'GET',
  path: BASE,
  permission,
  query: schemaRef<typeof welcomeListQuery>(),
  response: responseOf<ListData<WelcomeRow>>(),
});
export const welcomeDetail = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:id`,
  permission,
  params: schemaRef<IdParams>(),
  response: responseOf<WelcomeDetail>(),
});
export const welcomeCreate = defineEndpoint({
  method: 'POST',
  path: BASE,
  permission,
  body: schemaRef<typeof welcomeForm>(),
  response: responseOf<{ id: number }>(),
});
export const welcomeUpdate = defineEndpoint({
  method: 'POST',
  path: `${BASE}/:id`,
  permission,
  params: schemaRef<IdParams>(),
  body: schemaRef<typeof welcomeForm>(),
  response: responseOf<{ id: number }>(),
});
export const welcomeDelete = defineEndpoint({
  method: 'DELETE',
  path: `${BASE}/:id`,
  permission,
  action: 'delete',
  params: schemaRef<IdParams>(),
  response: responseOf<null>(),
});
export const welcomeSettingsGet = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/acquiring/welcome-settings',
  permission,
  response: responseOf<WelcomeSettings>(),
});
export const welcomeSettingsSave = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/acquiring/welcome-settings',
  permission,
  body: schemaRef<typeof welcomeSettingsForm>(),
  response: responseOf<null>(),
});
export const welcomeLogList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/acquiring/welcome-logs',
  permission,
  query: schemaRef<typeof welcomeLogQuery>(),
  response: responseOf<ListData<WelcomeLogRow>>(),
});
export const welcomeLogSummary = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/acquiring/welcome-log-summary',
  permission,
  query: schemaRef<typeof welcomeLogSummaryQuery>(),
  response: responseOf<WelcomeLogSummary>(),
});
/** The tenant's channel codes (id, name, its welcome setting) for the log's code filter. */
export const welcomeCodeOptions = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/acquiring/welcome-code-options',
  permission,
  response: responseOf<readonly (Ref & { readonly welcome_type: 1 | 2 | 3 })[]>(),
});
