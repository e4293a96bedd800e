// issue #35, docs/wecom.md "Callbacks": the job that applies one recorded callback to our
// tables. Each effect runs under `once` (its marker commits with it), and the record is marked
// applied in the same way, so a retried job or a replayed callback changes nothing twice.
import type { JobContext } from '../../../jobs/job-types';
import type { RouteDeps } from '../../../http/app-deps';
import type { Database } from '../../../db/database';
import { readCallbackEvent } from '../../../platform/wecom-callback/callback-event';
import type { CallbackEvent } from '../../../platform/wecom-callback/callback-event';
import { readXml } from '../../../platform/wecom-callback/callback-xml';
import type {
  CallbackPlatform,
  CallbackPlatformFor,
} from '../../../platform/wecom-callback/callback-platform';
import { syncDirectory } from '../../company/mail-list/directory-sync';
import { syncTags } from '../../customer/tag-manage/tag-sync';
import { applyChatEvent } from './apply-chat-event';
import { applyContactEvent } from './apply-contact-event';
import { loadCallback, markCallback } from './callback-store';

export const WECOM_CALLBACK_JOB = 'platform.wecom-callback';

export interface CallbackJobData {
  readonly tenantId: string;
  readonly callbackId: number;
}

export interface ApplyStep {
  readonly once: JobContext<CallbackJobData>['once'];
  readonly key: string;
  readonly now: Date;
}

type Outcome = { outcome: 'applied' | 'ignored'; note: Record<string, unknown> };

async function dispatch(
  db: Database,
  platform: CallbackPlatform,
  tenantId: string,
  event: CallbackEvent,
  step: ApplyStep,
): Promise<Outcome> {
  switch (event.family) {
    case 'change_external_contact':
      return applyContactEvent(db, platform, tenantId, event, step);
    case 'change_external_chat':
      return applyChatEvent(db, platform, tenantId, event, step);
    case 'change_external_tag': {
      // The event names the tag, not its new state: the mirror follows the platform's list,
      // read before the transaction (no platform call inside one).
      const groups = await platform.adapter.listCorpTags(tenantId);
      const adapter = { ...platform.adapter, listCorpTags: async () => groups };
      const report: { value: Record<string, unknown> } = { value: {} };
      await step.once(`${step.key}:tags`, async (tx) => {
        const synced = await syncTags(tx, adapter, tenantId, step.now);
        report.value = { added: synced.added, updated: synced.updated, removed: synced.removed };
      });
      return { outcome: 'applied', note: report.value };
    }
    case 'change_contact': {
      const [departments, staff] = await Promise.all([
        platform.adapter.listDepartments(tenantId),
        platform.adapter.listEmployees(tenantId),
      ]);
      const adapter = {
        ...platform.adapter,
        listDepartments: async () => departments,
        listEmployees: async () => staff,
      };
      const report: { value: Record<string, unknown> } = { value: {} };
      await step.once(`${step.key}:directory`, async (tx) => {
        const synced = await syncDirectory(tx, adapter, tenantId, step.now);
        report.value = { departments: synced.departments, employees: synced.employees };
      });
      return { outcome: 'applied', note: report.value };
    }
    case 'unknown':
      return { outcome: 'ignored', note: { reason: 'unknown_event' } };
  }
}

/** Applies the recorded callback `callbackId` of `tenantId` (a no-op once it is applied). */
export async function applyRecordedCallback(
  db: Database,
  platformFor: CallbackPlatformFor,
  data: CallbackJobData,
  once: ApplyStep['once'],
  now: Date,
): Promise<void> {
  const record = await loadCallback(db, data.tenantId, data.callbackId);
  if (!record || record.appliedAt) return;
  const fields = readXml(record.message);
  const event: CallbackEvent = fields
    ? readCallbackEvent(fields, record.receivedAt)
    : { family: 'unknown', event: 'unreadable', change: '', at: record.receivedAt };
  const key = `wecom-callback:${record.id}`;
  const platform = event.family === 'unknown' ? null : await platformFor(data.tenantId);
  const result: Outcome = platform
    ? await dispatch(db, platform, data.tenantId, event, { once, key, now })
    : { outcome: 'ignored', note: { reason: 'unknown_event' } };
  await once(`${key}:done`, (tx) =>
    markCallback(tx, data.tenantId, record.id, result.outcome, result.note, now),
  );
}

export function defineCallbackJob(deps: RouteDeps, platformFor: CallbackPlatformFor): void {
  deps.jobs.define<CallbackJobData>(
    WECOM_CALLBACK_JOB,
    (job) => applyRecordedCallback(deps.db, platformFor, job.data, job.once, new Date(deps.now())),
    // WeCom's welcome_code lasts 20 s: retry soon, a few times.
    { retryLimit: 5, retryDelaySeconds: 5, concurrency: 4, expireInSeconds: 120 },
  );
}
