import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../lib/http/client';

// docs/conventions.md: the signed-in user, the current tenant and the tenants the user may switch to.
export interface TenantSummary {
  tenant_id: string;
  name: string;
}

export interface Profile {
  user: { id: string | number; account: string; name: string };
  tenant: TenantSummary & { app_mode?: number; logo?: string };
  tenants: TenantSummary[];
}

export const profileQueryOptions = queryOptions({
  queryKey: ['platform', 'profile'],
  queryFn: () => get<Profile>('/scrm/v1/auth/profile'),
  staleTime: 5 * 60_000,
  // issue #5: the operator's own account and tenant, kept so the shell renders offline.
  meta: { persist: true },
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
