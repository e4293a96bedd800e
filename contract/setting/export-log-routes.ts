// issue #39 (docs/architecture.md "Styling" point 7): the header's export badge reads this on
// every page, so it is declared without a zod value; contract/setting/export-log.ts holds the
// schemas and re-exports it.
import { defineEndpoint, responseOf, signedIn } from '../endpoint';

/** The header badge: exports this user started that finished and were not yet seen. */
export const exportUnseen = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/setting/export-log/unseen',
  permission: signedIn,
  response: responseOf<{ count: number }>(),
});
