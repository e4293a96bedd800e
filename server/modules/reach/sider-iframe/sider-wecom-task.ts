// A due customer-SOP step sent from the sidebar inside WeCom (docs/wecom.md "The chat sidebar"):
// the step's message (contract/message-content.ts) as the sendChatMessage bodies the page sends
// one by one — its text with the variables filled for this customer and employee, then each
// attachment: an image, video or file by the WeCom media id the one media service gives (limits
// first, a live id reused), a link as a card, a mini program with its appid, page and cover.
import { sql } from 'drizzle-orm';
import { fillVariables, messageContentSchema } from '../../../../contract/message-content';
import type { MessageAttachment } from '../../../../contract/message-content';
import type { SiderChatMessage } from '../../../../contract/reach/sider-wecom';
import { SOP_KIND_CODES, SOP_TASK_STATUS } from '../../../../contract/reach/sop';
import type { Database } from '../../../db/database';
import { BusinessError, HttpError } from '../../../http/http-errors';
import { wecomReachOf } from '../../../platform/wecom/reach-deps';
import { tenantPlatformKind } from '../../../platform/wecom/tenant-platform';
import type { SiderSession } from './sider-session';
import { SIDER_WECOM_ERRORS } from './sider-wecom';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** sendChatMessage's imgUrl must be an address WeCom's client can open. */
const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : '');

async function chatMessageOf(
  db: Database,
  tenantId: string,
  attachment: MessageAttachment,
): Promise<SiderChatMessage> {
  switch (attachment.type) {
    case 'link':
      return {
        msgtype: 'news',
        news: {
          link: attachment.url,
          title: attachment.title,
          desc: attachment.desc,
          imgUrl: absolute(attachment.cover),
        },
      };
    case 'miniprogram':
      return {
        msgtype: 'miniprogram',
        miniprogram: {
          appid: attachment.appid,
          title: attachment.title,
          imgUrl: absolute(attachment.cover),
          page: attachment.page,
        },
      };
    case 'image':
    case 'video':
    case 'file': {
      const { media, read } = wecomReachOf(db);
      const file = await read(attachment.url, attachment.name);
      const mediaid = await media.mediaId(tenantId, attachment.type, file, 'message');
      switch (attachment.type) {
        case 'image':
          return { msgtype: 'image', image: { mediaid } };
        case 'video':
          return { msgtype: 'video', video: { mediaid } };
        case 'file':
          return { msgtype: 'file', file: { mediaid } };
      }
    }
  }
}

export async function siderTaskChatMessages(
  db: Database,
  session: SiderSession,
  taskId: number,
): Promise<{ messages: SiderChatMessage[] }> {
  if ((await tenantPlatformKind(db, session.tenantId)) !== 'wecom') {
    const { code, msg } = SIDER_WECOM_ERRORS.notOnWecom;
    throw new BusinessError(code, msg);
  }
  const [task] = rowsOf<{ customer_name: string; message: unknown }>(
    await db.execute(sql`select coalesce(c.name, '') as customer_name,
        p.config -> 'steps' -> (t.step - 1) -> 'message' as message
      from sop_tasks t
      join sop_plans p on p.tenant_id = t.tenant_id and p.id = t.plan_id
        and p.kind = ${SOP_KIND_CODES.customer}
      left join customers c on c.tenant_id = t.tenant_id and c.id = t.target_id
      where t.tenant_id = ${session.tenantId} and t.id = ${taskId}
        and t.employee_id = ${session.employeeId} and t.status = ${SOP_TASK_STATUS.due}`),
  );
  if (!task) throw new HttpError(404, 'SOP任务不存在或已处理');
  const parsed = messageContentSchema.safeParse(task.message);
  if (!parsed.success) throw new HttpError(404, 'SOP任务的消息内容已失效');
  const { text, attachments } = parsed.data;
  const messages: SiderChatMessage[] = [];
  const filled = fillVariables(text, {
    客户昵称: task.customer_name,
    员工姓名: session.employeeName,
  });
  if (filled) messages.push({ msgtype: 'text', text: { content: filled } });
  for (const attachment of attachments) {
    messages.push(await chatMessageOf(db, session.tenantId, attachment));
  }
  return { messages };
}
