import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchTagResult, CustomerRow } from '../../../../contract/customer/customer-list';
import type { ListData } from '../../../../contract/envelope';
import type { TagGroupRow, TagSyncReport } from '../../../../contract/customer/tag-manage';
import { createPlatformAdapter } from '../../../platform/adapter';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { admin, callerFor } from '../customer-list/customer-core.test-kit';
import type { Caller } from '../customer-list/customer-core.test-kit';

let t: TestApp;
let api: Caller;
const GROUPS = '/scrm/v1/customer/tag-groups';

const load = async () => (await api.get<TagGroupRow[]>(`${GROUPS}?counts=true`)).data;
const groupNamed = async (name: string) => (await load()).find((group) => group.name === name);

beforeAll(async () => {
  t = await createTestApp();
  api = await admin(t.app);
});
afterAll(() => t.close());

describe('/tag-manage (issue #9)', () => {
  it('lists the seeded groups in order with how many customers carry each tag', async () => {
    const groups = await load();
    expect(groups.map((group) => group.name).slice(0, 3)).toEqual([
      '客户等级',
      '客户来源',
      '兴趣偏好',
    ]);
    expect(groups[1]?.tags[0]?.customer_count).toBeGreaterThan(0);
  });

  it('creates a group with several tags at once, names unique in their group and ≤ 15 characters', async () => {
    const created = await api.post(GROUPS, { name: '测试分组', tags: ['甲', '乙', '丙'] });
    expect(created.code).toBe(0);
    expect((await groupNamed('测试分组'))?.tags.map((tag) => tag.name)).toEqual(['甲', '乙', '丙']);
    const twice = await api.post(GROUPS, { name: '另一组', tags: ['甲', '甲'] });
    expect(twice.msg).toBe('标签名称不能重复');
    const long = await api.post(GROUPS, {
      name: '长名',
      tags: ['一二三四五六七八九十一二三四五六'],
    });
    expect(long.status).toBe(400);
    expect(long.msg).toBe('标签名称长度不能超过15个字符');
    const sameGroup = await api.post(GROUPS, { name: '测试分组', tags: ['丁'] });
    expect(sameGroup.msg).toBe('标签组名称「测试分组」已存在，请换一个名称');
    const group = await groupNamed('测试分组');
    const taken = await api.post(`${GROUPS}/${group?.id}/tags`, { names: ['丁', '乙'] });
    expect(taken.msg).toBe('标签「乙」已存在于该标签组，请换一个名称');
    // The same name is fine in another group.
    expect((await api.post(GROUPS, { name: '别的分组', tags: ['甲'] })).code).toBe(0);
    expect((await api.post(`${GROUPS}/${group?.id}/tags`, { names: ['丁', '戊'] })).code).toBe(0);
    expect((await groupNamed('测试分组'))?.tags.map((tag) => tag.name)).toEqual([
      '甲',
      '乙',
      '丙',
      '丁',
      '戊',
    ]);
  });

  it('renames and reorders groups and tags', async () => {
    const group = await groupNamed('测试分组');
    const [first, second] = group?.tags ?? [];
    expect((await api.post(`/scrm/v1/customer/tags/${first?.id}`, { name: '乙' })).msg).toContain(
      '已存在',
    );
    await api.post(`/scrm/v1/customer/tags/${first?.id}`, { name: '甲改' });
    await api.post(`${GROUPS}/${group?.id}`, { name: '测试分组改' });
    const ids = (group?.tags ?? []).map((tag) => tag.id).reverse();
    await api.post(`${GROUPS}/${group?.id}/tags/reorder`, { ids });
    const renamed = await groupNamed('测试分组改');
    expect(renamed?.tags.map((tag) => tag.id)).toEqual(ids);
    expect(renamed?.tags.at(-1)?.name).toBe('甲改');
    expect(second).toBeDefined();
    const all = (await load()).map((item) => item.id);
    await api.post(`${GROUPS}/reorder`, { ids: [...all].reverse() });
    expect((await load()).map((item) => item.id)).toEqual([...all].reverse());
    const partial = await api.post(`${GROUPS}/reorder`, { ids: all.slice(1) });
    expect(partial.code).not.toBe(0);
  });

  it('a tag delete removes it from customers', async () => {
    const group = await groupNamed('测试分组改');
    const tag = group?.tags[0];
    const customers = await api.get<ListData<CustomerRow>>(
      '/scrm/v1/customer/customers?page_size=3',
    );
    const ids = customers.data.list.map((row) => row.id);
    await api.post<BatchTagResult>('/scrm/v1/customer/customers/batch-tags', {
      customer_ids: ids,
      add_tag_ids: [tag?.id],
    });
    const counted = (await groupNamed('测试分组改'))?.tags[0];
    expect(counted?.customer_count).toBe(3);
    expect((await api.del(`/scrm/v1/customer/tags/${tag?.id}`)).code).toBe(0);
    const after = await api.get<ListData<CustomerRow>>(
      `/scrm/v1/customer/customers?tag_ids=${tag?.id}`,
    );
    expect(after.data.total).toBe(0);
    for (const id of ids) {
      const detail = await api.get<CustomerRow>(`/scrm/v1/customer/customers/${id}`);
      expect(detail.data.tags.some((item) => item.id === tag?.id)).toBe(false);
    }
    expect((await api.del(`${GROUPS}/${group?.id}`)).code).toBe(0);
    expect(await groupNamed('测试分组改')).toBeUndefined();
  });

  it('syncs with the platform: brings in its new tags and drops the ones deleted there', async () => {
    const adapter = createPlatformAdapter(t.database.db);
    const platformGroups = await adapter.listCorpTags('demo');
    const gone = platformGroups.find((group) => group.name === '生命周期')?.tags[3];
    await adapter.deleteCorpTags('demo', [gone?.platformId ?? '']);
    const report = await api.post<TagSyncReport>('/scrm/v1/customer/tags/sync');
    expect(report.data.added).toEqual(
      expect.arrayContaining(['企微后台标签', '企微后台标签/重点跟进']),
    );
    expect(report.data.removed).toEqual(['流失预警']);
    expect((await groupNamed('企微后台标签'))?.tags.map((tag) => tag.name)).toEqual([
      '重点跟进',
      '已加群',
    ]);
    const again = await api.post<TagSyncReport>('/scrm/v1/customer/tags/sync');
    expect(again.data).toMatchObject({ added: [], updated: [], removed: [] });
  });

  it('lets any signed-in member read tags for pickers (issue #12) but not change them without the tag-manage code', async () => {
    const newbie = await callerFor(t.app, 'newbie', 'Newbie@123');
    expect((await newbie.get(GROUPS)).status).toBe(200);
    expect((await newbie.post(GROUPS, { name: '无权', tags: ['甲'] })).status).toBe(403);
  });
});
