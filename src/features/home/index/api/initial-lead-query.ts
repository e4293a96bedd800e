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

// The write's declaration carries its body schema (zod): loaded on the first use, so /index's
// route chunk (on its first paint's path, issue #39) holds no zod.
export async function updateInitialLead(body: InitialLeadUpdateBody): Promise<InitialLead> {
  const { initialLeadUpdate } = await import('../../../../../contract/platform-endpoints');
  return callEndpoint(initialLeadUpdate, { body });
}
