// issue #19 "Done when" (server): auto-tag rules fire once per event (a keyword per chat
// message, a replayed group join); a rule with no tag is refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../../../db/schema/customers';
import type { TestApp } from '../../../test-support/test-app';
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

describe('/auto-tag (issue #19)', () => {
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
    const relation = await activeRelation(db());
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
    const relation = await activeRelation(db());
    const { runAutoTag } = await import('./auto-tag-engine');
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
});
