// issue #39 (docs/architecture.md "Styling" point 7): the directory's shared read as every list
// page's first paint imports it (the employee and department pickers), without a zod value.
// contract/company/mail-list.ts holds the schemas and re-exports it.
import { defineEndpoint, responseOf, signedIn } from '../endpoint';
import type { DirectoryOptions } from './mail-list';

/** The employee and department pickers of every page: any signed-in member may read them. */
export const directoryOptions = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/company/directory/options',
  permission: signedIn,
  response: responseOf<DirectoryOptions>(),
});
