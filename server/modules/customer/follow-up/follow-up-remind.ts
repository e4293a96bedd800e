// issue #41 a due follow-up reminds its employee once (docs/handover.md "Reminders"): a job
// at the follow-up's next time records a notice (the sandbox's delivery) and, for a tenant on
// WeCom, queues an app message (wecom_app_messages, the SOP reminders' path) that the same
// job sends with message/send. The notice, the app message row and `reminded_at` are written
// under one `once` key and each has its own unique key: a retried job reminds nobody twice.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import type { JobContext } from '../../../jobs/job-types';
import { deliverAppMessages } from '../../../platform/wecom/app-messages';
import { wecomReachOf } from '../../../platform/wecom/reach-deps';
import { tenantPlatformKind } from '../../../platform/wecom/tenant-platform';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface RemindData {
  readonly tenantId: string;
  readonly followUpId: number;
}

interface Due {
  id: number;
  customer_id: number;
  customer_name: string;
  employee_id: number | null;
  text: string;
  next_follow_at: Date;
}

const excerpt = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

export async function remindFollowUp(db: Database, job: JobContext<RemindData>, now: Date) {
  const { tenantId, followUpId } = job.data;
  const [due] = rowsOf<Due>(
    await db.execute(sql`select f.id, f.customer_id, c.name as customer_name, f.employee_id,
        f.text, f.next_follow_at
      from customer_follow_ups f
      join customers c on c.tenant_id = f.tenant_id and c.id = f.customer_id
      where f.tenant_id = ${tenantId} and f.id = ${followUpId} and f.reminded_at is null
        and f.next_follow_at is not null and f.next_follow_at <= ${now}`),
  );
  if (!due || due.employee_id === null) return;
  const onWecom = (await tenantPlatformKind(db, tenantId)) === 'wecom';
  const title = `客户「${due.customer_name}」到了跟进时间`;
  const description = `上次跟进：${excerpt(due.text)}`;
  const key = `follow-up:${due.id}`;
  await job.once(`remind:${key}`, async (tx) => {
    await tx.execute(sql`update customer_follow_ups set reminded_at = ${now}
      where tenant_id = ${tenantId} and id = ${due.id} and reminded_at is null`);
    await tx.execute(sql`insert into customer_alert_notices
        (tenant_id, kind, recipient_employee_id, event_key, customer_id, content, created_at)
      values (${tenantId}, 'follow_up', ${due.employee_id}, ${key}, ${due.customer_id},
        ${`${title}，${description}`}, ${now})
      on conflict do nothing`);
    if (onWecom) {
      await tx.execute(sql`insert into wecom_app_messages
          (tenant_id, key, employee_id, title, description, path, created_at)
        values (${tenantId}, ${key}, ${due.employee_id}, ${title}, ${description},
          '/sidebar/customer', ${now})
        on conflict do nothing`);
    }
  });
  if (onWecom) await deliverAppMessages(db, wecomReachOf(db), tenantId, now);
}
