import { queryOptions } from '@tanstack/react-query';
import type { InitialLead } from '../../../../../contract/platform';
import type { InitialLeadUpdateBody } from '../../../../../contract/setting/authorize';
import { initialLeadEndpoint } from '../../../../../contract/platform-reads';
import { callEndpoint } from '../../../../lib/api/endpoint-client';

// spec §7 get-initial-lead-by-tenant-id / update-initial-lead-by-id: the getting-started guide.

export const initialLeadQueryOptions = queryOptions({
  queryKey: ['platform', 'index', 'initial-lead'],
  queryFn: () => callEndpoint(initialLeadEndpoint, {}),
});

// Loaded on the first use, and schema-free (issue #39, docs/architecture.md "Styling" point 7):
// the server validates the body.
export async function updateInitialLead(body: InitialLeadUpdateBody): Promise<InitialLead> {
  const { initialLeadUpdateRoute } =
    await import('../../../../../contract/platform-endpoints-routes');
  return callEndpoint(initialLeadUpdateRoute, { body });
}
