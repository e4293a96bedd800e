// issue #39 (docs/architecture.md "Styling" point 7): the shell's writes with a body, declared
// without a zod value, so /index's recent notices (a read sent as a POST with a page body), the
// notice popup's "read" and the pinned pages' save load no zod. contract/platform-endpoints.ts
// completes each declaration with its schema (the server registers those).
import { defineEndpoint, responseOf, signedIn } from './endpoint';
import type { ListData } from './envelope';
import type { InitialLead } from './platform';
import type { NoticeListItem, noticeStatusBodySchema, pageBodySchema } from './platform-notice';
import { INITIAL_LEAD_API } from './platform-reads';
import type { ConsolePreferences } from './preferences';
import { PREFERENCES_API } from './preferences';
import type { consolePreferencesInput } from './preferences-input';
import { schemaRef } from './schema-ref';
import type { initialLeadUpdateSchema } from './setting/authorize';

export const initialLeadUpdateRoute = defineEndpoint({
  method: 'POST',
  path: `${INITIAL_LEAD_API}/update-initial-lead-by-id`,
  permission: signedIn,
  body: schemaRef<typeof initialLeadUpdateSchema>(),
  response: responseOf<InitialLead>(),
});

export const noticePageRoute = defineEndpoint({
  method: 'POST',
  path: `${INITIAL_LEAD_API}/get-notice-page-not-with-tenant`,
  permission: signedIn,
  body: schemaRef<typeof pageBodySchema>(),
  response: responseOf<ListData<NoticeListItem>>(),
});

export const noticeStatusUpdateRoute = defineEndpoint({
  method: 'POST',
  path: `${INITIAL_LEAD_API}/update-notice-status`,
  permission: signedIn,
  body: schemaRef<typeof noticeStatusBodySchema>(),
  response: responseOf<{ updated: number }>(),
});

export const preferencesSaveRoute = defineEndpoint({
  method: 'POST',
  path: PREFERENCES_API,
  permission: signedIn,
  body: schemaRef<typeof consolePreferencesInput>(),
  response: responseOf<ConsolePreferences>(),
});
