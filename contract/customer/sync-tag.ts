// issue #19 /sync-tag 同步企微标签 (docs/domain.md §4: push/pull corp tags, change_external_tag;
// [LW] WeSynchRecord): the difference between our tags and the platform's, a sync run (pull,
// push or both; one at a time), the daily schedule, and the history of runs.
import { z } from 'zod';
import type { ListData } from '../envelope';
import { defineEndpoint, page, responseOf } from '../endpoint';
import { pagingQuery, safeText } from '../fields';

export const SYNC_DIRECTIONS = ['pull', 'push', 'both'] as const;
export type SyncDirection = (typeof SYNC_DIRECTIONS)[number];

export interface TagDiffRow {
  /** only_here: not on the platform; only_there: not here; renamed: same id, other name. */
  readonly kind: 'only_here' | 'only_there' | 'renamed';
  readonly group: string;
  readonly local_name: string | null;
  readonly platform_name: string | null;
}

export interface TagDiff {
  readonly rows: readonly TagDiffRow[];
  readonly same: number;
}

export interface SyncRunRow {
  readonly id: number;
  readonly direction: SyncDirection;
  readonly trigger: 'manual' | 'schedule' | 'event';
  readonly status: 'running' | 'done' | 'failed';
  readonly added: number;
  readonly updated: number;
  readonly removed: number;
  readonly pushed: number;
  readonly errors: readonly string[];
  readonly started_at: string;
  readonly finished_at: string | null;
}

export interface SyncSettings {
  readonly schedule_enabled: boolean;
  readonly schedule_time: string;
  readonly direction: SyncDirection;
  readonly apply_events: boolean;
}

const direction = z.enum(SYNC_DIRECTIONS, { error: '同步方向不正确' });

export const syncSettingsBody = z
  .object({
    schedule_enabled: z.boolean({ error: '定时同步格式不正确' }),
    schedule_time: z
      .string({ error: '同步时间格式应为HH:mm' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: '同步时间格式应为HH:mm' }),
    direction,
    apply_events: z.boolean({ error: '实时同步格式不正确' }),
  })
  .strict();

export const tagDiff = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/tag-sync/diff',
  permission: page('/sync-tag'),
  response: responseOf<TagDiff>(),
});
export const runTagSync = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/tag-sync/runs',
  permission: page('/sync-tag'),
  body: z.object({ direction }).strict(),
  response: responseOf<SyncRunRow>(),
});
export const tagSyncRuns = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/tag-sync/runs',
  permission: page('/sync-tag'),
  query: z.object({ ...pagingQuery }),
  response: responseOf<ListData<SyncRunRow>>(),
});
export const tagSyncSettings = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/tag-sync/settings',
  permission: page('/sync-tag'),
  response: responseOf<SyncSettings>(),
});
export const saveTagSyncSettings = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/tag-sync/settings',
  permission: page('/sync-tag'),
  body: syncSettingsBody,
  response: responseOf<SyncSettings>(),
});
/** The sandbox: a tag renamed in the platform's admin (a change_external_tag event follows). */
export const sandboxRenameTag = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/sandbox/tag-rename',
  permission: page('/sync-tag'),
  body: z
    .object({
      platform_id: safeText('标签平台编号', 64, 1),
      name: safeText('标签名称', 15, 1),
    })
    .strict(),
  response: responseOf<null>(),
});

export const SYNC_RUNNING_MESSAGE = '已有同步任务正在进行，请等待完成后再试';
