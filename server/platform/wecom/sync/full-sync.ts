// A WeCom sync run, phase after phase (docs/wecom.md "What syncs when"): the directory
// (department/list, user/list) and the corp tags (get_corp_tag_list) through the domain's own
// mirror syncs, then customers and groups page by page. It resumes at the run's phase and
// cursor, so a retried or restarted job never reads a committed page again.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { tags } from '../../../db/schema/customers';
import { departments, employees } from '../../../db/schema/directory';
import { syncDirectory } from '../../../modules/company/mail-list/directory-sync';
import { syncTags } from '../../../modules/customer/tag-manage/tag-sync';
import type { PlatformAdapter } from '../../adapter';
import type { WecomApi } from '../wecom-api';
import { syncCustomers } from './sync-customers';
import { syncGroups } from './sync-groups';
import { loadRun, saveStep, SYNC_PHASES } from './sync-runs';
import type { SyncPhase } from './sync-runs';

export interface SyncDeps {
  readonly db: Database;
  readonly api: WecomApi;
  readonly adapter: PlatformAdapter;
  readonly now: () => Date;
}

const reached = (phase: SyncPhase, step: SyncPhase) =>
  SYNC_PHASES.indexOf(phase) > SYNC_PHASES.indexOf(step);

export async function runSyncPhases(
  deps: SyncDeps,
  tenantId: string,
  runId: number,
  onPage: (pages: number) => Promise<void>,
): Promise<void> {
  const { db, adapter, now } = deps;
  const current = async () => {
    const run = await loadRun(db, tenantId, runId);
    if (!run) throw new Error('wecom sync run vanished');
    return run;
  };
  let run = await current();
  if (!reached(run.phase as SyncPhase, 'directory')) {
    await syncDirectory(db, adapter, tenantId, now());
    const set = {
      departments: await db.$count(departments, eq(departments.tenantId, tenantId)),
      employees: await db.$count(
        employees,
        and(eq(employees.tenantId, tenantId), eq(employees.status, 1)),
      ),
    };
    await saveStep(db, tenantId, runId, { phase: 'tags', checkpoint: {}, set }, now());
    run = await current();
  }
  if (!reached(run.phase as SyncPhase, 'tags')) {
    await syncTags(db, adapter, tenantId, now());
    const tagCount = await db.$count(tags, eq(tags.tenantId, tenantId));
    await saveStep(
      db,
      tenantId,
      runId,
      { phase: 'customers', checkpoint: {}, set: { tags: tagCount } },
      now(),
    );
    run = await current();
  }
  const context = { db, api: deps.api, tenantId, now, onPage };
  if (!reached(run.phase as SyncPhase, 'customers')) {
    await syncCustomers({ ...context, run });
    run = await current();
  }
  if (!reached(run.phase as SyncPhase, 'groups')) await syncGroups({ ...context, run });
}
