// issue #19: tenant `second` reads and writes nothing of demo's through any endpoint of the
// customer area (groups, loss, repeat, sandbox events, custom fields, batch tag, auto-tag).
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFieldValues } from '../../db/schema/customer-ops';
import { customerTags, tags } from '../../db/schema/customers';
import type { TestApp } from '../../test-support/test-app';
import type { Caller } from './customer-list/customer-core.test-kit';
import { activeRelation, firstOf, openCustomerArea } from './shared/customer-area.test-kit';

let t: TestApp;
let demo: Caller;
let second: Caller;
beforeAll(async () => {
  ({ t, demo, second } = await openCustomerArea());
}, 120_000);
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;

describe('tenant isolation (issue #19)', () => {
  it('tenant second reads and writes nothing of demo through any endpoint of the area', async () => {
    const relation = await activeRelation(db());
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
