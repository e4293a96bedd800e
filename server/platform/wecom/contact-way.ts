// WeCom 「联系我」 contact ways (channel, lock and shunt codes) and 「加入群聊」 join ways
// (group codes). docs/wecom.md: a way made through the API is not shown in WeCom's admin, so
// its config_id is kept with the code (it is the only handle to edit or delete it), and the
// platform's qr_code is what the console shows. state ≤ 30 characters; ≤ 100 users per way;
// ≤ 5 chats per join way.
import { z } from 'zod';
import type { ContactWayConfig, JoinWayConfig } from '../adapter';
import type { WecomApi } from './wecom-api';
import { readAnswer } from './wecom-api';

/** scene 2: "通过二维码联系" (a QR code); type 1 one employee, 2 several. */
const QR_SCENE = 2;

function contactWayBody(config: ContactWayConfig) {
  return {
    skip_verify: config.skipVerify,
    state: config.state,
    user: [...config.userIds],
  };
}

export async function addContactWay(
  api: WecomApi,
  tenantId: string,
  config: ContactWayConfig,
): Promise<{ configId: string; qrCode: string }> {
  const answer = await api.post(tenantId, 'externalcontact/add_contact_way', {
    type: config.userIds.length === 1 ? 1 : 2,
    scene: QR_SCENE,
    ...contactWayBody(config),
  });
  const read = readAnswer(
    z.object({ config_id: z.string(), qr_code: z.string().default('') }),
    answer,
    'add_contact_way',
  );
  return { configId: read.config_id, qrCode: read.qr_code };
}

/** update_contact_way cannot change the type: a one-person way keeps one user. */
export async function updateContactWay(
  api: WecomApi,
  tenantId: string,
  configId: string,
  config: ContactWayConfig,
): Promise<void> {
  await api.post(tenantId, 'externalcontact/update_contact_way', {
    config_id: configId,
    ...contactWayBody(config),
  });
}

export async function deleteContactWay(
  api: WecomApi,
  tenantId: string,
  configId: string,
): Promise<void> {
  await api.post(tenantId, 'externalcontact/del_contact_way', { config_id: configId });
}

function joinWayBody(config: JoinWayConfig) {
  return {
    scene: QR_SCENE,
    chat_id_list: [...config.chatIds],
    state: config.state,
    ...(config.remark ? { remark: config.remark } : {}),
    ...(config.autoCreateRoom
      ? {
          auto_create_room: 1,
          room_base_name: config.autoCreateRoom.baseName,
          room_base_id: config.autoCreateRoom.baseId,
        }
      : { auto_create_room: 0 }),
  };
}

/** add_join_way answers only the config_id; the QR code is read back with get_join_way. */
export async function addJoinWay(
  api: WecomApi,
  tenantId: string,
  config: JoinWayConfig,
): Promise<{ configId: string; qrCode: string }> {
  const added = await api.post(
    tenantId,
    'externalcontact/groupchat/add_join_way',
    joinWayBody(config),
  );
  const { config_id: configId } = readAnswer(
    z.object({ config_id: z.string() }),
    added,
    'add_join_way',
  );
  const way = await api.post(tenantId, 'externalcontact/groupchat/get_join_way', {
    config_id: configId,
  });
  const read = readAnswer(
    z.object({ join_way: z.object({ qr_code: z.string().default('') }) }),
    way,
    'get_join_way',
  );
  return { configId, qrCode: read.join_way.qr_code };
}

export async function updateJoinWay(
  api: WecomApi,
  tenantId: string,
  configId: string,
  config: JoinWayConfig,
): Promise<void> {
  await api.post(tenantId, 'externalcontact/groupchat/update_join_way', {
    config_id: configId,
    ...joinWayBody(config),
  });
}

export async function deleteJoinWay(api: WecomApi, tenantId: string, configId: string) {
  await api.post(tenantId, 'externalcontact/groupchat/del_join_way', { config_id: configId });
}
