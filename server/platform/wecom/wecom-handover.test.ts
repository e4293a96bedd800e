// issue #41 hand-over on WeCom through the protocol fake (docs/handover.md): the adapter's
// transfer_customer / resigned/transfer_customer / transfer_result / groupchat transfers /
// get_unassigned_list calls with their documented parameters, the fake's limits, and a
// hand-over request sent and polled by the job through them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatIdOf, externalUserIdOf } from '../../test-support/wecom-fake/fake-corp';
import { resignUser, settleTransfers } from '../../test-support/wecom-fake/fake-transfers';
import { CORP_ID, openSyncWorld } from '../../test-support/wecom-fake/sync-test-kit';
import type { SyncWorld } from '../../test-support/wecom-fake/sync-test-kit';
import { createPlatformAdapter } from '../adapter';

const TENANT = 'wecomhandover';
let world: SyncWorld;
const ext = externalUserIdOf;
const adapter = () => createPlatformAdapter(world.t.database.db);
const onjob = (handover: string, takeover: string, ids: string[], message = '') => ({
  mode: 'onjob' as const,
  handoverUserId: handover,
  takeoverUserId: takeover,
  externalUserIds: ids,
  message,
});

beforeAll(async () => {
  world = await openSyncWorld(
    { customers: 60, users: 3, departments: 1, tagGroups: 1, tagsPerGroup: 1, chats: 3 },
    TENANT,
  );
}, 120_000);
afterAll(() => world.close());

describe('hand-over on WeCom (issue #41)', () => {
  it('transfer_customer sends handover_userid, takeover_userid, external_userid and the success message, and answers each customer’s errcode', async () => {
    const answers = await adapter().transferCustomers(
      TENANT,
      onjob('user0', 'user1', [ext(0), ext(3), ext(1)], '您好，后续由同事为您服务'),
    );
    // ext(1) is user1's customer, not user0's: WeCom refuses it (40131).
    expect(answers.map((item) => item.errcode)).toEqual([0, 0, 40131]);
    const [call] = world.fake.callsTo('externalcontact/transfer_customer');
    expect(call?.body).toEqual({
      handover_userid: 'user0',
      takeover_userid: 'user1',
      external_userid: [ext(0), ext(3), ext(1)],
      transfer_success_msg: '您好，后续由同事为您服务',
    });
    // A customer already waiting cannot be transferred again (40129).
    const again = await adapter().transferCustomers(TENANT, onjob('user0', 'user2', [ext(0)]));
    expect(again[0]?.errcode).toBe(40129);
    expect(
      (world.fake.callsTo('externalcontact/transfer_customer')[1]?.body as object) ?? {},
    ).not.toHaveProperty('transfer_success_msg');

    // transfer_result answers WeCom's status per customer once the customers decided.
    settleTransfers(world.fake, (external) => (external === ext(0) ? 1 : 3));
    const result = await adapter().transferResult(TENANT, {
      mode: 'onjob',
      handoverUserId: 'user0',
      takeoverUserId: 'user1',
      cursor: '',
    });
    expect(result.customers.map((item) => [item.externalUserId, item.status])).toEqual([
      [ext(0), 1],
      [ext(3), 3],
    ]);
    expect(result.customers[0]?.takeoverAt).toBeInstanceOf(Date);
    expect(result.nextCursor).toBe('');
  });

  it('the fake enforces WeCom’s limits: ≤ 100 customers a call, a message ≤ 200 characters, twice in 90 days (40128)', async () => {
    const many = Array.from({ length: 101 }, (_, i) => ext(i * 3));
    await expect(
      adapter().transferCustomers(TENANT, onjob('user0', 'user1', many)),
    ).rejects.toThrow();
    await expect(
      adapter().transferCustomers(TENANT, onjob('user0', 'user1', [ext(6)], '长'.repeat(201))),
    ).rejects.toThrow();
    // ext(20) is followed by user2 and user0: two transfers pass, the third in 90 days fails.
    const first = await adapter().transferCustomers(TENANT, onjob('user2', 'user1', [ext(20)]));
    settleTransfers(world.fake, () => 1);
    const second = await adapter().transferCustomers(TENANT, onjob('user0', 'user1', [ext(20)]));
    settleTransfers(world.fake, () => 1);
    const third = await adapter().transferCustomers(TENANT, onjob('user2', 'user0', [ext(20)]));
    expect([first[0]?.errcode, second[0]?.errcode, third[0]?.errcode]).toEqual([0, 0, 40128]);
  });

  it('离职继承: get_unassigned_list lists a leaver’s customers, resigned/transfer_customer takes no message and only a member who left', async () => {
    resignUser(world.fake, CORP_ID, 'user2', [ext(2), ext(5)]);
    const unassigned = await adapter().unassignedCustomers(TENANT, '');
    expect(unassigned.items.map((item) => [item.handoverUserId, item.externalUserId])).toEqual([
      ['user2', ext(2)],
      ['user2', ext(5)],
    ]);
    expect(world.fake.callsTo('externalcontact/get_unassigned_list')[0]?.body).toEqual({
      page_size: 1000,
    });
    const answers = await adapter().transferCustomers(TENANT, {
      ...onjob('user2', 'user1', [ext(2), ext(5)], '不会发送'),
      mode: 'resigned',
    });
    expect(answers.map((item) => item.errcode)).toEqual([0, 0]);
    expect(world.fake.callsTo('externalcontact/resigned/transfer_customer')[0]?.body).toEqual({
      handover_userid: 'user2',
      takeover_userid: 'user1',
      external_userid: [ext(2), ext(5)],
    });
    await expect(
      adapter().transferCustomers(TENANT, {
        ...onjob('user0', 'user1', [ext(0)]),
        mode: 'resigned',
      }),
    ).rejects.toThrow();
  });

  it('group transfers call groupchat/onjob_transfer and groupchat/transfer with chat_id_list and new_owner and answer the refused chats', async () => {
    const failed = await adapter().transferGroups(TENANT, {
      mode: 'onjob',
      chatIds: [chatIdOf(0), chatIdOf(9)],
      newOwnerUserId: 'user1',
    });
    expect(failed).toEqual([{ chatId: chatIdOf(9), errcode: 90501, errmsg: expect.any(String) }]);
    expect(world.fake.callsTo('externalcontact/groupchat/onjob_transfer')[0]?.body).toEqual({
      chat_id_list: [chatIdOf(0), chatIdOf(9)],
      new_owner: 'user1',
    });
    await adapter().transferGroups(TENANT, {
      mode: 'resigned',
      chatIds: [chatIdOf(1)],
      newOwnerUserId: 'user0',
    });
    expect(world.fake.callsTo('externalcontact/groupchat/transfer')).toHaveLength(1);
  });
});
