// issue #19 /sync-tag settings: a daily sync at a set China time (the job calls
// runScheduledSyncs; once per tenant per day), and whether the platform's tag-change events
// are applied as they arrive.
import { and, eq } from 'drizzle-orm';
import type { SyncDirection, SyncSettings } from '../../../../contract/customer/sync-tag';
import type { Database } from '../../../db/database';
import { tagSyncSettings } from '../../../db/schema/customer-ops';
import type { PlatformAdapter } from '../../../platform/adapter';
import { chinaClock } from '../../../../contract/china-time';
import { runSync } from './sync-runs';

export async function syncSettingsOf(db: Database, tenantId: string): Promise<SyncSettings> {
  const [row] = await db
    .select()
    .from(tagSyncSettings)
    .where(eq(tagSyncSettings.tenantId, tenantId));
  return {
    schedule_enabled: row?.scheduleEnabled ?? false,
    schedule_time: row?.scheduleTime ?? '02:00',
    direction: (row?.direction ?? 'pull') as SyncDirection,
    apply_events: row?.applyEvents ?? true,
  };
}

export async function saveSyncSettings(
  db: Database,
  tenantId: string,
  body: SyncSettings,
  at: Date,
): Promise<SyncSettings> {
  const values = {
    scheduleEnabled: body.schedule_enabled,
    scheduleTime: body.schedule_time,
    direction: body.direction,
    applyEvents: body.apply_events,
    updatedAt: at,
  };
  await db
    .insert(tagSyncSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: tagSyncSettings.tenantId, set: values });
  return syncSettingsOf(db, tenantId);
}

/** The daily job: every tenant whose time has come today and has not run today. */
export async function runScheduledSyncs(
  db: Database,
  adapter: PlatformAdapter,
  now: Date,
): Promise<number> {
  const clock = chinaClock(now);
  const due = await db
    .select()
    .from(tagSyncSettings)
    .where(eq(tagSyncSettings.scheduleEnabled, true));
  let ran = 0;
  for (const settings of due) {
    if (settings.scheduleTime > clock.time || settings.lastScheduledDay === clock.date) continue;
    const [claimed] = await db
      .update(tagSyncSettings)
      .set({ lastScheduledDay: clock.date })
      .where(
        and(
          eq(tagSyncSettings.tenantId, settings.tenantId),
          eq(tagSyncSettings.lastScheduledDay, settings.lastScheduledDay),
        ),
      )
      .returning({ tenantId: tagSyncSettings.tenantId });
    if (!claimed) continue;
    await runSync(
      db,
      adapter,
      settings.tenantId,
      settings.direction as SyncDirection,
      'schedule',
      now,
    ).catch(() => undefined);
    ran += 1;
  }
  return ran;
}

/** change_external_tag: pull at once when the tenant applies events (skipped while one runs). */
export async function applyTagChangeEvent(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  now: Date,
): Promise<boolean> {
  const settings = await syncSettingsOf(db, tenantId);
  if (!settings.apply_events) return false;
  await runSync(db, adapter, tenantId, 'pull', 'event', now);
  return true;
}
