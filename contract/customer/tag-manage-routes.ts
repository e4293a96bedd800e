// issue #39 (docs/architecture.md "Styling" point 7): the tag groups' shared read as every list
// page's first paint imports it (the tag picker), without a zod value; contract/customer/
// tag-manage.ts holds its schema, completes it (`withSchemas`) and re-exports it.
import { defineEndpoint, responseOf, signedIn } from '../endpoint';
import { schemaRef } from '../schema-ref';
import type { TagGroupRow, tagGroupListQuerySchema } from './tag-manage';

export const tagGroupList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/tag-groups',
  permission: signedIn,
  query: schemaRef<typeof tagGroupListQuerySchema>(),
  response: responseOf<TagGroupRow[]>(),
});
