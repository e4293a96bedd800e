// issue #35 /authorize (自建应用 tab): the WeCom sync's progress and a "sync now" button. A run
// walks departments → tags → customers → groups (docs/wecom.md "What syncs when").
import { defineEndpoint, page, responseOf } from '../endpoint';

export const WECOM_SYNC_PHASE_LABELS = {
  directory: '同步部门与员工',
  tags: '同步企业标签',
  customers: '同步客户',
  groups: '同步客户群',
  done: '已完成',
} as const;
export type WecomSyncPhase = keyof typeof WECOM_SYNC_PHASE_LABELS;

export const WECOM_SYNC_STATUS_LABELS = {
  running: '同步中',
  done: '已完成',
  failed: '失败',
} as const;

export interface WecomSyncProgress {
  readonly id: number;
  /** full: on connecting or asked for; reconcile: the nightly repair. */
  readonly kind: 'full' | 'reconcile';
  readonly status: keyof typeof WECOM_SYNC_STATUS_LABELS;
  readonly phase: WecomSyncPhase;
  readonly counts: {
    readonly departments: number;
    readonly employees: number;
    readonly tags: number;
    readonly customers: number;
    readonly relations: number;
    readonly groups: number;
    readonly members: number;
  };
  readonly pages: number;
  readonly error: string;
  readonly started_at: string;
  readonly updated_at: string;
  readonly finished_at: string | null;
}

/** The latest run (null: never synced, or the tenant is on the sandbox). */
export const wecomSyncProgress = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/platform/wecom/sync',
  permission: page('/authorize'),
  response: responseOf<WecomSyncProgress | null>(),
});

/** Starts a full sync (or answers the one already running). */
export const wecomSyncStart = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/platform/wecom/sync',
  permission: page('/authorize'),
  action: 'settings',
  response: responseOf<WecomSyncProgress | null>(),
});
