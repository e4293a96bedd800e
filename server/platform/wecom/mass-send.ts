// WeCom's enterprise mass send (企业群发, docs/wecom.md "Mass sends"): add_msg_template creates a
// task that the sender confirms in WeCom; get_groupmsg_task answers each sender's state and
// get_groupmsg_send_result each customer's (or group's); remind_groupmsg_send notifies the
// sender again (≤ 3 times in 24 h per msgid); cancel_groupmsg_send stops what is not sent.
import { z } from 'zod';
import type { WecomMessage } from './message-attachments';
import type { WecomApi } from './wecom-api';
import { readAnswer } from './wecom-api';

/** add_msg_template: at most 10,000 external_userid (single) or 2,000 chat ids (group) a call. */
export const SINGLE_RECIPIENTS_PER_CALL = 10_000;
export const GROUP_CHATS_PER_CALL = 2_000;
/** get_groupmsg_task / get_groupmsg_send_result: at most 1,000 rows a page. */
export const RESULT_PAGE_LIMIT = 1_000;

/**
 * get_groupmsg_send_result's status: 0 not sent yet, 1 sent, 2 not a friend (any more),
 * 3 the customer already received another mass message (its receive limit).
 */
export const SEND_RESULT_REASONS: Readonly<Record<number, string>> = {
  1: '',
  2: '因客户不是好友导致发送失败',
  3: '因客户已经收到其他群发消息导致发送失败（已达接收上限）',
};

export interface MsgTemplate {
  readonly chatType: 'single' | 'group';
  readonly sender: string;
  /** single: the customers; group: omitted (the sender picks) or chat ids. */
  readonly externalUserIds?: readonly string[];
  readonly chatIds?: readonly string[];
  readonly message: WecomMessage;
}

export async function addMsgTemplate(api: WecomApi, tenantId: string, template: MsgTemplate) {
  const answer = await api.post(tenantId, 'externalcontact/add_msg_template', {
    chat_type: template.chatType,
    sender: template.sender,
    ...(template.externalUserIds ? { external_userid: template.externalUserIds } : {}),
    ...(template.chatIds ? { chat_id_list: template.chatIds } : {}),
    ...(template.message.text ? { text: template.message.text } : {}),
    ...(template.message.attachments.length ? { attachments: template.message.attachments } : {}),
  });
  const read = readAnswer(
    z.object({ msgid: z.string(), fail_list: z.array(z.string()).optional() }),
    answer,
    'add_msg_template',
  );
  return { msgId: read.msgid, failList: read.fail_list ?? [] };
}

const taskPage = z.object({
  next_cursor: z.string().optional(),
  task_list: z.array(z.object({ userid: z.string(), status: z.number().int() })).default([]),
});

/** get_groupmsg_task: each sender's state (0 not sent, 2 sent) of one msgid, a page. */
export async function groupMsgTasks(
  api: WecomApi,
  tenantId: string,
  msgId: string,
  cursor: string,
) {
  const answer = await api.post(tenantId, 'externalcontact/get_groupmsg_task', {
    msgid: msgId,
    limit: RESULT_PAGE_LIMIT,
    ...(cursor ? { cursor } : {}),
  });
  const page = readAnswer(taskPage, answer, 'get_groupmsg_task');
  return { tasks: page.task_list, nextCursor: page.next_cursor ?? '' };
}

const resultPage = z.object({
  next_cursor: z.string().optional(),
  send_list: z
    .array(
      z.object({
        external_userid: z.string().optional(),
        chat_id: z.string().optional(),
        userid: z.string(),
        status: z.number().int(),
        send_time: z.number().int().optional(),
      }),
    )
    .default([]),
});

/** get_groupmsg_send_result: one sender's recipients of one msgid and their status, a page. */
export async function groupMsgSendResults(
  api: WecomApi,
  tenantId: string,
  msgId: string,
  userId: string,
  cursor: string,
) {
  const answer = await api.post(tenantId, 'externalcontact/get_groupmsg_send_result', {
    msgid: msgId,
    userid: userId,
    limit: RESULT_PAGE_LIMIT,
    ...(cursor ? { cursor } : {}),
  });
  const page = readAnswer(resultPage, answer, 'get_groupmsg_send_result');
  return { results: page.send_list, nextCursor: page.next_cursor ?? '' };
}

export async function remindGroupMsg(api: WecomApi, tenantId: string, msgId: string) {
  await api.post(tenantId, 'externalcontact/remind_groupmsg_send', { msgid: msgId });
}

export async function cancelGroupMsg(api: WecomApi, tenantId: string, msgId: string) {
  await api.post(tenantId, 'externalcontact/cancel_groupmsg_send', { msgid: msgId });
}
