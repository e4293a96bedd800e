import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BatchTagResult,
  CustomerDetail,
  CustomerEvent,
  CustomerRow,
} from '../../../../contract/customer/customer-list';
import type { DepartmentRow } from '../../../../contract/company/mail-list';
import type { ListData } from '../../../../contract/envelope';
import type { TagGroupRow } from '../../../../contract/customer/tag-manage';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { admin } from './customer-core.test-kit';
import type { Caller } from './customer-core.test-kit';

let t: TestApp;
let api: Caller;
let groups: TagGroupRow[];

const LIST = '/scrm/v1/customer/customers';
const list = (query: string) => api.get<ListData<CustomerRow>>(`${LIST}?${query}`);

async function directCount(query: string): Promise<number> {
  const result = await t.database.db.execute(sql.raw(query));
  return Number((result as unknown as { rows: { n: number | string }[] }).rows[0]?.n);
}

beforeAll(async () => {
  t = await createTestApp();
  api = await admin(t.app);
  groups = (await api.get<TagGroupRow[]>('/scrm/v1/customer/tag-groups')).data;
});
afterAll(() => t.close());

describe('/customer-list (issue #9)', () => {
  it('pages the seeded customers 20 at a time, newest add first, with total', async () => {
    const first = await list('page=1&page_size=20');
    expect(first.data.total).toBe(3000);
    expect(first.data.list).toHaveLength(20);
    const times = first.data.list.map((row) => row.added_at);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await list('page=2&page_size=20');
    expect(second.data.list[0]?.id).not.toBe(first.data.list[0]?.id);
    const tooBig = await list('page_size=101');
    expect(tooBig.status).toBe(400);
    expect(tooBig.msg).toBe('每页条数不能超过100');
  });

  it('filters by tags with OR (any) and AND (all), equal to a direct count', async () => {
    const [a, b] = [groups[1]?.tags[0]?.id ?? 0, groups[3]?.tags[0]?.id ?? 0];
    const anyOf = await list(`tag_ids=${a}&tag_ids=${b}&tag_logic=or`);
    const allOf = await list(`tag_ids=${a},${b}&tag_logic=and`);
    expect(anyOf.data.total).toBe(
      await directCount(
        `select count(distinct customer_id) n from customer_tags where tenant_id='demo' and tag_id in (${a},${b})`,
      ),
    );
    expect(allOf.data.total).toBe(
      await directCount(
        `select count(*) n from (select customer_id from customer_tags where tenant_id='demo' and tag_id in (${a},${b}) group by customer_id having count(*) = 2) x`,
      ),
    );
    expect(allOf.data.total).toBeLessThan(anyOf.data.total);
    for (const row of allOf.data.list) {
      expect(row.tags.map((tag) => tag.id)).toEqual(expect.arrayContaining([a, b]));
    }
  });

  it('filters by employee, department (with sub-departments), add way, date range, gender and lost', async () => {
    const byEmployee = await list('employee_ids=3');
    expect(byEmployee.data.total).toBe(
      await directCount(
        `select count(distinct customer_id) n from customer_relations where tenant_id='demo' and employee_id = 3`,
      ),
    );
    const departments = (await api.get<DepartmentRow[]>('/scrm/v1/company/departments')).data;
    const root = departments.find((department) => department.parent_id === null);
    expect((await list(`department_ids=${root?.id}`)).data.total).toBe(3000);
    const byWay = await list('add_way=2');
    expect(byWay.data.total).toBe(
      await directCount(
        `select count(distinct customer_id) n from customer_relations where tenant_id='demo' and add_way = 2`,
      ),
    );
    const lost = await list('lost=true');
    expect(lost.data.total).toBeGreaterThan(0);
    expect(lost.data.list.every((row) => row.lost && row.employees.length === 0)).toBe(true);
    const kept = await list('lost=false');
    expect(kept.data.total + lost.data.total).toBe(3000);
    const women = await list('gender=2');
    expect(women.data.list.every((row) => row.gender === 2)).toBe(true);
    const ranged = await list('added_from=2000-01-01&added_to=2000-01-31');
    expect(ranged.data.total).toBe(0);
    const wrong = await list('added_from=2025-03-10&added_to=2025-03-01');
    expect(wrong.msg).toBe('添加开始日期不能晚于结束日期');
  });

  it('finds customers by name, and names a channel for code adds', async () => {
    const withCode = await list('add_way=1&page_size=5');
    const row = withCode.data.list[0];
    expect(row?.channel?.name).toBeTruthy();
    const byName = await list(`name=${encodeURIComponent(row?.name ?? '')}`);
    expect(byName.data.list.some((item) => item.id === row?.id)).toBe(true);
  });

  it('shows a customer’s relations, groups and a timeline newest first', async () => {
    const row = (await list('add_way=1&page_size=1')).data.list[0];
    const detail = await api.get<CustomerDetail>(`${LIST}/${row?.id}`);
    expect(detail.data.relations.length).toBeGreaterThan(0);
    expect(detail.data.relations[0]?.employee.department_name).toBeTruthy();
    const events = await api.get<ListData<CustomerEvent>>(
      `${LIST}/${row?.id}/events?page=1&page_size=20`,
    );
    const times = events.data.list.map((event) => event.occurred_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(
      events.data.list.some((event) => event.event_type === 'added' && event.channel !== null),
    ).toBe(true);
    expect((await api.get(`${LIST}/99999999`)).msg).toBe('客户不存在或已被删除');
  });

  it('names the tag of every seeded tag event in the timeline (never 「-」, #37)', async () => {
    const tagged = (await list('page_size=50')).data.list.find((row) => row.tags.length > 0);
    const events = await api.get<ListData<CustomerEvent>>(
      `${LIST}/${tagged?.id}/events?page=1&page_size=100`,
    );
    const tagEvents = events.data.list.filter((event) => event.event_type === 'tag_added');
    expect(tagEvents.length).toBeGreaterThan(0);
    for (const event of tagEvents) expect(event.content.tag_name).toBeTruthy();
  });

  it('adds and removes tags in a batch, recording tag events', async () => {
    const rows = (await list('page_size=5')).data.list;
    const ids = rows.map((row) => row.id);
    const tag = groups[5]?.tags[3]?.id ?? 0;
    const added = await api.post<BatchTagResult>(`${LIST}/batch-tags`, {
      customer_ids: ids,
      add_tag_ids: [tag],
    });
    expect(added.data.customers).toBe(5);
    const tagged = await list(`tag_ids=${tag}&page_size=100`);
    expect(ids.every((id) => tagged.data.list.some((row) => row.id === id))).toBe(true);
    const removed = await api.post<BatchTagResult>(`${LIST}/batch-tags`, {
      customer_ids: ids,
      remove_tag_ids: [tag],
    });
    expect(removed.data.removed).toBe(5);
    const events = await api.get<ListData<CustomerEvent>>(`${LIST}/${ids[0]}/events`);
    expect(events.data.list[0]?.event_type).toBe('tag_removed');
    expect(events.data.list[0]?.content).toMatchObject({ tag_id: tag, source: 'batch' });
    const none = await api.post(`${LIST}/batch-tags`, { customer_ids: ids });
    expect(none.msg).toBe('请选择要添加或移除的标签');
  });

  it('replaces one customer’s tags from the drawer', async () => {
    const row = (await list('page_size=1')).data.list[0];
    const wanted = [groups[0]?.tags[0]?.id ?? 0, groups[2]?.tags[1]?.id ?? 0];
    await api.post(`${LIST}/${row?.id}/tags`, { tag_ids: wanted });
    const detail = await api.get<CustomerDetail>(`${LIST}/${row?.id}`);
    expect(detail.data.tags.map((tag) => tag.id).sort()).toEqual([...wanted].sort());
    await api.post(`${LIST}/${row?.id}/tags`, { tag_ids: [] });
    expect((await api.get<CustomerDetail>(`${LIST}/${row?.id}`)).data.tags).toEqual([]);
  });
});
