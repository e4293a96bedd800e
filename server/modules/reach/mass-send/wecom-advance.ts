// The advance run's WeCom part (docs/wecom.md "Mass sends"): for a tenant on WeCom, create the
// due batches' WeCom tasks (wecom-submit.ts), poll the created ones (wecom-poll.ts), and while
// any is open ask for another run in POLL_INTERVAL_MS (a durable job, so a restart keeps the
// chain). A sandbox tenant is left to the sandbox's delivery (deliver-sends.ts).
import { sql } from 'drizzle-orm';
import type { RouteDeps } from '../../../http/app-deps';
import { BATCH_STATE } from '../../../platform/wecom/mass-send-platform';
import { wecomReachOf } from '../../../platform/wecom/reach-deps';
import { tenantPlatformKind } from '../../../platform/wecom/tenant-platform';
import type { PollOptions } from './wecom-poll';
import { pollWecomBatches } from './wecom-poll';
import type { SubmitOptions } from './wecom-submit';
import { submitWecomBatches } from './wecom-submit';

export const POLL_INTERVAL_MS = 5 * 60_000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Tests: small batches and a crash after a page. */
export interface WecomAdvanceOptions extends SubmitOptions, PollOptions {}

/** Answers whether the tenant is on WeCom (false: nothing was done). */
export async function advanceWecomSends(
  deps: RouteDeps,
  tenantId: string,
  jobName: string,
  options: WecomAdvanceOptions = {},
): Promise<boolean> {
  if ((await tenantPlatformKind(deps.db, tenantId)) !== 'wecom') return false;
  const reach = wecomReachOf(deps.db);
  await submitWecomBatches(deps.db, reach, tenantId, new Date(deps.now()), options);
  await pollWecomBatches(deps.db, reach, tenantId, new Date(deps.now()), options);
  const [open] = rowsOf<{ n: number }>(
    await deps.db.execute(sql`select count(*)::int as n from wecom_mass_batches
      where tenant_id = ${tenantId} and state in (${BATCH_STATE.new}, ${BATCH_STATE.created})`),
  );
  if ((open?.n ?? 0) === 0) return true;
  const next = Math.ceil((deps.now() + 1) / POLL_INTERVAL_MS) * POLL_INTERVAL_MS;
  await deps.jobs.enqueue(
    jobName,
    { tenantId },
    { key: `wecom-poll:${next}`, runAt: new Date(next) },
  );
  return true;
}
