import { queryOptions } from '@tanstack/react-query';
import type { InitialLead } from '../../../../../contract/platform';
import { PLATFORM_API } from '../../../../../contract/platform';
import type { InitialLeadUpdateBody } from '../../../../../contract/setting/authorize';
import { post } from '../../../../lib/http/client';

// spec §7 get-initial-lead-by-tenant-id / update-initial-lead-by-id: the getting-started guide.
const LEAD = `${PLATFORM_API}/mini-initial-lead`;

export const initialLeadQueryOptions = queryOptions({
  queryKey: ['platform', 'index', 'initial-lead'],
  queryFn: () => post<InitialLead>(`${LEAD}/get-initial-lead-by-tenant-id`),
});

export function updateInitialLead(body: InitialLeadUpdateBody): Promise<InitialLead> {
  return post<InitialLead>(`${LEAD}/update-initial-lead-by-id`, body);
}
