// issue #18 企业话术 in the chat sidebar: the scripts of /enterprise-quick-response the employee
// may use (company-wide plus their department's, in the library's order), and sending one —
// the sandbox records the send (a sidebar event) and the script's usage count goes up once,
// per script and per employee, as /enterprise-quick-response shows it.
import type { MessageAttachment, MessageContent } from '../../../../contract/message-content';
import type { SiderReplies, SiderReply } from '../../../../contract/reach/sider-app';
import type { Database } from '../../../db/database';
import { HttpError } from '../../../http/http-errors';
import {
  recordReplyUse,
  repliesForEmployee,
} from '../enterprise-quick-response/quick-reply-commands';
import type { SiderSession } from './sider-session';
import { recordSiderEvent } from './sider-session';

const ATTACHMENT_LABELS: Record<MessageAttachment['type'], string> = {
  image: '图片',
  link: '链接',
  miniprogram: '小程序',
  video: '视频',
  file: '文件',
};

function attachmentLabel(attachment: MessageAttachment): string {
  const label = ATTACHMENT_LABELS[attachment.type];
  if (attachment.type === 'link' || attachment.type === 'miniprogram') {
    return `${label}：${attachment.title}`;
  }
  if (attachment.type === 'video' || attachment.type === 'file') {
    return `${label}：${attachment.name}`;
  }
  return label;
}

const fill = (text: string, session: SiderSession) =>
  text
    .replaceAll('{客户昵称}', session.customerName)
    .replaceAll('{员工姓名}', session.employeeName);

export async function siderReplyList(
  db: Database,
  session: SiderSession,
  filter: { keyword?: string | undefined; group_id?: number | undefined },
): Promise<SiderReplies> {
  const library = await repliesForEmployee(db, session.tenantId, session.employeeId);
  const byId = new Map(library.groups.map((group) => [group.id, group]));
  const groupName = (id: number): string => {
    const group = byId.get(id);
    if (!group) return '';
    const parent = group.parent_id === null ? undefined : byId.get(group.parent_id);
    return parent ? `${parent.name} / ${group.name}` : group.name;
  };
  const keyword = filter.keyword?.trim().toLowerCase() ?? '';
  // A top-level group includes its sub-groups' scripts.
  const inGroup = (groupId: number) =>
    filter.group_id === undefined ||
    groupId === filter.group_id ||
    byId.get(groupId)?.parent_id === filter.group_id;
  const replies: SiderReply[] = library.replies
    .map((reply) => {
      const message = reply.message as MessageContent;
      return {
        id: reply.id,
        group_id: reply.group_id,
        group_name: groupName(reply.group_id),
        title: reply.title,
        text: fill(message.text ?? '', session),
        attachments: (message.attachments ?? []).map(attachmentLabel),
      };
    })
    .filter(
      (reply) =>
        inGroup(reply.group_id) &&
        (!keyword ||
          reply.title.toLowerCase().includes(keyword) ||
          reply.text.toLowerCase().includes(keyword)),
    );
  return {
    groups: library.groups.map((group) => ({ id: group.id, name: groupName(group.id) })),
    replies,
  };
}

/** A script the employee may not use (another tenant's, another department's) does not exist. */
export async function sendSiderReply(
  db: Database,
  session: SiderSession,
  replyId: number,
  at: Date,
): Promise<{ send_count: number }> {
  const library = await repliesForEmployee(db, session.tenantId, session.employeeId);
  if (!library.replies.some((reply) => reply.id === replyId)) {
    throw new HttpError(404, '话术不存在或您无权使用');
  }
  const result = await recordReplyUse(db, session.tenantId, replyId, session.employeeId, at);
  await recordSiderEvent(db, session, 'reply_sent', 'quick-reply', at, replyId);
  return result;
}
