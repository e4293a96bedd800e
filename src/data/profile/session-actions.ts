import { queryClient } from '../../lib/query/query-client';
import { post } from '../../lib/http/client';
import { discardDraftsOfCurrentUser } from '../../lib/drafts/draft-store';
import { removePersistedQueries } from '../../lib/query/query-persister';
import { redirectToLogin } from '../../lib/session/redirect-to-login';
import { saveSession } from '../../lib/session/session-storage';
import type { TenantSummary } from './profile-query';

// design.md "Tenants never mix": sign-out and tenant switch clear the old tenant's cached
// data (in memory and the stored copy, awaited) before anything else, then leave the page so
// every kept-alive tab is closed.

interface SwitchTenantAnswer {
  token: string;
  tenant_id: string;
  tenants: TenantSummary[];
}

async function clearTenantData(): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.clear();
  // stack-notes "Persisted queries": clear() alone leaves the IndexedDB copy behind.
  await removePersistedQueries().catch(() => undefined);
}

export async function switchTenant(tenantId: string, homeUrl: string): Promise<void> {
  const answer = await post<SwitchTenantAnswer>('/scrm/v1/auth/switch-tenant', {
    tenant_id: tenantId,
  });
  await clearTenantData();
  saveSession({ token: answer.token, tenantId: answer.tenant_id });
  window.location.assign(homeUrl);
}

export async function signOut(): Promise<void> {
  try {
    await post('/scrm/v1/auth/logout');
  } catch {
    // offline or already expired: the local session is dropped either way
  }
  // Drafts are keyed by the session's tenant and user: drop them before the session goes.
  await discardDraftsOfCurrentUser().catch(() => undefined);
  await clearTenantData();
  redirectToLogin();
}
