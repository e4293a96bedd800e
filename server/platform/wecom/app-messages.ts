// App messages to employees (docs/wecom.md "SOP reminders"): message/send from the tenant's
// self-built app (its agent id) to one member, a text card linking to the sidebar page. Rows of
// `wecom_app_messages` are queued by their owner (an SOP step: in the same statement that makes
// the step due) and delivered here, each claimed before the call. WeCom's duplicate check
// (enable_duplicate_check, interval up to 4 hours) is the call's idempotency key: a row whose
// claim was cut off is sent again with the same content only within that interval, so WeCom
// drops the repeat; an older one is failed rather than risk a second message.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { loadTenantApp } from '../../modules/platform/app-state/tenant-app';
import { BusinessError } from '../../http/http-errors';
import type { WecomReach } from './reach-deps';
import type { WecomApi } from './wecom-api';
import { readAnswer } from './wecom-api';
import { isWecomRetryable } from './wecom-errors';

/** WeCom's longest duplicate-check interval (4 hours), in seconds. */
export const DUPLICATE_CHECK_SECONDS = 14_400;
/** A claim older than this is not repeated (a little inside WeCom's interval). */
const RESEND_WITHIN_MS = (DUPLICATE_CHECK_SECONDS - 600) * 1000;
const INTERRUPTED = '发送时服务中断，超过企业微信的去重时限，为避免重复提醒未再发送';

export interface AppMessage {
  readonly userId: string;
  readonly title: string;
  readonly description: string;
  /** Absolute link (a text card), or null: a text message. */
  readonly url: string | null;
}

export async function sendAppMessage(
  api: WecomApi,
  tenantId: string,
  agentId: number,
  message: AppMessage,
) {
  const content = message.url
    ? {
        msgtype: 'textcard',
        textcard: {
          title: message.title,
          description: message.description,
          url: message.url,
          btntxt: '去处理',
        },
      }
    : { msgtype: 'text', text: { content: `${message.title}\n${message.description}` } };
  const answer = await api.post(tenantId, 'message/send', {
    touser: message.userId,
    agentid: agentId,
    ...content,
    enable_duplicate_check: 1,
    duplicate_check_interval: DUPLICATE_CHECK_SECONDS,
  });
  return readAnswer(
    z.object({ msgid: z.string().optional(), invaliduser: z.string().optional() }),
    answer,
    'message/send',
  );
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface Pending {
  id: number;
  user_id: string;
  title: string;
  description: string;
  path: string;
}

export interface DeliverAppOptions {
  /** Tests: called after WeCom answered, before the row is marked sent (throw = a crash). */
  readonly afterSend?: (id: number) => void;
}

/** Sends the tenant's queued app messages; answers how many WeCom accepted. */
export async function deliverAppMessages(
  db: Database,
  reach: WecomReach,
  tenantId: string,
  now: Date,
  options: DeliverAppOptions = {},
): Promise<number> {
  await db.execute(sql`update wecom_app_messages set state = 3, error = ${INTERRUPTED}
    where tenant_id = ${tenantId} and state = 1
      and claimed_at < ${new Date(now.getTime() - RESEND_WITHIN_MS)}`);
  const app = await loadTenantApp(db, tenantId);
  const agentId = Number(app.agentId);
  let sent = 0;
  for (;;) {
    // Pending rows, and rows whose claim was cut off inside WeCom's duplicate-check interval.
    const [row] = rowsOf<Pending>(
      await db.execute(sql`update wecom_app_messages m set state = 1,
          claimed_at = coalesce(m.claimed_at, ${now})
        from employees e
        where m.id = (select id from wecom_app_messages where tenant_id = ${tenantId}
            and (state = 0 or (state = 1 and claimed_at < ${now})) order by id limit 1
            for update skip locked)
          and m.tenant_id = ${tenantId} and e.tenant_id = m.tenant_id and e.id = m.employee_id
        returning m.id, e.platform_user_id as user_id, m.title, m.description, m.path`),
    );
    if (!row) return sent;
    try {
      const url = reach.siderOrigin ? `${reach.siderOrigin}${row.path}` : null;
      const answer = await sendAppMessage(reach.api, tenantId, agentId, {
        userId: row.user_id,
        title: row.title,
        description: row.description,
        url,
      });
      options.afterSend?.(Number(row.id));
      await db.execute(sql`update wecom_app_messages set state = 2, msg_id = ${answer.msgid ?? ''},
          sent_at = ${now}, error = ${answer.invaliduser ? '该员工不在应用可见范围或已离职' : ''}
        where tenant_id = ${tenantId} and id = ${row.id}`);
      sent += 1;
    } catch (error) {
      if (isWecomRetryable(error) || !(error instanceof BusinessError)) throw error;
      await db.execute(sql`update wecom_app_messages set state = 3, error = ${error.message}
        where tenant_id = ${tenantId} and id = ${row.id}`);
    }
  }
}
