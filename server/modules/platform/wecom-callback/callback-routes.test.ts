import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChannelCodeDetail,
  ChannelCodeGroupRow,
} from '../../../../contract/acquiring/channel-code';
import type { CustomerRow } from '../../../../contract/customer/customer-list';
import type { ListData } from '../../../../contract/envelope';
import type { TagGroupRow } from '../../../../contract/customer/tag-manage';
import {
  customerEvents,
  customerGroupMembers,
  customerGroups,
  customers,
} from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { wecomCallbacks } from '../../../db/schema/platform-callbacks';
import { deleteObjects } from '../../../platform/sandbox/sandbox-store';
import type { GroupChatDetail } from '../../../platform/wecom-callback/callback-platform';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { createCallbackPlatformFake } from '../../../test-support/wecom-fake/callback-platform-fake';
import type { CallbackPlatformFake } from '../../../test-support/wecom-fake/callback-platform-fake';
import { eventXml, pushCallback } from '../../../test-support/wecom-fake/push-callback';
import type { EventFields } from '../../../test-support/wecom-fake/push-callback';
import { admin } from '../../customer/customer-list/customer-core.test-kit';
import type { Caller } from '../../customer/customer-list/customer-core.test-kit';
import { updateTenantApp } from '../app-state/tenant-app';

const TENANT = 'demo';
const SECRETS = {
  token: 'CallbackToken35',
  aesKey: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  receiveId: 'ww35callbacktest',
};

let t: TestApp;
let api: Caller;
let fake: CallbackPlatformFake;
let userId: string;
let employeeId: number;
let tag: { id: number; name: string };
let code: ChannelCodeDetail;
let seq = 0;

function contactEvent(change: string, externalUserId: string, extra: EventFields = {}) {
  seq += 1;
  const createTime = Math.floor(t.clock.now / 1000) + seq;
  return eventXml(SECRETS.receiveId, createTime, {
    Event: 'change_external_contact',
    ChangeType: change,
    UserID: userId,
    ExternalUserID: externalUserId,
    ...extra,
  });
}

function knowContact(externalUserId: string, name: string) {
  fake.contacts.set(externalUserId, {
    contact: { externalUserId, name, avatar: '', type: 1, corpName: '', gender: 1 },
    follower: { userId, remark: '', description: '', addWay: 1, state: code.state },
  });
}

const push = (message: string) => pushCallback(t.app, TENANT, SECRETS, message);

async function customerNamed(name: string): Promise<CustomerRow | undefined> {
  const list = await api.get<ListData<CustomerRow>>(
    `/scrm/v1/customer/customers?name=${encodeURIComponent(name)}`,
  );
  return list.data.list[0];
}

async function callbackRows() {
  return t.database.db.select().from(wecomCallbacks).where(eq(wecomCallbacks.tenantId, TENANT));
}

async function eventsOf(externalUserId: string) {
  return t.database.db
    .select({ type: customerEvents.eventType })
    .from(customerEvents)
    .innerJoin(
      customers,
      and(eq(customers.tenantId, TENANT), eq(customers.id, customerEvents.customerId)),
    )
    .where(and(eq(customerEvents.tenantId, TENANT), eq(customers.externalUserId, externalUserId)));
}

beforeAll(async () => {
  // `fake` is set before any job runs (the platform is asked for only then).
  t = await createTestApp({ callbackPlatform: async () => fake });
  fake = createCallbackPlatformFake(t.database.db);
  api = await admin(t.app);
  await updateTenantApp(
    t.database.db,
    TENANT,
    { corpId: SECRETS.receiveId, callbackToken: SECRETS.token, callbackAesKey: SECRETS.aesKey },
    new Date(t.clock.now),
  );
  const [employee] = await t.database.db
    .select({ id: employees.id, userId: employees.platformUserId })
    .from(employees)
    .where(and(eq(employees.tenantId, TENANT), eq(employees.status, 1)))
    .limit(1);
  if (!employee) throw new Error('demo tenant has no employee');
  userId = employee.userId;
  employeeId = employee.id;
  const groups = await api.get<TagGroupRow[]>('/scrm/v1/customer/tag-groups');
  const first = groups.data[0]?.tags[0];
  if (!first) throw new Error('demo tenant has no tag');
  tag = { id: first.id, name: first.name };
  const codeGroups = await api.get<ChannelCodeGroupRow[]>('/scrm/v1/acquiring/channel-code/groups');
  const created = await api.post<{ id: number }>('/scrm/v1/acquiring/channel-codes', {
    name: '回调活码',
    group_id: codeGroups.data.find((group) => group.is_default)?.id ?? 0,
    employee_ids: [employeeId],
    tag_enable: true,
    tag_ids: [tag.id],
    welcome_type: 1,
    welcome_text: '欢迎来到回调活码',
  });
  expect(created.msg).toBe('success');
  code = (await api.get<ChannelCodeDetail>(`/scrm/v1/acquiring/channel-codes/${created.data.id}`))
    .data;
});
afterAll(() => t.close());

describe('WeCom callback URL (issue #35)', () => {
  it('an add_external_contact callback puts the customer in the list with the code’s tags and sends the welcome with its WelcomeCode', async () => {
    knowContact('wmcallbackadd1', '回调客户甲');
    const answer = await push(
      contactEvent('add_external_contact', 'wmcallbackadd1', {
        State: code.state,
        WelcomeCode: 'WELCOME-CODE-1',
      }),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('success');
    // Nothing is applied in the request: the job does it.
    expect(await customerNamed('回调客户甲')).toBeUndefined();
    await t.jobs.runDue();
    const row = await customerNamed('回调客户甲');
    expect(row?.tags.map((item) => item.name)).toEqual([tag.name]);
    expect(row?.channel).toEqual({ id: code.id, name: '回调活码' });
    expect(fake.welcomes).toEqual([
      {
        tenantId: TENANT,
        welcomeCode: 'WELCOME-CODE-1',
        message: { text: '欢迎来到回调活码', attachments: [] },
      },
    ]);
  });

  it('a callback replayed three times is recorded once and applied once', async () => {
    knowContact('wmcallbackreplay', '回调重放客户');
    const message = contactEvent('add_external_contact', 'wmcallbackreplay', {
      State: code.state,
      WelcomeCode: 'WELCOME-CODE-REPLAY',
    });
    const before = fake.welcomes.length;
    const typesAfter: string[][] = [];
    for (let round = 0; round < 3; round += 1) {
      expect((await push(message)).body).toBe('success');
      await t.jobs.runDue();
      typesAfter.push((await eventsOf('wmcallbackreplay')).map((event) => event.type).sort());
    }
    const rows = (await callbackRows()).filter((row) => row.message === message);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.outcome).toBe('applied');
    expect(typesAfter[0]).toEqual(expect.arrayContaining(['added', 'tag_added', 'welcome_sent']));
    expect(typesAfter[0]?.filter((type) => type === 'added')).toHaveLength(1);
    expect(typesAfter[2]).toEqual(typesAfter[0]);
    expect(fake.welcomes.slice(before).map((welcome) => welcome.welcomeCode)).toEqual([
      'WELCOME-CODE-REPLAY',
    ]);
  });

  it('a callback with a bad signature is refused and changes nothing', async () => {
    knowContact('wmcallbackforged', '伪造客户');
    const before = await callbackRows();
    const answer = await pushCallback(
      t.app,
      TENANT,
      SECRETS,
      contactEvent('add_external_contact', 'wmcallbackforged', { State: code.state }),
      { signWith: { token: 'forged-token' } },
    );
    expect(answer.statusCode).toBe(403);
    await t.jobs.runDue();
    expect(await callbackRows()).toHaveLength(before.length);
    expect(await customerNamed('伪造客户')).toBeUndefined();
  });

  it('a callback encrypted for a foreign corp id is refused and changes nothing', async () => {
    knowContact('wmcallbackforeign', '外企客户');
    const before = await callbackRows();
    const answer = await pushCallback(
      t.app,
      TENANT,
      SECRETS,
      contactEvent('add_external_contact', 'wmcallbackforeign', { State: code.state }),
      { signWith: { receiveId: 'wwforeigncorp' } },
    );
    expect(answer.statusCode).toBe(403);
    await t.jobs.runDue();
    expect(await callbackRows()).toHaveLength(before.length);
    expect(await customerNamed('外企客户')).toBeUndefined();
  });

  it('an unknown event is recorded and ignored', async () => {
    seq += 1;
    const message = eventXml(SECRETS.receiveId, Math.floor(t.clock.now / 1000) + seq, {
      Event: 'change_something_new',
      ChangeType: 'whatever',
    });
    expect((await push(message)).body).toBe('success');
    await t.jobs.runDue();
    const [row] = (await callbackRows()).filter((item) => item.message === message);
    expect(row).toMatchObject({ event: 'change_something_new', outcome: 'ignored' });
    expect(row?.appliedAt).not.toBeNull();
  });

  it('each event family is applied: change_external_contact edit, half add, deletions and transfer_fail', async () => {
    knowContact('wmcallbackfamily', '家族客户');
    await push(
      contactEvent('add_half_external_contact', 'wmcallbackfamily', { State: code.state }),
    );
    await t.jobs.runDue();
    expect((await customerNamed('家族客户'))?.employees.map((item) => item.id)).toEqual([
      employeeId,
    ]);

    const known = fake.contacts.get('wmcallbackfamily');
    if (!known?.follower) throw new Error('fake contact missing');
    fake.contacts.set('wmcallbackfamily', {
      contact: { ...known.contact, name: '家族客户改名' },
      follower: { ...known.follower, remark: '老客户' },
    });
    await push(contactEvent('edit_external_contact', 'wmcallbackfamily'));
    await t.jobs.runDue();
    expect(await customerNamed('家族客户改名')).toBeDefined();

    await push(
      contactEvent('transfer_fail', 'wmcallbackfamily', { FailReason: 'customer_refused' }),
    );
    await t.jobs.runDue();
    expect((await customerNamed('家族客户改名'))?.lost).toBe(false);

    await push(contactEvent('del_follow_user', 'wmcallbackfamily'));
    await t.jobs.runDue();
    expect((await customerNamed('家族客户改名'))?.lost).toBe(true);
    const types = (await eventsOf('wmcallbackfamily')).map((event) => event.type);
    expect(types.filter((type) => type === 'deleted_by_customer')).toHaveLength(1);
    const outcomes = (await callbackRows())
      .filter((row) => row.event === 'change_external_contact')
      .map((row) => row.outcome);
    expect(outcomes.every((outcome) => outcome === 'applied')).toBe(true);
  });

  it('each event family is applied: change_external_chat create, add_member with JoinScene, del_member, change_name, dismiss', async () => {
    knowContact('wmcallbackgroup', '群客户');
    await push(contactEvent('add_external_contact', 'wmcallbackgroup', { State: code.state }));
    await t.jobs.runDue();
    const chatId = 'wrcallbackchat1';
    const createdAt = new Date(t.clock.now - 60_000);
    fake.chats.set(chatId, {
      chatId,
      name: '回调客户群',
      ownerUserId: userId,
      notice: '',
      createdAt,
      members: [{ id: userId, type: 1, joinScene: 0, joinedAt: createdAt }],
    });
    const chat = (fields: EventFields) => {
      seq += 1;
      return eventXml(SECRETS.receiveId, Math.floor(t.clock.now / 1000) + seq, {
        Event: 'change_external_chat',
        ChatId: chatId,
        ...fields,
      });
    };
    await push(chat({ ChangeType: 'create' }));
    await t.jobs.runDue();
    const group = async () => {
      const [row] = await t.database.db
        .select()
        .from(customerGroups)
        .where(and(eq(customerGroups.tenantId, TENANT), eq(customerGroups.platformChatId, chatId)));
      return row;
    };
    const created = await group();
    expect(created).toMatchObject({ name: '回调客户群', ownerEmployeeId: employeeId });
    const member = async () => {
      const [customer] = await t.database.db
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(eq(customers.tenantId, TENANT), eq(customers.externalUserId, 'wmcallbackgroup')),
        );
      const [row] = await t.database.db
        .select()
        .from(customerGroupMembers)
        .where(
          and(
            eq(customerGroupMembers.tenantId, TENANT),
            eq(customerGroupMembers.groupId, created?.id ?? 0),
            eq(customerGroupMembers.memberType, 2),
            eq(customerGroupMembers.memberId, customer?.id ?? 0),
          ),
        );
      return row;
    };
    const update = (detail: string) =>
      chat({
        ChangeType: 'update',
        UpdateDetail: detail,
        JoinScene: 3,
        MemChangeCnt: 1,
        MemChangeList: ['wmcallbackgroup'],
      });
    await push(update('add_member'));
    await t.jobs.runDue();
    expect(await member()).toMatchObject({ joinScene: 3, leftAt: null });
    await push(update('del_member'));
    await t.jobs.runDue();
    expect((await member())?.leftAt).not.toBeNull();

    fake.chats.set(chatId, { ...(fake.chats.get(chatId) as GroupChatDetail), name: '改名客户群' });
    await push(chat({ ChangeType: 'update', UpdateDetail: 'change_name' }));
    await t.jobs.runDue();
    expect((await group())?.name).toBe('改名客户群');

    await push(chat({ ChangeType: 'dismiss' }));
    await t.jobs.runDue();
    expect((await group())?.dismissedAt).not.toBeNull();
  });

  it('each event family is applied: change_external_tag follows the platform’s corp tags', async () => {
    const added = await fake.adapter.addCorpTags(TENANT, { name: '回调标签组' }, ['回调新标签']);
    seq += 1;
    await push(
      eventXml(SECRETS.receiveId, Math.floor(t.clock.now / 1000) + seq, {
        Event: 'change_external_tag',
        Id: added.platformId,
        TagType: 'tag_group',
        ChangeType: 'create',
      }),
    );
    await t.jobs.runDue();
    const groups = await api.get<TagGroupRow[]>('/scrm/v1/customer/tag-groups');
    const group = groups.data.find((item) => item.name === '回调标签组');
    expect(group?.tags.map((item) => item.name)).toEqual(['回调新标签']);
  });

  it('each event family is applied: change_contact delete_user marks the employee as left', async () => {
    const [other] = await t.database.db
      .select({ id: employees.id, userId: employees.platformUserId })
      .from(employees)
      .where(
        and(eq(employees.tenantId, TENANT), eq(employees.status, 1), ne(employees.id, employeeId)),
      )
      .limit(1);
    if (!other) throw new Error('demo tenant has one employee only');
    await deleteObjects(t.database.db, TENANT, 'employee', [other.userId]);
    seq += 1;
    await push(
      eventXml(SECRETS.receiveId, Math.floor(t.clock.now / 1000) + seq, {
        Event: 'change_contact',
        ChangeType: 'delete_user',
        UserID: other.userId,
      }),
    );
    await t.jobs.runDue();
    const [row] = await t.database.db
      .select({ status: employees.status })
      .from(employees)
      .where(and(eq(employees.tenantId, TENANT), eq(employees.id, other.id)));
    expect(row?.status).toBe(2);
  });
});
