// issue #19 "Done when" (server): loss and repeat lists equal direct counts of relation rows;
// the digest sends one notice per manager per day; auto-tag rules fire once per event; sync
// resolves a renamed tag without duplicating it and refuses a second run; custom field values
// are checked per type; the super-form profile sync writes the mapped fields; tenant `second`
// gets nothing of demo's from any endpoint.
import { and, count, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldValueError } from '../../../contract/customer/custom-info';
import type { CustomFieldRow } from '../../../contract/customer/custom-info';
import {
  customerAlertNotices,
  customerFieldValues,
  tagSyncRuns,
} from '../../db/schema/customer-ops';
import { customerRelations, customerTags, customers, tags } from '../../db/schema/customers';
import { employees } from '../../db/schema/directory';
import { createPlatformAdapter } from '../../platform/adapter';
import { createTestApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';
import { CUSTOMER_TABLE_BRIDGE } from '../material/super-form/customer-bridge';
import { admin, admin2 } from './customer-list/customer-core.test-kit';
import type { Caller } from './customer-list/customer-core.test-kit';
import { sendLossDigests } from './loss-customer/loss-alerts';
import { runSync } from './sync-tag/sync-runs';

let t: TestApp;
let demo: Caller;
let second: Caller;
beforeAll(async () => {
  t = await createTestApp();
  demo = await admin(t.app);
  second = await admin2(t.app);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const firstOf = async <T>(rows: Promise<T[]>) => {
  const [row] = await rows;
  if (!row) throw new Error('fixture missing');
  return row;
};
const activeRelation = () =>
  firstOf(
    db()
      .select()
      .from(customerRelations)
      .where(
        and(
          eq(customerRelations.tenantId, 'demo'),
          isNull(customerRelations.deletedByCustomerAt),
          isNull(customerRelations.deletedByEmployeeAt),
        ),
      )
      .limit(1),
  );

describe('/loss-customer and /repeat-customer (issue #19)', () => {
  it('the loss list total equals a direct count of ended relation rows, per direction too', async () => {
    const direct = await db()
      .select({ n: count() })
      .from(customerRelations)
      .where(
        and(
          eq(customerRelations.tenantId, 'demo'),
          or(
            isNotNull(customerRelations.deletedByCustomerAt),
            isNotNull(customerRelations.deletedByEmployeeAt),
          ),
        ),
      );
    const list = await demo.get<{
      total: number;
      summary: { by_customer: number; by_employee: number };
    }>('/scrm/v1/customer/loss-customers');
    expect(list.data.total).toBe(direct[0]?.n);
    expect(list.data.total).toBeGreaterThan(0);
    expect(list.data.summary.by_customer + list.data.summary.by_employee).toBe(list.data.total);
    const byCustomer = await demo.get<{ total: number }>(
      '/scrm/v1/customer/loss-customers?direction=customer',
    );
    expect(byCustomer.data.total).toBe(list.data.summary.by_customer);
  });

  it('the repeat list total equals a direct count of customers with more than one active relation', async () => {
    const [direct] = (
      (await db().execute(sql`select count(*)::int as n from (select customer_id
        from customer_relations where tenant_id = 'demo' and deleted_by_customer_at is null
        and deleted_by_employee_at is null group by customer_id having count(*) > 1) x`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    const list = await demo.get<{ total: number; list: { count: number }[] }>(
      '/scrm/v1/customer/repeat-customers',
    );
    expect(list.data.total).toBe(direct?.n);
    expect(list.data.list.every((row) => row.count > 1)).toBe(true);
  });

  it('a customer deleting an employee (sandbox event) appears in the list and the each-loss alert is recorded once', async () => {
    const relation = await activeRelation();
    const manager = await firstOf(
      db().select().from(employees).where(eq(employees.tenantId, 'demo')).limit(1),
    );
    const saved = await demo.post('/scrm/v1/customer/loss-settings', {
      notify_employee: true,
      notify_manager: true,
      mode: 'each',
      manager_ids: [manager.id],
    });
    expect(saved.code).toBe(0);
    const before = await demo.get<{ total: number }>('/scrm/v1/customer/loss-customers');
    const event = await demo.post('/scrm/v1/customer/sandbox/relation-event', {
      customer_id: relation.customerId,
      employee_id: relation.employeeId,
      direction: 'customer',
    });
    expect(event.code).toBe(0);
    const after = await demo.get<{ total: number; list: { customer: { id: number } }[] }>(
      '/scrm/v1/customer/loss-customers',
    );
    expect(after.data.total).toBe(before.data.total + 1);
    expect(after.data.list[0]?.customer.id).toBe(relation.customerId);
    const notices = await demo.get<{ total: number; list: { kind: string }[] }>(
      '/scrm/v1/customer/loss-notices',
    );
    const recipients = new Set([relation.employeeId, manager.id]).size;
    expect(notices.data.list.filter((row) => row.kind === 'loss')).toHaveLength(recipients);
  });

  it('the 09:00 digest sends one notice per manager per day, however often the job runs', async () => {
    const managers = await db()
      .select()
      .from(employees)
      .where(eq(employees.tenantId, 'demo'))
      .limit(2);
    const relation = await activeRelation();
    await demo.post('/scrm/v1/customer/loss-settings', {
      notify_employee: false,
      notify_manager: true,
      mode: 'digest',
      manager_ids: managers.map((row) => row.id),
    });
    // A loss yesterday (China time), then the job at 09:05 and again at 10:00 the next day.
    const lostAt = new Date('2026-11-21T03:00:00Z');
    await db()
      .update(customerRelations)
      .set({ deletedByEmployeeAt: lostAt })
      .where(
        and(
          eq(customerRelations.tenantId, 'demo'),
          eq(customerRelations.customerId, relation.customerId),
          eq(customerRelations.employeeId, relation.employeeId),
        ),
      );
    expect(await sendLossDigests(db(), new Date('2026-11-22T00:30:00Z'))).toBe(0); // 08:30
    expect(await sendLossDigests(db(), new Date('2026-11-22T01:05:00Z'))).toBe(managers.length);
    expect(await sendLossDigests(db(), new Date('2026-11-22T02:00:00Z'))).toBe(0);
    const digests = await db()
      .select({ n: count() })
      .from(customerAlertNotices)
      .where(
        and(
          eq(customerAlertNotices.tenantId, 'demo'),
          eq(customerAlertNotices.kind, 'loss_digest'),
        ),
      );
    expect(digests[0]?.n).toBe(managers.length);
  });
});

describe('/auto-tag and /sync-tag (issue #19)', () => {
  it('a keyword rule fires once per chat message, and a rule with no tag is refused', async () => {
    const tag = await firstOf(db().select().from(tags).where(eq(tags.tenantId, 'demo')).limit(1));
    const noTag = await demo.post('/scrm/v1/customer/auto-tag-rules', {
      name: '无标签',
      config: { type: 'keyword', match: 'contains', keywords: ['价格'] },
      tag_ids: [],
    });
    expect(noTag.status).toBe(400);
    expect(noTag.msg).toContain('请至少选择一个标签');
    const rule = await demo.post<{ id: number }>('/scrm/v1/customer/auto-tag-rules', {
      name: '问价格',
      config: { type: 'keyword', match: 'contains', keywords: ['价格'] },
      tag_ids: [tag.id],
    });
    expect(rule.code).toBe(0);
    const relation = await activeRelation();
    const message = { customer_id: relation.customerId, employee_id: relation.employeeId };
    const hit = await demo.post<{ hits: number }>('/scrm/v1/customer/sandbox/chat-message', {
      ...message,
      text: '请问这个价格多少？',
    });
    expect(hit.data.hits).toBe(1);
    const miss = await demo.post<{ hits: number }>('/scrm/v1/customer/sandbox/chat-message', {
      ...message,
      text: '你好',
    });
    expect(miss.data.hits).toBe(0);
    const detail = await demo.get<{ hit_count: number }>(
      `/scrm/v1/customer/auto-tag-rules/${rule.data.id}`,
    );
    expect(detail.data.hit_count).toBe(1);
  });

  it('the same join event replayed tags and counts once (group rule)', async () => {
    const tag = await firstOf(db().select().from(tags).where(eq(tags.tenantId, 'demo')).limit(1));
    const groups = await demo.get<{ list: { id: number }[] }>('/scrm/v1/customer/groups');
    const groupId = groups.data.list[0]?.id ?? 0;
    const rule = await demo.post<{ id: number }>('/scrm/v1/customer/auto-tag-rules', {
      name: '入群标签',
      config: { type: 'group', group_ids: [groupId] },
      tag_ids: [tag.id],
    });
    const relation = await activeRelation();
    const { runAutoTag } = await import('./auto-tag/auto-tag-engine');
    const trigger = {
      kind: 'joined_group' as const,
      customerId: relation.customerId,
      groupId,
      eventKey: 'join:replayed',
      at: new Date(),
    };
    expect(await runAutoTag(db(), 'demo', trigger)).toBe(1);
    expect(await runAutoTag(db(), 'demo', trigger)).toBe(0);
    const detail = await demo.get<{ hit_count: number }>(
      `/scrm/v1/customer/auto-tag-rules/${rule.data.id}`,
    );
    expect(detail.data.hit_count).toBe(1);
  });

  it('a tag renamed on the platform is renamed here by a pull, never duplicated', async () => {
    const adapter = createPlatformAdapter(db());
    const local = await firstOf(
      db()
        .select()
        .from(tags)
        .where(and(eq(tags.tenantId, 'demo'), sql`${tags.platformId} <> ''`))
        .limit(1),
    );
    // Aligned first (tags only on the platform come in), then renamed there and pulled again.
    await demo.post('/scrm/v1/customer/tag-sync/runs', { direction: 'pull' });
    const before = await db().select({ n: count() }).from(tags).where(eq(tags.tenantId, 'demo'));
    await adapter.editCorpTag('demo', local.platformId, '改名后的标签');
    const diff = await demo.get<{ rows: { kind: string; platform_name: string | null }[] }>(
      '/scrm/v1/customer/tag-sync/diff',
    );
    expect(diff.data.rows).toContainEqual(
      expect.objectContaining({ kind: 'renamed', platform_name: '改名后的标签' }),
    );
    const run = await demo.post<{ status: string; updated: number }>(
      '/scrm/v1/customer/tag-sync/runs',
      { direction: 'pull' },
    );
    expect(run.data).toMatchObject({ status: 'done' });
    const renamed = await firstOf(
      db()
        .select()
        .from(tags)
        .where(and(eq(tags.tenantId, 'demo'), eq(tags.id, local.id))),
    );
    expect(renamed.name).toBe('改名后的标签');
    const after = await db().select({ n: count() }).from(tags).where(eq(tags.tenantId, 'demo'));
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('a sync while another sync runs is refused with a Chinese message', async () => {
    await db()
      .insert(tagSyncRuns)
      .values({
        tenantId: 'demo',
        direction: 'pull',
        trigger: 'manual',
        startedAt: new Date(t.clock.now),
      });
    const refused = await demo.post('/scrm/v1/customer/tag-sync/runs', { direction: 'both' });
    expect(refused.msg).toBe('已有同步任务正在进行，请等待完成后再试');
    await expect(
      runSync(db(), createPlatformAdapter(db()), 'demo', 'pull', 'schedule', new Date(t.clock.now)),
    ).rejects.toThrow('已有同步任务正在进行');
    await db().delete(tagSyncRuns).where(eq(tagSyncRuns.status, 'running'));
  });
});

describe('/custom-info (issue #19)', () => {
  const field = (type: CustomFieldRow['type'], options: string[] = []) => ({
    name: '字段',
    type,
    options,
  });
  it('each type checks its value: a number rejects text, a date rejects 2023-02-30, choices only their options', () => {
    expect(fieldValueError(field('number'), 'abc')).toBe('字段必须是数字');
    expect(fieldValueError(field('number'), 12.5)).toBeNull();
    expect(fieldValueError(field('date'), '2023-02-30')).toContain('不是有效日期');
    expect(fieldValueError(field('date'), '2024-02-29')).toBeNull();
    expect(fieldValueError(field('datetime'), '2024-02-29 24:00')).not.toBeNull();
    expect(fieldValueError(field('datetime'), '2024-02-29 23:59')).toBeNull();
    expect(fieldValueError(field('radio', ['A', 'B']), 'C')).toContain('已有选项');
    expect(fieldValueError(field('checkbox', ['A', 'B']), ['A', 'B'])).toBeNull();
    expect(fieldValueError(field('checkbox', ['A']), ['A', 'Z'])).not.toBeNull();
    expect(fieldValueError(field('rate'), 6)).not.toBeNull();
    expect(fieldValueError(field('phone'), '1380013800')).not.toBeNull();
    expect(fieldValueError(field('phone'), '13800138000')).toBeNull();
    expect(fieldValueError(field('email'), 'a@b')).not.toBeNull();
    expect(fieldValueError(field('email'), 'a@b.cn')).toBeNull();
  });

  it('field names are unique, options unique and non-empty; bad values are refused and nothing written', async () => {
    const created = await demo.post<{ id: number }>('/scrm/v1/customer/custom-fields', {
      name: '预算',
      type: 'number',
    });
    expect(created.code).toBe(0);
    const again = await demo.post('/scrm/v1/customer/custom-fields', {
      name: '预算',
      type: 'text',
    });
    expect(again.msg).toBe('字段名称「预算」已存在');
    const dup = await demo.post('/scrm/v1/customer/custom-fields', {
      name: '意向',
      type: 'radio',
      options: ['高', '高'],
    });
    expect(dup.status).toBe(400);
    expect(dup.msg).toContain('选项不能重复');
    const empty = await demo.post('/scrm/v1/customer/custom-fields', {
      name: '意向',
      type: 'select',
      options: [],
    });
    expect(empty.msg).toContain('选项不能为空');
    const blank = await demo.post('/scrm/v1/customer/custom-fields', {
      name: '意向',
      type: 'select',
      options: [' '],
    });
    expect(blank.status).toBe(400);
    const relation = await activeRelation();
    const url = `/scrm/v1/customer/customers/${relation.customerId}/fields`;
    const bad = await demo.post(url, { values: [{ field_id: created.data.id, value: '很多' }] });
    expect(bad.msg).toBe('预算必须是数字');
    const good = await demo.post(url, { values: [{ field_id: created.data.id, value: 5000 }] });
    expect(good.code).toBe(0);
    const values = await demo.get<{ field: { id: number }; value: unknown }[]>(url);
    expect(values.data.find((row) => row.field.id === created.data.id)?.value).toBe(5000);
  });

  it('the super form profile sync writes phone and birthday into the customer fields', async () => {
    const customer = await firstOf(
      db().select().from(customers).where(eq(customers.tenantId, 'demo')).limit(1),
    );
    const applied = await CUSTOMER_TABLE_BRIDGE.apply(
      db(),
      {
        effectType: 'profile',
        summary: '',
        detail: { phone: '13912345678', birthday: '1990-05-01' },
      },
      {
        tenantId: 'demo',
        recordId: 1,
        form: {} as never,
        customer: { id: customer.id, name: customer.name, type: 1 },
        at: new Date(),
      },
    );
    expect(applied).toBe(true);
    const values = await demo.get<{ field: { system_key: string }; value: unknown }[]>(
      `/scrm/v1/customer/customers/${customer.id}/fields`,
    );
    const byKey = new Map(values.data.map((row) => [row.field.system_key, row.value]));
    expect(byKey.get('phone')).toBe('13912345678');
    expect(byKey.get('birthday')).toBe('1990-05-01');
  });
});

describe('tenant isolation (issue #19)', () => {
  it('tenant second reads and writes nothing of demo through any endpoint of the area', async () => {
    const relation = await activeRelation();
    const groups = await demo.get<{ list: { id: number }[] }>('/scrm/v1/customer/groups');
    const groupId = groups.data.list[0]?.id ?? 0;
    const demoTag = await firstOf(
      db().select().from(tags).where(eq(tags.tenantId, 'demo')).limit(1),
    );
    const demoField = (await demo.get<{ id: number }[]>('/scrm/v1/customer/custom-fields')).data[0];
    const tagsBefore = await db()
      .select({ n: count() })
      .from(customerTags)
      .where(eq(customerTags.tenantId, 'demo'));
    const valuesBefore = await db().select({ n: count() }).from(customerFieldValues);

    expect((await second.get(`/scrm/v1/customer/groups/${groupId}`)).code).not.toBe(0);
    expect((await second.get(`/scrm/v1/customer/groups/${groupId}/members`)).code).not.toBe(0);
    expect(
      (await second.post(`/scrm/v1/customer/groups/${groupId}/tags`, { tag_ids: [] })).code,
    ).not.toBe(0);
    const secondLoss = await second.get<{ list: { customer: { id: number } }[] }>(
      '/scrm/v1/customer/loss-customers',
    );
    expect(secondLoss.data.list.some((row) => row.customer.id === relation.customerId)).toBe(false);
    expect(
      (
        await second.post<{ added: number }>('/scrm/v1/customer/loss-customers/tag', {
          customer_ids: [relation.customerId],
          tag_ids: [demoTag.id],
        })
      ).code,
    ).not.toBe(0);
    expect(
      (
        await second.post<{ ended: number }>('/scrm/v1/customer/repeat-customers/keep-one', {
          customer_ids: [relation.customerId],
        })
      ).data,
    ).toEqual({ ended: 0 });
    expect(
      (
        await second.post('/scrm/v1/customer/sandbox/relation-event', {
          customer_id: relation.customerId,
          employee_id: relation.employeeId,
          direction: 'employee',
        })
      ).code,
    ).not.toBe(0);
    expect(
      (await second.get(`/scrm/v1/customer/customers/${relation.customerId}/fields`)).code,
    ).not.toBe(0);
    expect(
      (
        await second.post(`/scrm/v1/customer/customers/${relation.customerId}/fields`, {
          values: [{ field_id: demoField?.id ?? 1, value: 'x' }],
        })
      ).code,
    ).not.toBe(0);
    expect(
      (
        await second.post(`/scrm/v1/customer/custom-fields/${demoField?.id ?? 1}`, {
          name: 'x',
          type: 'text',
        })
      ).code,
    ).not.toBe(0);
    expect(
      (await second.del(`/scrm/v1/customer/custom-fields/${demoField?.id ?? 1}`)).code,
    ).not.toBe(0);
    const batch = await second.post<{ total: number }>('/scrm/v1/customer/batch-tag-tasks', {
      name: '越权',
      mode: 'add',
      tag_ids: [demoTag.id],
      source: 'filter',
    });
    expect(batch.code).not.toBe(0);
    const rules = await demo.get<{ list: { id: number }[] }>('/scrm/v1/customer/auto-tag-rules');
    const ruleId = rules.data.list[0]?.id ?? 1;
    expect((await second.get(`/scrm/v1/customer/auto-tag-rules/${ruleId}`)).code).not.toBe(0);
    expect((await second.get(`/scrm/v1/customer/auto-tag-rules/${ruleId}/hits`)).code).not.toBe(0);
    expect((await second.del(`/scrm/v1/customer/auto-tag-rules/${ruleId}`)).code).not.toBe(0);
    expect(
      (await second.get<{ total: number }>('/scrm/v1/customer/auto-tag-rules')).data.total,
    ).toBe(0);
    expect(
      (await second.get<{ total: number }>('/scrm/v1/customer/batch-tag-tasks')).data.total,
    ).toBe(0);
    const secondGroups = await second.get<{ list: { id: number }[] }>('/scrm/v1/customer/groups');
    expect(secondGroups.data.list.some((row) => row.id === groupId)).toBe(false);
    const after = await db()
      .select({ n: count() })
      .from(customerTags)
      .where(eq(customerTags.tenantId, 'demo'));
    expect(after[0]?.n).toBe(tagsBefore[0]?.n);
    expect((await db().select({ n: count() }).from(customerFieldValues))[0]?.n).toBe(
      valuesBefore[0]?.n,
    );
  });
});
