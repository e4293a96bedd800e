// externalcontact/groupchat/list (POST: status_filter, owner_filter, cursor, limit 1–1000 →
// group_chat_list [{chat_id, status}], next_cursor) and groupchat/get (POST: chat_id,
// need_name → group_chat with member_list). An unknown chat answers 40050.
import { z } from 'zod';
import { refusal } from '../fake-checks';
import type { FakeRoute } from '../fake-types';
import { corpOf, decodeCursor, encodeCursor } from '../fake-corp-context';
import { chatOf } from '../fake-corp';

const listBody = z.object({
  status_filter: z.number().int().optional(),
  owner_filter: z.object({ userid_list: z.array(z.string()) }).optional(),
  cursor: z.string().optional(),
  limit: z.number().int().min(1).max(1000),
});
const getBody = z.object({ chat_id: z.string(), need_name: z.number().int().optional() });

export const routes: readonly FakeRoute[] = [
  {
    method: 'POST',
    api: 'externalcontact/groupchat/list',
    permission: 'externalcontact',
    body: listBody,
    handle(context) {
      const corp = corpOf(context);
      const input = listBody.parse(context.request.body);
      const offset = input.cursor ? decodeCursor<number>(input.cursor) : 0;
      if (typeof offset !== 'number') return refusal(40058, 'invalid parameter: cursor');
      const end = Math.min(offset + input.limit, corp.shape.chats);
      const list = [];
      for (let c = offset; c < end; c += 1)
        list.push({ chat_id: chatOf(corp, c).chat_id, status: 0 });
      return {
        group_chat_list: list,
        next_cursor: end < corp.shape.chats ? encodeCursor(end) : '',
      };
    },
  },
  {
    method: 'POST',
    api: 'externalcontact/groupchat/get',
    permission: 'externalcontact',
    body: getBody,
    handle(context) {
      const corp = corpOf(context);
      const { chat_id: chatId } = getBody.parse(context.request.body);
      const match = /^wr(\d{6})chat$/.exec(chatId);
      const index = match ? Number(match[1]) : -1;
      if (index < 0 || index >= corp.shape.chats) return refusal(40050, 'chatid not found');
      return { group_chat: chatOf(corp, index) };
    },
  },
];
