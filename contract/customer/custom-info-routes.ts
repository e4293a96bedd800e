// issue #39 (docs/architecture.md "Styling" point 7): what /customer-list's first paint imports
// of the custom fields (its field filter), without a zod value; contract/customer/custom-info.ts
// holds the schemas and re-exports these.
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { CustomFieldRow, FieldType } from './custom-info';

export const OPTION_FIELD_TYPES: ReadonlySet<FieldType> = new Set(['radio', 'checkbox', 'select']);

export const activeCustomFields = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/custom-fields/active',
  permission: page('/customer-list'),
  response: responseOf<CustomFieldRow[]>(),
});
