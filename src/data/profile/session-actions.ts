import { onlineManager } from '@tanstack/react-query';
import { queryClient } from '../../lib/query/query-client';
import { listPendingWrites, subscribePendingWrites } from '../../lib/offline/pending-writes';
import { post } from '../../lib/http/client';
import { discardDraftsOfCurrentUser } from '../../lib/drafts/draft-store';
import {
  dropCachedQueriesKeepingWrites,
  removePersistedQueries,
} from '../../lib/query/query-persister';
import { redirectToLogin } from '../../lib/session/redirect-to-login';
import { saveSession } from '../../lib/session/session-storage';
import type { TenantSummary } from './profile-query';

// docs/conventions.md "Tenants never mix": sign-out and tenant switch clear the old tenant's cached
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
  // docs/stack.md "Persisted queries": clear() alone leaves the IndexedDB copy behind.
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

async function endSession(clearData: () => Promise<void>): Promise<void> {
  try {
    await post('/scrm/v1/auth/logout');
  } catch {
    // offline or already expired: the local session is dropped either way
  }
  // Drafts are keyed by the session's tenant and user: drop them before the session goes.
  await discardDraftsOfCurrentUser().catch(() => undefined);
  await clearData();
  redirectToLogin();
}

/** Writes queued on this page and not yet confirmed by the server (issue #24). */
export function queuedWriteCount(): number {
  return listPendingWrites(queryClient).length;
}

/** Signs out and drops everything of the session, queued writes included. */
export function signOut(): Promise<void> {
  return endSession(clearTenantData);
}

/**
 * issue #24 保留到下次登录: cached data goes, queued writes stay on this device under the key
 * of this tenant and user, and are sent at that user's next sign-in here.
 */
export function signOutKeepingWrites(): Promise<void> {
  return endSession(async () => {
    await queryClient.cancelQueries();
    await dropCachedQueriesKeepingWrites().catch(() => undefined);
    queryClient.clear();
  });
}

export type SendBeforeSignOut = 'offline' | 'unsent';

/** How long 先发送再退出 waits for the queue to empty before it tells the operator. */
export const SEND_BEFORE_SIGN_OUT_MS = 20_000;

/**
 * issue #24 先发送再退出: sends the queued writes and signs out once none is left; answers why
 * not otherwise (offline, or still unsent after the wait) and keeps the session.
 */
export async function sendWritesThenSignOut(
  waitMs = SEND_BEFORE_SIGN_OUT_MS,
): Promise<SendBeforeSignOut | undefined> {
  if (!onlineManager.isOnline()) return 'offline';
  void queryClient.resumePausedMutations();
  const emptied = await new Promise<boolean>((resolve) => {
    const check = () => {
      if (queuedWriteCount() > 0) return;
      finish(true);
    };
    const unsubscribe = subscribePendingWrites(queryClient, check);
    const timer = setTimeout(() => finish(false), waitMs);
    function finish(result: boolean) {
      clearTimeout(timer);
      unsubscribe();
      resolve(result);
    }
    check();
  });
  if (!emptied) return onlineManager.isOnline() ? 'unsent' : 'offline';
  await signOut();
  return undefined;
}
