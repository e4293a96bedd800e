// issue #41 hand-over on WeCom (docs/handover.md): 在职继承 transfer_customer /
// transfer_result / groupchat/onjob_transfer, 离职继承 resigned/transfer_customer /
// resigned/transfer_result / groupchat/transfer, and get_unassigned_list. Every call goes
// through the tenant's WecomApi (the one client and token cache).
import { z } from 'zod';
import type { HandoverPlatform } from '../handover-adapter';
import type { WecomApi } from './wecom-api';
import { readAnswer } from './wecom-api';

const transferAnswer = z.object({
  customer: z.array(z.object({ external_userid: z.string(), errcode: z.number() })).default([]),
});
const resultAnswer = z.object({
  customer: z
    .array(
      z.object({
        external_userid: z.string(),
        status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
        takeover_time: z.number().default(0),
      }),
    )
    .default([]),
  next_cursor: z.string().default(''),
});
const groupAnswer = z.object({
  failed_chat_list: z
    .array(z.object({ chat_id: z.string(), errcode: z.number(), errmsg: z.string().default('') }))
    .default([]),
});
const unassignedAnswer = z.object({
  info: z
    .array(
      z.object({
        handover_userid: z.string(),
        external_userid: z.string(),
        dimission_time: z.number().default(0),
      }),
    )
    .default([]),
  next_cursor: z.string().default(''),
});

/** get_unassigned_list's largest page (WeCom: page_size ≤ 1000). */
const UNASSIGNED_PAGE = 1000;

export function createWecomHandover(api: WecomApi): HandoverPlatform {
  return {
    async transferCustomers(tenantId, request) {
      const onjob = request.mode === 'onjob';
      const path = onjob
        ? 'externalcontact/transfer_customer'
        : 'externalcontact/resigned/transfer_customer';
      const body = {
        handover_userid: request.handoverUserId,
        takeover_userid: request.takeoverUserId,
        external_userid: request.externalUserIds,
        // Only 在职继承 sends the customer a message; empty = WeCom's default text.
        ...(onjob && request.message ? { transfer_success_msg: request.message } : {}),
      };
      const answer = readAnswer(transferAnswer, await api.post(tenantId, path, body), path);
      const byId = new Map(answer.customer.map((item) => [item.external_userid, item.errcode]));
      // A customer WeCom did not list was not accepted for transfer (40096: not a contact).
      return request.externalUserIds.map((id) => ({
        externalUserId: id,
        errcode: byId.get(id) ?? 40096,
      }));
    },
    async transferResult(tenantId, query) {
      const path =
        query.mode === 'onjob'
          ? 'externalcontact/transfer_result'
          : 'externalcontact/resigned/transfer_result';
      const body = {
        handover_userid: query.handoverUserId,
        takeover_userid: query.takeoverUserId,
        ...(query.cursor ? { cursor: query.cursor } : {}),
      };
      const answer = readAnswer(resultAnswer, await api.post(tenantId, path, body), path);
      return {
        customers: answer.customer.map((item) => ({
          externalUserId: item.external_userid,
          status: item.status,
          takeoverAt: item.takeover_time ? new Date(item.takeover_time * 1000) : null,
        })),
        nextCursor: answer.next_cursor,
      };
    },
    async transferGroups(tenantId, request) {
      const path =
        request.mode === 'onjob'
          ? 'externalcontact/groupchat/onjob_transfer'
          : 'externalcontact/groupchat/transfer';
      const body = { chat_id_list: request.chatIds, new_owner: request.newOwnerUserId };
      const answer = readAnswer(groupAnswer, await api.post(tenantId, path, body), path);
      return answer.failed_chat_list.map((item) => ({
        chatId: item.chat_id,
        errcode: item.errcode,
        errmsg: item.errmsg,
      }));
    },
    async unassignedCustomers(tenantId, cursor) {
      const path = 'externalcontact/get_unassigned_list';
      const body = { page_size: UNASSIGNED_PAGE, ...(cursor ? { cursor } : {}) };
      const answer = readAnswer(unassignedAnswer, await api.post(tenantId, path, body), path);
      return {
        items: answer.info.map((item) => ({
          handoverUserId: item.handover_userid,
          externalUserId: item.external_userid,
          dimissionAt: item.dimission_time ? new Date(item.dimission_time * 1000) : null,
        })),
        nextCursor: answer.next_cursor,
      };
    },
  };
}
