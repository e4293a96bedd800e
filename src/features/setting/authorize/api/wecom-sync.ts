// /authorize 自建应用 → the WeCom sync's progress and 立即同步 / 重试 (contract/setting/wecom-sync.ts,
// docs/wecom.md "What syncs when"). A running sync is polled; a finished one is not.
import type { WecomSyncProgress } from '../../../../../contract/setting/wecom-sync';
import { wecomSyncProgress, wecomSyncStart } from '../../../../../contract/setting/wecom-sync';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';

/** Polled every 3 s while a run is going on. */
export const SYNC_POLL_MS = 3000;

export function syncPollInterval(progress: WecomSyncProgress | null | undefined): number | false {
  return progress?.status === 'running' ? SYNC_POLL_MS : false;
}

export function useWecomSyncProgress() {
  return useEndpointQuery(wecomSyncProgress, {}, { refetchInterval: syncPollInterval });
}

export function useWecomSyncStart() {
  return useEndpointMutation(wecomSyncStart, { invalidates: [wecomSyncProgress] });
}
