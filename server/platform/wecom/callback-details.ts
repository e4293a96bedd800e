// docs/wecom.md "Callbacks": what a WeCom callback does not carry, read from WeCom for the
// callback job. externalcontact/get (GET external_userid, cursor: the customer and its
// follow_user entries, paged beyond 500) and groupchat/get (POST chat_id, need_name). A
// customer or chat WeCom no longer knows (84061 no relation, 40096 bad external_userid,
// 40050 unknown chat id) answers null; any other refusal is thrown (the job retries or fails).
import { z } from 'zod';
import type { CallbackDetails, GroupChatDetail } from '../wecom-callback/callback-platform';
import type { WecomApi } from './wecom-api';
import { readAnswer } from './wecom-api';
import { WecomApiError } from './wecom-errors';
import { chatDetail } from './sync/sync-groups';

const GONE_CONTACT = new Set([84061, 40096]);
const GONE_CHAT = new Set([40050]);

const contactAnswer = z.object({
  external_contact: z.object({
    external_userid: z.string(),
    name: z.string().default(''),
    avatar: z.string().default(''),
    type: z.number().int().default(1),
    gender: z.number().int().default(0),
    corp_name: z.string().default(''),
  }),
  follow_user: z
    .array(
      z.object({
        userid: z.string(),
        remark: z.string().default(''),
        description: z.string().default(''),
        add_way: z.number().int().default(0),
        state: z.string().default(''),
      }),
    )
    .default([]),
  next_cursor: z.string().default(''),
});

async function orNull<T>(codes: ReadonlySet<number>, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof WecomApiError && codes.has(error.errcode)) return null;
    throw error;
  }
}

const gender = (value: number): 0 | 1 | 2 => (value === 1 || value === 2 ? value : 0);

export function createWecomCallbackDetails(api: WecomApi): CallbackDetails {
  return {
    externalContact: (tenantId, externalUserId, userId) =>
      orNull(GONE_CONTACT, async () => {
        let cursor = '';
        for (;;) {
          const query = { external_userid: externalUserId, ...(cursor ? { cursor } : {}) };
          const answer = await api.get(tenantId, 'externalcontact/get', query);
          const read = readAnswer(contactAnswer, answer, 'externalcontact/get');
          const contact = read.external_contact;
          const entry = read.follow_user.find((follow) => follow.userid === userId);
          if (entry || !read.next_cursor) {
            return {
              contact: {
                externalUserId: contact.external_userid,
                name: contact.name,
                avatar: contact.avatar,
                type: contact.type === 2 ? 2 : 1,
                corpName: contact.corp_name,
                gender: gender(contact.gender),
              },
              follower: entry
                ? {
                    userId: entry.userid,
                    remark: entry.remark,
                    description: entry.description,
                    addWay: entry.add_way,
                    state: entry.state,
                  }
                : null,
            };
          }
          cursor = read.next_cursor;
        }
      }),
    groupChat: (tenantId, chatId) =>
      orNull(GONE_CHAT, async (): Promise<GroupChatDetail> => {
        const answer = await api.post(tenantId, 'externalcontact/groupchat/get', {
          chat_id: chatId,
          need_name: 1,
        });
        const chat = readAnswer(chatDetail, answer, 'groupchat/get').group_chat;
        return {
          chatId: chat.chat_id,
          name: chat.name,
          ownerUserId: chat.owner,
          notice: chat.notice,
          createdAt: new Date(chat.create_time * 1000),
          members: chat.member_list.map((member) => ({
            id: member.userid,
            type: member.type === 1 ? 1 : 2,
            joinScene: member.join_scene,
            joinedAt: new Date(member.join_time * 1000),
          })),
        };
      }),
  };
}
