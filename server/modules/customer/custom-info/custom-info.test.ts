// issue #19 "Done when" (server): custom field validation per type; unique names and options;
// the super-form profile sync writes the mapped fields.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldValueError } from '../../../../contract/customer/custom-info';
import type { CustomFieldRow } from '../../../../contract/customer/custom-info';
import { customers } from '../../../db/schema/customers';
import type { TestApp } from '../../../test-support/test-app';
import { CUSTOMER_TABLE_BRIDGE } from '../../material/super-form/customer-bridge';
import type { Caller } from '../customer-list/customer-core.test-kit';
import { activeRelation, firstOf, openCustomerArea } from '../shared/customer-area.test-kit';

let t: TestApp;
let demo: Caller;
beforeAll(async () => {
  ({ t, demo } = await openCustomerArea());
}, 120_000);
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;

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
    const relation = await activeRelation(db());
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
