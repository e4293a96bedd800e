// 「联系我」 externalcontact/add_contact_way (type 1 one user | 2 several; scene 1 mini program |
// 2 QR, which answers qr_code; state ≤ 30; user/party ≤ 100 each), update_contact_way and
// del_contact_way by config_id; 「加入群聊」 groupchat/add_join_way (scene, chat_id_list ≤ 5),
// get_join_way (its qr_code), update_join_way, del_join_way. Unknown member 40003, unknown
// chat 40050, unknown config_id 40058.
import { z } from 'zod';
import { refusal } from '../fake-checks';
import type { FakeContext, FakeRoute } from '../fake-types';
import { corpOf, userKnown } from '../fake-corp-context';
import { chatIdOf } from '../fake-corp';

const wayFields = {
  style: z.number().int().optional(),
  remark: z.string().max(30).optional(),
  skip_verify: z.boolean().optional(),
  state: z.string().max(30).optional(),
  user: z.array(z.string()).max(100).optional(),
  party: z.array(z.number().int()).max(100).optional(),
  expires_in: z.number().int().optional(),
  chat_expires_in: z.number().int().optional(),
  unionid: z.string().optional(),
  conclusions: z.record(z.string(), z.unknown()).optional(),
};
const addWay = z.object({
  type: z.union([z.literal(1), z.literal(2)]),
  scene: z.union([z.literal(1), z.literal(2)]),
  is_temp: z.boolean().optional(),
  is_exclusive: z.boolean().optional(),
  ...wayFields,
});
const updateWay = z.object({ config_id: z.string(), ...wayFields });
const byConfig = z.object({ config_id: z.string() });
const joinFields = {
  scene: z.union([z.literal(1), z.literal(2)]),
  remark: z.string().max(30).optional(),
  auto_create_room: z.number().int().optional(),
  room_base_name: z.string().max(40).optional(),
  room_base_id: z.number().int().optional(),
  chat_id_list: z.array(z.string()).min(1).max(5),
  state: z.string().max(30).optional(),
  mark_source: z.boolean().optional(),
};
const addJoin = z.object(joinFields);
const updateJoin = z.object({ config_id: z.string(), ...joinFields });

const post = (api: string, body: z.ZodType, handle: FakeRoute['handle']): FakeRoute => ({
  method: 'POST',
  api: `externalcontact/${api}`,
  permission: 'externalcontact',
  body,
  handle,
});

const unknownUser = (context: FakeContext, users: readonly string[] = []) =>
  users.some((userid) => !userKnown(context, userid));

function unknownChat(context: FakeContext, chatIds: readonly string[]) {
  const corp = corpOf(context);
  const known = new Set(Array.from({ length: corp.shape.chats }, (_, c) => chatIdOf(c)));
  return chatIds.some((chatId) => !known.has(chatId));
}

export const routes: readonly FakeRoute[] = [
  post('add_contact_way', addWay, (context) => {
    const corp = corpOf(context);
    const input = addWay.parse(context.request.body);
    const people = (input.user?.length ?? 0) + (input.party?.length ?? 0);
    if (people === 0) return refusal(40058, 'invalid parameter: user and party empty');
    if (input.type === 1 && (input.user?.length !== 1 || input.party?.length)) {
      return refusal(40058, 'invalid parameter: type 1 takes exactly one user');
    }
    if (unknownUser(context, input.user)) return refusal(40003, 'invalid userid');
    const configId = corp.nextId('cfg');
    const qrCode = input.scene === 2 ? `https://wework.qpic.cn/fake/qr/${configId}` : undefined;
    corp.contactWays.set(configId, { ...input, config_id: configId, qr_code: qrCode });
    return { config_id: configId, ...(qrCode ? { qr_code: qrCode } : {}) };
  }),
  post('update_contact_way', updateWay, (context) => {
    const corp = corpOf(context);
    const input = updateWay.parse(context.request.body);
    const existing = corp.contactWays.get(input.config_id);
    if (!existing) return refusal(40058, 'invalid parameter: config_id');
    if (unknownUser(context, input.user)) return refusal(40003, 'invalid userid');
    corp.contactWays.set(input.config_id, { ...existing, ...input });
    return {};
  }),
  post('del_contact_way', byConfig, (context) => {
    const { config_id: configId } = byConfig.parse(context.request.body);
    const deleted = corpOf(context).contactWays.delete(configId);
    return deleted ? {} : refusal(40058, 'invalid parameter: config_id');
  }),
  post('groupchat/add_join_way', addJoin, (context) => {
    const corp = corpOf(context);
    const input = addJoin.parse(context.request.body);
    if (unknownChat(context, input.chat_id_list)) return refusal(40050, 'chatid not found');
    const configId = corp.nextId('join');
    const qrCode = input.scene === 2 ? `https://wework.qpic.cn/fake/join/${configId}` : '';
    corp.joinWays.set(configId, { ...input, config_id: configId, qr_code: qrCode });
    return { config_id: configId };
  }),
  post('groupchat/get_join_way', byConfig, (context) => {
    const way = corpOf(context).joinWays.get(byConfig.parse(context.request.body).config_id);
    return way ? { join_way: way } : refusal(40058, 'invalid parameter: config_id');
  }),
  post('groupchat/update_join_way', updateJoin, (context) => {
    const corp = corpOf(context);
    const input = updateJoin.parse(context.request.body);
    const existing = corp.joinWays.get(input.config_id);
    if (!existing) return refusal(40058, 'invalid parameter: config_id');
    if (unknownChat(context, input.chat_id_list)) return refusal(40050, 'chatid not found');
    corp.joinWays.set(input.config_id, { ...existing, ...input });
    return {};
  }),
  post('groupchat/del_join_way', byConfig, (context) => {
    const deleted = corpOf(context).joinWays.delete(byConfig.parse(context.request.body).config_id);
    return deleted ? {} : refusal(40058, 'invalid parameter: config_id');
  }),
];
