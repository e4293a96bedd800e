import { queryOptions } from '@tanstack/react-query';
import type { InitialLead } from '../../../../../contract/platform';
import type { InitialLeadUpdateBody } from '../../../../../contract/setting/authorize';
import { initialLeadEndpoint, initialLeadUpdate } from '../../../../../contract/platform-endpoints';
import { callEndpoint } from '../../../../lib/api/endpoint-client';

// spec §7 get-initial-lead-by-tenant-id / update-initial-lead-by-id: the getting-started guide.

export const initialLeadQueryOptions = queryOptions({
  queryKey: ['platform', 'index', 'initial-lead'],
  queryFn: () => callEndpoint(initialLeadEndpoint, {}),
});

export function updateInitialLead(body: InitialLeadUpdateBody): Promise<InitialLead> {
  return callEndpoint(initialLeadUpdate, { body });
}
