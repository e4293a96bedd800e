import { and, count, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChannelCodeDetail,
  ChannelCodeGroupRow,
  ChannelCodeRow,
  ChannelCodeStatistics,
} from '../../../../contract/acquiring/channel-code';
import type { DirectoryOptions } from '../../../../contract/company/mail-list';
import type { ListData } from '../../../../contract/envelope';
import { customerEvents } from '../../../db/schema/customers';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { admin, callerFor } from '../../customer/customer-list/customer-core.test-kit';
import type { Caller } from '../../customer/customer-list/customer-core.test-kit';
import { addChinaDays, chinaClock, chinaDayStart } from '../../../../contract/china-time';

let t: TestApp;
let api: Caller;
let staff: number[];
let defaultGroup: number;

beforeAll(async () => {
  t = await createTestApp();
  api = await admin(t.app);
  const options = await api.get<DirectoryOptions>('/scrm/v1/company/directory/options');
  staff = options.data.employees.map((employee) => employee.id);
  const groups = await api.get<ChannelCodeGroupRow[]>('/scrm/v1/acquiring/channel-code/groups');
  defaultGroup = groups.data.find((group) => group.is_default)?.id ?? 0;
});
afterAll(() => t.close());

const CODES = '/scrm/v1/acquiring/channel-codes';

describe('channel-code list and form (issue #9)', () => {
  it('lists the seeded codes with group, employees, tags, adds and a scan path', async () => {
    const list = await api.get<ListData<ChannelCodeRow>>(`${CODES}?page=1&page_size=20`);
    expect(list.data.total).toBe(10);
    const store = list.data.list.find((row) => row.name === '门店前台二维码');
    expect(store?.group.name).toBe('线下门店');
    expect(store?.employees.length).toBe(5);
    expect(store?.backup_employees.length).toBe(1);
    expect(store?.tags.map((tag) => tag.name)).toEqual(['线下门店', '新客']);
    expect(store?.add_count).toBeGreaterThan(0);
    expect(store?.scan_path).toMatch(/^\/s\/c\/[0-9a-f]{32}$/);
  });

  it('validates the form with the contract and names the field (name ≤ 24, employees)', async () => {
    const long = await api.post(CODES, {
      name: '码'.repeat(25),
      group_id: defaultGroup,
      employee_ids: [staff[0]],
    });
    expect(long.status).toBe(400);
    expect(long.msg).toBe('活码名称长度不能超过24个字符');
    const empty = await api.post(CODES, { name: '空码', group_id: defaultGroup, employee_ids: [] });
    expect(empty.msg).toBe('使用员工不能为空');
    const noBackup = await api.post(CODES, {
      name: '上限码',
      group_id: defaultGroup,
      employee_ids: [staff[0]],
      daily_limit_enable: true,
    });
    expect(noBackup.msg).toBe('开启每日添加上限时，备用员工不能为空');
  });

  it('refuses employees and tags that are not the tenant’s', async () => {
    const second = await callerFor(t.app, 'admin2', 'Admin@123');
    const theirs = await second.get<DirectoryOptions>('/scrm/v1/company/directory/options');
    const foreign = theirs.data.employees[0]?.id ?? 0;
    const answer = await api.post(CODES, {
      name: '外部员工码',
      group_id: defaultGroup,
      employee_ids: [foreign + 10_000],
    });
    expect(answer.code).toBe(109305);
    expect(answer.msg).toContain('所选员工不存在');
  });

  it('edits, copies, moves between groups and deletes a code; a deleted group gives its codes to 默认分组', async () => {
    const created = await api.post<{ id: number }>(CODES, {
      name: '编辑前',
      group_id: defaultGroup,
      employee_ids: [staff[0]],
    });
    const id = created.data.id;
    const edited = await api.post(`${CODES}/${id}`, {
      name: '编辑后',
      group_id: defaultGroup,
      employee_ids: [staff[1]],
    });
    expect(edited.code).toBe(0);
    const detail = await api.get<ChannelCodeDetail>(`${CODES}/${id}`);
    expect(detail.data.name).toBe('编辑后');
    expect(detail.data.config.employee_ids).toEqual([staff[1]]);

    const copy = await api.post<{ id: number }>(`${CODES}/${id}/copy`);
    const copied = await api.get<ChannelCodeDetail>(`${CODES}/${copy.data.id}`);
    expect(copied.data.name).toBe('编辑后-副本');
    expect(copied.data.state).not.toBe(detail.data.state);
    expect(copied.data.scan_path).not.toBe(detail.data.scan_path);

    const group = await api.post<{ id: number }>('/scrm/v1/acquiring/channel-code/groups', {
      name: '临时分组',
    });
    const duplicate = await api.post('/scrm/v1/acquiring/channel-code/groups', {
      name: '临时分组',
    });
    expect(duplicate.msg).toBe('分组名称「临时分组」已存在，请换一个名称');
    await api.post(`${CODES}/move`, { ids: [id, copy.data.id], group_id: group.data.id });
    const inGroup = await api.get<ListData<ChannelCodeRow>>(`${CODES}?group_id=${group.data.id}`);
    expect(inGroup.data.total).toBe(2);
    await api.del(`/scrm/v1/acquiring/channel-code/groups/${group.data.id}`);
    expect((await api.get<ChannelCodeDetail>(`${CODES}/${id}`)).data.group.id).toBe(defaultGroup);
    const locked = await api.del(`/scrm/v1/acquiring/channel-code/groups/${defaultGroup}`);
    expect(locked.msg).toBe('默认分组不能删除');

    expect((await api.del(`${CODES}/${copy.data.id}`)).code).toBe(0);
    expect((await api.get(`${CODES}/${copy.data.id}`)).code).toBe(109301);
  });
});

describe('channel-code statistics (issue #9)', () => {
  const directCount = async (codeId: number, type: string, from: string, to: string) => {
    const [row] = await t.database.db
      .select({ value: count() })
      .from(customerEvents)
      .where(
        and(
          eq(customerEvents.tenantId, 'demo'),
          eq(customerEvents.channelCodeId, codeId),
          eq(customerEvents.eventType, type),
          gte(customerEvents.occurredAt, chinaDayStart(from)),
          lt(customerEvents.occurredAt, chinaDayStart(addChinaDays(to, 1))),
        ),
      );
    return row?.value ?? 0;
  };

  it('statistics figures equal a direct count of events for the range, by day, week and month', async () => {
    const list = await api.get<ListData<ChannelCodeRow>>(CODES);
    const code = list.data.list.find((row) => row.name === '抖音直播间引流');
    const today = chinaClock(new Date()).date;
    const from = addChinaDays(today, -40);
    const to = addChinaDays(today, -3);
    const expected = {
      adds: await directCount(code?.id ?? 0, 'added', from, to),
      deleted_by_customer: await directCount(code?.id ?? 0, 'deleted_by_customer', from, to),
      deleted_by_employee: await directCount(code?.id ?? 0, 'deleted_by_employee', from, to),
    };
    expect(expected.adds).toBeGreaterThan(20);
    for (const granularity of ['day', 'week', 'month']) {
      const stats = await api.get<ChannelCodeStatistics>(
        `${CODES}/${code?.id}/statistics?from=${from}&to=${to}&granularity=${granularity}`,
      );
      expect(stats.data.totals).toEqual({
        ...expected,
        net: expected.adds - expected.deleted_by_customer - expected.deleted_by_employee,
      });
      const sum = (key: 'adds' | 'net', rows: readonly { adds: number; net: number }[]) =>
        rows.reduce((total, row) => total + row[key], 0);
      expect(sum('adds', stats.data.series)).toBe(expected.adds);
      expect(sum('net', stats.data.employees)).toBe(stats.data.totals.net);
    }
    const daily = await api.get<ChannelCodeStatistics>(
      `${CODES}/${code?.id}/statistics?from=${from}&to=${to}`,
    );
    expect(daily.data.series).toHaveLength(38);
    expect(daily.data.series[0]?.period).toBe(from);
  });

  it('rejects a range that ends before it starts, in Chinese', async () => {
    const answer = await api.get(`${CODES}/1/statistics?from=2025-03-10&to=2025-03-01`);
    expect(answer.status).toBe(400);
    expect(answer.msg).toBe('开始日期不能晚于结束日期');
  });
});
