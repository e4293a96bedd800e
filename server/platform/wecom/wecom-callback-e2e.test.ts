// issue #35 end to end against the WeCom protocol fake (127.0.0.1): a tenant on WeCom, synced,
// with a channel code whose welcome has attachments; an add_external_contact callback pushed
// as WeCom does is applied by a server started without a test callback platform (the real
// adapter reads externalcontact/get), and the welcome goes out with send_welcome_msg and the
// event's WelcomeCode, its image uploaded as temporary media first (docs/wecom.md).
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelCodeFormSchema } from '../../../contract/acquiring/channel-code';
import { groupCodeForm } from '../../../contract/acquiring/group-code';
import { groupWelcomeForm } from '../../../contract/acquiring/group-welcome';
import { lockCodeForm } from '../../../contract/acquiring/lock-code';
import { shuntCodeForm } from '../../../contract/acquiring/shunt-code';
import { groupCodes, lockCodes, shuntCodes } from '../../db/schema/acquiring-tools';
import {
  createGroupCode,
  deleteGroupCode,
  updateGroupCode,
} from '../../modules/acquiring/group-code/group-commands';
import {
  createGroupWelcome,
  deleteGroupWelcome,
  updateGroupWelcome,
} from '../../modules/acquiring/group-welcome/group-welcome-commands';
import {
  createLockCode,
  deleteLockCode,
  updateLockCode,
} from '../../modules/acquiring/lock-code/lock-commands';
import {
  createShuntCode,
  deleteShuntCode,
} from '../../modules/acquiring/shunt-code/shunt-commands';
import { channelCodeGroups, channelCodes } from '../../db/schema/acquiring';
import { customerGroups, customerRelations, customers } from '../../db/schema/customers';
import { employees } from '../../db/schema/directory';
import { createCode } from '../../modules/acquiring/channel-code/channel-code-commands';
import { updateTenantApp } from '../../modules/platform/app-state/tenant-app';
import { externalUserIdOf } from '../../test-support/wecom-fake/fake-corp';
import { eventXml, pushCallback } from '../../test-support/wecom-fake/push-callback';
import { CORP_ID, openSyncWorld } from '../../test-support/wecom-fake/sync-test-kit';
import type { SyncWorld } from '../../test-support/wecom-fake/sync-test-kit';
import { createPlatformAdapter } from '../adapter';
import { createWecomCallbackDetails } from './callback-details';
import { startSync } from './sync/sync-job';
import { tenantWecomApi } from './tenant-api';
import { createWecomClient } from './wecom-client';
import { WecomApiError } from './wecom-errors';

const SHAPE = { customers: 40, users: 4, departments: 2, tagGroups: 1, tagsPerGroup: 2, chats: 2 };
const SECRETS = {
  token: 'E2eCallbackToken',
  aesKey: 'ZYXWVUTSRQPONMLKJIHGFEDCBA9876543210abcdefg',
  receiveId: CORP_ID,
};
/** Customer 7 is added in WeCom after the first sync (followed by user3). */
const NEW = 7;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let world: SyncWorld;
let files: Server;
let imageUrl: string;

beforeAll(async () => {
  files = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png' });
    response.end(PNG);
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  imageUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}/welcome.png`;
  world = await openSyncWorld(SHAPE, 'wecome2e');
  world.corp.removed.add(NEW);
  const { db } = world.t.database;
  await updateTenantApp(
    db,
    world.tenantId,
    { callbackToken: SECRETS.token, callbackAesKey: SECRETS.aesKey },
    new Date(world.t.clock.now),
  );
  await startSync(db, world.t.jobs, world.tenantId, 'full', new Date(world.t.clock.now));
  await world.t.jobs.runDue();
  world.corp.removed.delete(NEW);
}, 180_000);

afterAll(async () => {
  await world.close();
  await new Promise((resolve) => files.close(resolve));
});

async function channelCode() {
  const { db } = world.t.database;
  const tenantId = world.tenantId;
  const [employee] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.platformUserId, 'user3')));
  const [group] = await db
    .insert(channelCodeGroups)
    .values({ tenantId, name: '默认分组', isDefault: true })
    .returning({ id: channelCodeGroups.id });
  const form = channelCodeFormSchema.parse({
    name: '企微欢迎语码',
    group_id: group?.id,
    employee_ids: [employee?.id],
    welcome_type: 1,
    welcome_text: '欢迎添加',
    welcome_attachments: [
      { type: 'image', title: 'welcome.png', url: imageUrl },
      { type: 'link', title: '活动介绍', url: 'https://example.com/event' },
    ],
  });
  const { id } = await createCode(db, createPlatformAdapter(db), tenantId, form, new Date());
  const [code] = await db
    .select()
    .from(channelCodes)
    .where(and(eq(channelCodes.tenantId, tenantId), eq(channelCodes.id, id ?? 0)));
  if (!code) throw new Error('channel code not saved');
  return code;
}

describe('a WeCom callback applied by the real adapter (no test callback platform)', () => {
  it('add_external_contact: the customer is read with externalcontact/get, lands in our list with its code, and the welcome goes out once with send_welcome_msg, its image uploaded first', async () => {
    const { db } = world.t.database;
    const code = await channelCode();
    const welcomeCode = 'WELCOMECODE-E2E-7';
    world.corp.welcomeCodes.set(welcomeCode, world.corp.now());
    const message = eventXml(CORP_ID, Math.floor(world.t.clock.now / 1000), {
      Event: 'change_external_contact',
      ChangeType: 'add_external_contact',
      UserID: 'user3',
      ExternalUserID: externalUserIdOf(NEW),
      State: code.state,
      WelcomeCode: welcomeCode,
    });
    for (let i = 0; i < 3; i += 1) {
      const answer = await pushCallback(world.t.app, world.tenantId, SECRETS, message);
      expect(answer.body).toBe('success');
    }
    await world.t.jobs.runDue();
    const [customer] = await db
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(
        and(
          eq(customers.tenantId, world.tenantId),
          eq(customers.externalUserId, externalUserIdOf(NEW)),
        ),
      );
    expect(customer?.name).toBe(`客户${NEW + 1}`);
    const [relation] = await db
      .select({ channelCodeId: customerRelations.channelCodeId })
      .from(customerRelations)
      .where(
        and(
          eq(customerRelations.tenantId, world.tenantId),
          eq(customerRelations.customerId, customer?.id ?? 0),
        ),
      );
    expect(relation?.channelCodeId).toBe(code.id);
    expect(
      world.fake.callsTo('externalcontact/get').map((call) => call.query.external_userid),
    ).toEqual([externalUserIdOf(NEW)]);
    const [upload] = world.fake.callsTo('media/upload');
    expect(upload?.query.type).toBe('image');
    const sent = world.corp.sentWelcomes;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      welcome_code: welcomeCode,
      text: { content: '欢迎添加' },
      attachments: [
        { msgtype: 'image', image: { media_id: expect.stringMatching(/^media-image-/) } },
        { msgtype: 'link', link: { title: '活动介绍', url: 'https://example.com/event' } },
      ],
    });
  }, 120_000);

  it('the fake enforces send_welcome_msg as WeCom documents: a welcome_code is used once, expires after 20 s, and a message needs content', async () => {
    const adapter = createPlatformAdapter(world.t.database.db);
    const tenantId = world.tenantId;
    const refusedWith = async (code: string, text: string) => {
      const error = await adapter.sendWelcome(tenantId, code, { text, attachments: [] }).then(
        () => null,
        (failure: unknown) => failure,
      );
      return error instanceof WecomApiError ? error.errcode : error;
    };
    world.corp.welcomeCodes.set('ONCE', world.corp.now());
    await adapter.sendWelcome(tenantId, 'ONCE', { text: '你好', attachments: [] });
    expect(await refusedWith('ONCE', '你好')).toBe(41051);
    world.corp.welcomeCodes.set('LATE', world.corp.now() - 21);
    expect(await refusedWith('LATE', '你好')).toBe(41051);
    world.corp.welcomeCodes.set('EMPTY', world.corp.now());
    expect(await refusedWith('EMPTY', '')).toBe(41033);
  });

  it('CallbackDetails of the real adapter: groupchat/get reads a chat and its members; a chat or customer WeCom does not know answers null', async () => {
    const client = createWecomClient({ db: world.t.database.db, apiBase: world.fake.url });
    const details = createWecomCallbackDetails(tenantWecomApi(world.t.database.db, client));
    const chat = await details.groupChat(world.tenantId, 'wr000000chat');
    expect(chat?.ownerUserId).toBe('user0');
    expect(chat?.members.filter((member) => member.type === 2)).toHaveLength(5);
    expect(await details.groupChat(world.tenantId, 'wr999999chat')).toBeNull();
    expect(await details.externalContact(world.tenantId, 'wm-unknown', 'user0')).toBeNull();
  });
});

describe('lock, shunt and group codes of a WeCom tenant go through the adapter', () => {
  const employeeId = async (userId: string) => {
    const [row] = await world.t.database.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.tenantId, world.tenantId), eq(employees.platformUserId, userId)));
    return row?.id ?? 0;
  };
  const lastBody = (api: string) => world.fake.callsTo(api).at(-1)?.body as Record<string, unknown>;

  it('a lock code is a contact way: add_contact_way with its employees and state, config_id and qr_code kept; update and del by config_id', async () => {
    const { db } = world.t.database;
    const adapter = createPlatformAdapter(db);
    const [user0, user1] = [await employeeId('user0'), await employeeId('user1')];
    const form = lockCodeForm.parse({ name: '企微锁客码', employee_ids: [user0, user1] });
    const { id } = await createLockCode(db, adapter, world.tenantId, form, new Date());
    const [row] = await db
      .select()
      .from(lockCodes)
      .where(and(eq(lockCodes.tenantId, world.tenantId), eq(lockCodes.id, id)));
    expect(lastBody('externalcontact/add_contact_way')).toMatchObject({
      type: 2,
      scene: 2,
      state: row?.state,
      user: ['user0', 'user1'],
    });
    expect(row?.platformConfigId).not.toBe('');
    expect(row?.platformQrCode).toBe(
      world.corp.contactWays.get(row?.platformConfigId ?? '')?.qr_code,
    );
    await updateLockCode(
      db,
      adapter,
      world.tenantId,
      id,
      { ...form, employee_ids: [user1] },
      new Date(),
    );
    expect(lastBody('externalcontact/update_contact_way')).toMatchObject({
      config_id: row?.platformConfigId,
      user: ['user1'],
    });
    await deleteLockCode(db, adapter, world.tenantId, id);
    expect(lastBody('externalcontact/del_contact_way')).toEqual({
      config_id: row?.platformConfigId,
    });
    expect(world.corp.contactWays.has(row?.platformConfigId ?? '')).toBe(false);
  });

  it('a shunt code reaches its employee targets through its own contact way, deleted with it', async () => {
    const { db } = world.t.database;
    const adapter = createPlatformAdapter(db);
    const form = shuntCodeForm.parse({
      name: '企微分流码',
      targets: [{ kind: 'employee', ref_id: await employeeId('user2') }],
    });
    const { id } = await createShuntCode(db, adapter, world.tenantId, form, new Date());
    const [row] = await db
      .select()
      .from(shuntCodes)
      .where(and(eq(shuntCodes.tenantId, world.tenantId), eq(shuntCodes.id, id)));
    expect(lastBody('externalcontact/add_contact_way')).toMatchObject({
      type: 1,
      state: row?.state,
      user: ['user2'],
    });
    expect(row?.platformConfigId).not.toBe('');
    await deleteShuntCode(db, adapter, world.tenantId, id);
    expect(lastBody('externalcontact/del_contact_way')).toEqual({
      config_id: row?.platformConfigId,
    });
  });

  it('a group code is a join way over its WeCom groups: add_join_way with chat_id_list and state, its qr_code read back; del_join_way on delete', async () => {
    const { db } = world.t.database;
    const adapter = createPlatformAdapter(db);
    const groups = await db
      .select({ id: customerGroups.id, chatId: customerGroups.platformChatId })
      .from(customerGroups)
      .where(eq(customerGroups.tenantId, world.tenantId));
    expect(groups.length).toBeGreaterThan(0);
    const form = groupCodeForm.parse({
      name: '企微群活码',
      qrs: groups.map((group) => ({ group_id: group.id })),
    });
    const { id } = await createGroupCode(db, adapter, world.tenantId, form, new Date());
    const [row] = await db
      .select()
      .from(groupCodes)
      .where(and(eq(groupCodes.tenantId, world.tenantId), eq(groupCodes.id, id)));
    expect(lastBody('externalcontact/groupchat/add_join_way')).toMatchObject({
      scene: 2,
      state: row?.state,
      chat_id_list: groups.map((group) => group.chatId),
    });
    expect(row?.platformConfigId).not.toBe('');
    expect(row?.platformQrCode).not.toBe('');
    const first = groups.slice(0, 1);
    await updateGroupCode(
      db,
      adapter,
      world.tenantId,
      id,
      { ...form, qrs: groupCodeForm.parse({ name: 'x', qrs: [{ group_id: first[0]?.id }] }).qrs },
      new Date(),
    );
    expect(lastBody('externalcontact/groupchat/update_join_way')).toMatchObject({
      config_id: row?.platformConfigId,
      chat_id_list: first.map((group) => group.chatId),
    });
    await deleteGroupCode(db, adapter, world.tenantId, id);
    expect(lastBody('externalcontact/groupchat/del_join_way')).toEqual({
      config_id: row?.platformConfigId,
    });
  });

  it('a group welcome is a WeCom template: group_welcome_template/add with its text and image (through the media service: one upload, a live id reused), edit and del by template_id', async () => {
    const { db } = world.t.database;
    const adapter = createPlatformAdapter(db);
    const form = groupWelcomeForm.parse({
      name: '企微入群欢迎语',
      message: {
        text: '欢迎入群',
        attachments: [{ type: 'image', url: imageUrl, name: 'welcome.png', size: PNG.length }],
      },
      owner_employee_ids: [await employeeId('user0')],
    });
    const { id } = await createGroupWelcome(db, adapter, world.tenantId, form, new Date());
    // The media service: the same image as the channel code's welcome goes up once in this
    // file, its live media id reused by the template (docs/wecom.md "Media").
    const imageUploads = world.fake
      .callsTo('media/upload')
      .filter((call) => call.query.type === 'image');
    expect(imageUploads).toHaveLength(1);
    const added = lastBody('externalcontact/group_welcome_template/add') as {
      image?: { media_id: string };
    };
    expect(added).toMatchObject({
      text: { content: '欢迎入群' },
      image: { media_id: expect.stringMatching(/^media-image-/) },
    });
    expect(world.corp.media.has(added.image?.media_id ?? '')).toBe(true);
    const [templateId] = [...world.corp.groupTemplates.keys()];
    const edited = { ...form, message: { text: '欢迎新朋友', attachments: [] } };
    await updateGroupWelcome(db, adapter, world.tenantId, id, edited, new Date());
    expect(lastBody('externalcontact/group_welcome_template/edit')).toMatchObject({
      template_id: templateId,
      text: { content: '欢迎新朋友' },
    });
    await deleteGroupWelcome(db, adapter, world.tenantId, id);
    expect(world.corp.groupTemplates.size).toBe(0);
  });
});
