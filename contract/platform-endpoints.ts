// spec §7 /scrm/v1/platform: the shell's writes with a body (the getting-started guide,
// notices, preferences), declared once (issue #34); the reads are in platform-reads.ts
// (schema-free, for the start-up bundle) and re-exported here.
import { defineEndpoint, responseOf, signedIn } from './endpoint';
import type { ListData } from './envelope';
import type { InitialLead } from './platform';
import type { NoticeListItem } from './platform-notice';
import { noticeStatusBodySchema, pageBodySchema } from './platform-notice';
import type { ConsolePreferences } from './preferences';
import { PREFERENCES_API } from './preferences';
import { consolePreferencesInput } from './preferences-input';
import { initialLeadUpdateSchema } from './setting/authorize';

import { INITIAL_LEAD_API } from './platform-reads';

export * from './platform-reads';

export const initialLeadUpdate = defineEndpoint({
  method: 'POST',
  path: `${INITIAL_LEAD_API}/update-initial-lead-by-id`,
  permission: signedIn,
  body: initialLeadUpdateSchema,
  response: responseOf<InitialLead>(),
});

export const noticePageEndpoint = defineEndpoint({
  method: 'POST',
  path: `${INITIAL_LEAD_API}/get-notice-page-not-with-tenant`,
  permission: signedIn,
  body: pageBodySchema,
  response: responseOf<ListData<NoticeListItem>>(),
});

export const noticeStatusUpdate = defineEndpoint({
  method: 'POST',
  path: `${INITIAL_LEAD_API}/update-notice-status`,
  permission: signedIn,
  body: noticeStatusBodySchema,
  response: responseOf<{ updated: number }>(),
});

export const preferencesSave = defineEndpoint({
  method: 'POST',
  path: PREFERENCES_API,
  permission: signedIn,
  body: consolePreferencesInput,
  response: responseOf<ConsolePreferences>(),
});
