// externalcontact/transfer_customer, resigned/transfer_customer, transfer_result,
// resigned/transfer_result, groupchat/onjob_transfer, groupchat/transfer, get_unassigned_list
// (state and rules in ../fake-transfers.ts), docs/handover.md. Enforced: handover_userid,
// takeover_userid and external_userid are required; 1–100 customers a call; the success
// message ≤ 200 characters and only for 在职继承; both members known (60111) and different
// (40130); each customer a contact of the handover member (40131), not waiting already
// (40129), on the job at most 2 transfers in 90 days (40128); 离职继承 only for a member who
// left; 1–100 chats a group call, the new owner known; get_unassigned_list pages ≤ 1,000.
import { z } from 'zod';
import { refusal } from '../fake-checks';
import {
  corpOf,
  decodeCursor,
  encodeCursor,
  relationExists,
  userKnown,
} from '../fake-corp-context';
import { NINETY_DAYS, transferState } from '../fake-transfers';
import type { FakeTransfer } from '../fake-transfers';
import type { FakeContext, FakeRoute } from '../fake-types';

const MAX_PER_CALL = 100;
const MESSAGE_MAX = 200;
const RESULT_PAGE = 50;
const UNASSIGNED_PAGE_MAX = 1000;

const transferBody = z.object({
  handover_userid: z.string(),
  takeover_userid: z.string(),
  external_userid: z.array(z.string()),
  transfer_success_msg: z.string().optional(),
});
const resultBody = z.object({
  handover_userid: z.string(),
  takeover_userid: z.string(),
  cursor: z.string().optional(),
});
const groupBody = z.object({ chat_id_list: z.array(z.string()), new_owner: z.string() });
const unassignedBody = z.object({
  page_id: z.number().int().optional(),
  page_size: z.number().int().optional(),
  cursor: z.string().optional(),
});

const post = (api: string, body: z.ZodType, handle: FakeRoute['handle']): FakeRoute => ({
  method: 'POST',
  api: `externalcontact/${api}`,
  permission: 'externalcontact',
  body,
  handle,
});

const resignedOf = (context: FakeContext, userid: string) =>
  transferState(context.state).resigned.get(`${context.corp.corpId}:${userid}`);

function transferCustomers(mode: 'onjob' | 'resigned') {
  return (context: FakeContext) => {
    const input = transferBody.parse(context.request.body);
    const state = transferState(context.state);
    const corp = corpOf(context);
    const now = corp.now();
    if (input.external_userid.length < 1 || input.external_userid.length > MAX_PER_CALL) {
      return refusal(40058, 'invalid external_userid size, 1 ~ 100');
    }
    if (input.transfer_success_msg !== undefined) {
      if (mode === 'resigned') return refusal(40058, 'transfer_success_msg not supported');
      if ([...input.transfer_success_msg].length > MESSAGE_MAX) {
        return refusal(40058, 'invalid transfer_success_msg size');
      }
    }
    const resigned = resignedOf(context, input.handover_userid);
    if (mode === 'resigned' && !resigned) return refusal(40058, 'handover_userid not resigned');
    if (mode === 'onjob' && !userKnown(context, input.handover_userid)) {
      return refusal(60111, 'invalid handover_userid');
    }
    if (!userKnown(context, input.takeover_userid)) {
      return refusal(60111, 'invalid takeover_userid');
    }
    const isContact = (external: string) =>
      mode === 'resigned'
        ? Boolean(resigned?.externals.includes(external))
        : relationExists(corp, input.handover_userid, external);
    const customer = input.external_userid.map((external) => {
      const history = state.transfers.filter(
        (item) => item.corpId === context.corp.corpId && item.external === external,
      );
      let errcode = 0;
      if (input.handover_userid === input.takeover_userid) errcode = 40130;
      else if (!/^wm/.test(external)) errcode = 40096;
      else if (!isContact(external)) errcode = 40131;
      else if (history.some((item) => item.status === 2)) errcode = 40129;
      else if (
        mode === 'onjob' &&
        history.filter((item) => item.mode === 'onjob' && item.at > now - NINETY_DAYS).length >= 2
      ) {
        errcode = 40128;
      }
      if (errcode === 0) {
        state.transfers.push({
          corpId: context.corp.corpId,
          mode,
          handover: input.handover_userid,
          takeover: input.takeover_userid,
          external,
          at: now,
          status: 2,
          takeoverTime: 0,
        });
      }
      return { external_userid: external, errcode };
    });
    return { customer };
  };
}

function transferResult(mode: 'onjob' | 'resigned') {
  return (context: FakeContext) => {
    const input = resultBody.parse(context.request.body);
    // The latest transfer of each customer between the two members.
    const latest = new Map<string, FakeTransfer>();
    for (const item of transferState(context.state).transfers) {
      if (
        item.corpId === context.corp.corpId &&
        item.mode === mode &&
        item.handover === input.handover_userid &&
        item.takeover === input.takeover_userid
      ) {
        latest.delete(item.external);
        latest.set(item.external, item);
      }
    }
    const mine = [...latest.values()];
    const offset = input.cursor ? (decodeCursor<{ o: number }>(input.cursor)?.o ?? 0) : 0;
    const slice = mine.slice(offset, offset + RESULT_PAGE);
    return {
      customer: slice.map((item) => ({
        external_userid: item.external,
        status: item.status,
        takeover_time: item.takeoverTime,
      })),
      next_cursor:
        offset + RESULT_PAGE < mine.length ? encodeCursor({ o: offset + RESULT_PAGE }) : '',
    };
  };
}

function transferGroups(mode: 'onjob' | 'resigned') {
  return (context: FakeContext) => {
    const input = groupBody.parse(context.request.body);
    if (input.chat_id_list.length < 1 || input.chat_id_list.length > MAX_PER_CALL) {
      return refusal(40058, 'invalid chat_id_list size, 1 ~ 100');
    }
    if (!userKnown(context, input.new_owner)) return refusal(60111, 'invalid new_owner');
    const state = transferState(context.state);
    const corp = corpOf(context);
    const now = corp.now();
    const failed: { chat_id: string; errcode: number; errmsg: string }[] = [];
    for (const chatId of input.chat_id_list) {
      const index = /^wr(\d{6})chat$/.exec(chatId);
      const recent = state.groupTransfers.filter(
        (item) =>
          item.corpId === context.corp.corpId &&
          item.chatId === chatId &&
          item.mode === 'onjob' &&
          item.at > now - NINETY_DAYS,
      );
      if (!index || Number(index[1]) >= corp.shape.chats) {
        failed.push({ chat_id: chatId, errcode: 90501, errmsg: 'chat is not external group chat' });
      } else if (mode === 'onjob' && recent.length >= 2) {
        failed.push({ chat_id: chatId, errcode: 40128, errmsg: 'transfer too frequent' });
      } else {
        state.groupTransfers.push({
          corpId: context.corp.corpId,
          mode,
          chatId,
          newOwner: input.new_owner,
          at: now,
        });
      }
    }
    return { failed_chat_list: failed };
  };
}

export const routes: readonly FakeRoute[] = [
  post('transfer_customer', transferBody, transferCustomers('onjob')),
  post('resigned/transfer_customer', transferBody, transferCustomers('resigned')),
  post('transfer_result', resultBody, transferResult('onjob')),
  post('resigned/transfer_result', resultBody, transferResult('resigned')),
  post('groupchat/onjob_transfer', groupBody, transferGroups('onjob')),
  post('groupchat/transfer', groupBody, transferGroups('resigned')),
  post('get_unassigned_list', unassignedBody, (context) => {
    const input = unassignedBody.parse(context.request.body);
    const size = input.page_size ?? UNASSIGNED_PAGE_MAX;
    if (size < 1 || size > UNASSIGNED_PAGE_MAX) return refusal(40058, 'invalid page_size');
    const prefix = `${context.corp.corpId}:`;
    const all = [...transferState(context.state).resigned.entries()]
      .filter(([key]) => key.startsWith(prefix))
      .flatMap(([key, leaver]) =>
        leaver.externals.map((external) => ({
          handover_userid: key.slice(prefix.length),
          external_userid: external,
          dimission_time: leaver.dimissionTime,
        })),
      );
    const offset = input.cursor ? (decodeCursor<{ o: number }>(input.cursor)?.o ?? 0) : 0;
    const info = all.slice(offset, offset + size);
    const last = offset + size >= all.length;
    return { info, is_last: last, next_cursor: last ? '' : encodeCursor({ o: offset + size }) };
  }),
];
