// spec §7 /scrm/v1/platform: the shell's writes with a body (the getting-started guide,
// notices, preferences), declared once (issue #34) in platform-endpoints-routes.ts without zod
// (issue #39) and completed here with their schemas; the reads are in platform-reads.ts
// (schema-free, for the start-up bundle) and re-exported here.
import { noticeStatusBodySchema, pageBodySchema } from './platform-notice';
import {
  initialLeadUpdateRoute,
  noticePageRoute,
  noticeStatusUpdateRoute,
  preferencesSaveRoute,
} from './platform-endpoints-routes';
import { consolePreferencesInput } from './preferences-input';
import { withSchemas } from './schema-ref';
import { initialLeadUpdateSchema } from './setting/authorize';

export * from './platform-reads';

export const initialLeadUpdate = withSchemas(initialLeadUpdateRoute, {
  body: initialLeadUpdateSchema,
});

export const noticePageEndpoint = withSchemas(noticePageRoute, { body: pageBodySchema });

export const noticeStatusUpdate = withSchemas(noticeStatusUpdateRoute, {
  body: noticeStatusBodySchema,
});

export const preferencesSave = withSchemas(preferencesSaveRoute, { body: consolePreferencesInput });
