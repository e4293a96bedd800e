// externalcontact/add_msg_template, get_groupmsg_task, get_groupmsg_send_result,
// remind_groupmsg_send, cancel_groupmsg_send (state and rules in ../fake-group-msg.ts).
// Enforced: chat_type single needs external_userid (≤ 10,000) or a tag filter, group takes
// ≤ 2,000 chat ids and needs a sender; text ≤ 4,000 bytes; ≤ 9 attachments with live media
// ids (40007); text and attachments not both empty (41033); the sender must be a member
// (60111); pages of ≤ 1,000 (limit above is capped).
import { z } from 'zod';
import { refusal } from '../fake-checks';
import { corpOf, decodeCursor, encodeCursor, userKnown } from '../fake-corp-context';
import { groupMsgState } from '../fake-group-msg';
import { deadMediaIn } from '../fake-media';
import type { FakeContext, FakeRoute } from '../fake-types';

const MAX_SINGLE = 10_000;
const MAX_CHATS = 2_000;
const PAGE_MAX = 1_000;

const addBody = z.object({
  chat_type: z.enum(['single', 'group']).optional(),
  external_userid: z.array(z.string()).optional(),
  chat_id_list: z.array(z.string()).optional(),
  tag_filter: z
    .object({ group_list: z.array(z.object({ tag_list: z.array(z.string()) })) })
    .optional(),
  sender: z.string().optional(),
  allow_select: z.boolean().optional(),
  text: z.object({ content: z.string() }).optional(),
  attachments: z.array(z.object({ msgtype: z.string() }).passthrough()).optional(),
});
const msgBody = z.object({ msgid: z.string() });
const pageFields = { limit: z.number().int().optional(), cursor: z.string().optional() };
const taskBody = z.object({ msgid: z.string(), ...pageFields });
const resultBody = z.object({ msgid: z.string(), userid: z.string(), ...pageFields });

function page<T>(items: readonly T[], input: { limit?: number; cursor?: string }) {
  const limit = Math.min(Math.max(input.limit ?? 500, 1), PAGE_MAX);
  const offset = input.cursor ? (decodeCursor<{ o: number }>(input.cursor)?.o ?? 0) : 0;
  const slice = items.slice(offset, offset + limit);
  const next = offset + limit < items.length ? encodeCursor({ o: offset + limit }) : '';
  return { slice, next };
}

const taskOf = (context: FakeContext, msgid: string) => {
  const task = groupMsgState(context.state).tasks.get(msgid);
  return task && task.corpId === context.corp.corpId ? task : undefined;
};

const post = (api: string, body: z.ZodType, handle: FakeRoute['handle']): FakeRoute => ({
  method: 'POST',
  api: `externalcontact/${api}`,
  permission: 'externalcontact',
  body,
  handle,
});

export const routes: readonly FakeRoute[] = [
  post('add_msg_template', addBody, (context) => {
    const input = addBody.parse(context.request.body);
    const chatType = input.chat_type ?? 'single';
    const textBytes = Buffer.byteLength(input.text?.content ?? '');
    if (!textBytes && !input.attachments?.length) return refusal(41033, 'missing content');
    if (textBytes > 4000) return refusal(40058, 'invalid text size');
    if ((input.attachments?.length ?? 0) > 9) return refusal(40058, 'invalid attachments size');
    if (deadMediaIn(context, input.attachments)) return refusal(40007, 'invalid media_id');
    if (chatType === 'group' && !input.sender) return refusal(40058, 'sender required');
    if (input.sender && !userKnown(context, input.sender)) return refusal(60111, 'invalid userid');
    if ((input.external_userid?.length ?? 0) > MAX_SINGLE) {
      return refusal(40058, 'invalid external_userid size');
    }
    if ((input.chat_id_list?.length ?? 0) > MAX_CHATS) {
      return refusal(40058, 'invalid chat_id_list size');
    }
    const targets = chatType === 'single' ? input.external_userid : input.chat_id_list;
    if (chatType === 'single' && !targets?.length && !input.tag_filter) {
      return refusal(40058, 'external_userid required');
    }
    // Ids that are not external contacts or chats at all come back in fail_list.
    const valid = (id: string) => (chatType === 'single' ? /^wm/.test(id) : /^wr/.test(id));
    const recipients = [...new Set(targets ?? [])];
    const msgid = corpOf(context).nextId('msg');
    groupMsgState(context.state).tasks.set(msgid, {
      msgid,
      corpId: context.corp.corpId,
      chatType,
      sender: input.sender ?? '',
      recipients: recipients.filter(valid),
      body: input as Record<string, unknown>,
      senderStatus: 0,
      sendTime: 0,
      cancelled: false,
      results: new Map(recipients.filter(valid).map((id) => [id, 0])),
      reminders: [],
    });
    return { msgid, fail_list: recipients.filter((id) => !valid(id)) };
  }),
  post('get_groupmsg_task', taskBody, (context) => {
    const input = taskBody.parse(context.request.body);
    const task = taskOf(context, input.msgid);
    if (!task) return refusal(40058, 'invalid msgid');
    const { slice, next } = page([task], input);
    return {
      ...(next ? { next_cursor: next } : {}),
      task_list: slice.map((t) => ({
        userid: t.sender,
        status: t.senderStatus,
        ...(t.sendTime ? { send_time: t.sendTime } : {}),
      })),
    };
  }),
  post('get_groupmsg_send_result', resultBody, (context) => {
    const input = resultBody.parse(context.request.body);
    const task = taskOf(context, input.msgid);
    if (!task) return refusal(40058, 'invalid msgid');
    const rows = task.sender === input.userid ? [...task.results] : [];
    const { slice, next } = page(rows, input);
    const idField = task.chatType === 'single' ? 'external_userid' : 'chat_id';
    return {
      ...(next ? { next_cursor: next } : {}),
      send_list: slice.map(([id, status]) => ({
        [idField]: id,
        userid: task.sender,
        status,
        ...(status === 1 ? { send_time: task.sendTime } : {}),
      })),
    };
  }),
  post('remind_groupmsg_send', msgBody, (context) => {
    const task = taskOf(context, msgBody.parse(context.request.body).msgid);
    if (!task) return refusal(40058, 'invalid msgid');
    const now = corpOf(context).now();
    const recent = task.reminders.filter((at) => now - at < 86_400);
    if (recent.length >= 3) return refusal(41096, 'remind too frequently');
    task.reminders.push(now);
    return {};
  }),
  post('cancel_groupmsg_send', msgBody, (context) => {
    const task = taskOf(context, msgBody.parse(context.request.body).msgid);
    if (!task) return refusal(40058, 'invalid msgid');
    task.cancelled = true;
    return {};
  }),
];
