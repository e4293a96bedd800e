import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChannelCodeGroupRow,
  ChannelCodeRow,
} from '../../../../contract/acquiring/channel-code';
import type { CustomerRow } from '../../../../contract/customer/customer-list';
import type {
  DepartmentRow,
  DirectoryOptions,
  EmployeeRow,
} from '../../../../contract/company/mail-list';
import type { ListData } from '../../../../contract/envelope';
import type { TagGroupRow } from '../../../../contract/customer/tag-manage';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { admin, admin2 } from './customer-core.test-kit';
import type { Answer, Caller } from './customer-core.test-kit';

// docs/conventions.md "Tenants never mix" / issue #9: tenant `second` (admin2) tries every endpoint of
// this issue with `demo`'s ids; it must neither read nor change demo's customers, tags, codes.
let t: TestApp;
let demo: Caller;
let second: Caller;
let ids: {
  customer: number;
  tag: number;
  tagGroup: number;
  code: number;
  codeGroup: number;
  employee: number;
};
let before: string;

async function snapshot(): Promise<string> {
  const customers = await demo.get<ListData<CustomerRow>>(
    '/scrm/v1/customer/customers?page_size=100',
  );
  const tags = await demo.get<TagGroupRow[]>('/scrm/v1/customer/tag-groups?counts=true');
  const codes = await demo.get<ListData<ChannelCodeRow>>(
    '/scrm/v1/acquiring/channel-codes?page_size=100',
  );
  const groups = await demo.get<ChannelCodeGroupRow[]>('/scrm/v1/acquiring/channel-code/groups');
  const employees = await demo.get<ListData<EmployeeRow>>(
    '/scrm/v1/company/employees?page_size=100',
  );
  return JSON.stringify([customers.data, tags.data, codes.data, groups.data, employees.data]);
}

const refused = (answer: Answer<unknown>) => answer.code !== 0 || answer.status !== 200;

beforeAll(async () => {
  t = await createTestApp();
  demo = await admin(t.app);
  second = await admin2(t.app);
  const customer = (
    await demo.get<ListData<CustomerRow>>('/scrm/v1/customer/customers?page_size=1')
  ).data.list[0];
  const groups = (await demo.get<TagGroupRow[]>('/scrm/v1/customer/tag-groups')).data;
  const code = (await demo.get<ListData<ChannelCodeRow>>('/scrm/v1/acquiring/channel-codes')).data
    .list[0];
  const codeGroup = (
    await demo.get<ChannelCodeGroupRow[]>('/scrm/v1/acquiring/channel-code/groups')
  ).data.find((group) => !group.is_default);
  const employee = (await demo.get<DirectoryOptions>('/scrm/v1/company/directory/options')).data
    .employees[0];
  ids = {
    customer: customer?.id ?? 0,
    tag: groups[0]?.tags[0]?.id ?? 0,
    tagGroup: groups[0]?.id ?? 0,
    code: code?.id ?? 0,
    codeGroup: codeGroup?.id ?? 0,
    employee: employee?.id ?? 0,
  };
  before = await snapshot();
});
afterAll(() => t.close());

describe('tenant second against demo (issue #9)', () => {
  it('reads only its own customers, tags, codes, departments and employees', async () => {
    const customers = await second.get<ListData<CustomerRow>>(
      '/scrm/v1/customer/customers?page_size=100',
    );
    expect(customers.data.total).toBe(60);
    expect(customers.data.list.some((row) => row.id === ids.customer)).toBe(false);
    const tags = await second.get<TagGroupRow[]>('/scrm/v1/customer/tag-groups');
    expect(tags.data.map((group) => group.name)).toEqual(['客户等级', '客户来源']);
    expect(tags.data.some((group) => group.id === ids.tagGroup)).toBe(false);
    const codes = await second.get<ListData<ChannelCodeRow>>('/scrm/v1/acquiring/channel-codes');
    expect(codes.data.list.map((row) => row.name)).toEqual(['地推二维码']);
    const groups = await second.get<ChannelCodeGroupRow[]>(
      '/scrm/v1/acquiring/channel-code/groups',
    );
    expect(groups.data.some((group) => group.id === ids.codeGroup)).toBe(false);
    const departments = await second.get<DepartmentRow[]>('/scrm/v1/company/departments');
    expect(departments.data.map((row) => row.name)).toEqual(['第二企业', '销售部', '客服部']);
    const employees = await second.get<ListData<EmployeeRow>>('/scrm/v1/company/employees');
    expect(employees.data.total).toBe(6);
    const options = await second.get<DirectoryOptions>('/scrm/v1/company/directory/options');
    expect(options.data.employees.some((row) => row.id === ids.employee)).toBe(false);
  });

  it('cannot read one of demo’s customers, its timeline, a code or its statistics', async () => {
    expect((await second.get(`/scrm/v1/customer/customers/${ids.customer}`)).code).toBe(109101);
    expect((await second.get(`/scrm/v1/customer/customers/${ids.customer}/events`)).code).toBe(
      109101,
    );
    expect((await second.get(`/scrm/v1/acquiring/channel-codes/${ids.code}`)).code).toBe(109301);
    const stats = await second.get(
      `/scrm/v1/acquiring/channel-codes/${ids.code}/statistics?from=2025-01-01&to=2025-01-31`,
    );
    expect(stats.code).toBe(109301);
  });

  it('cannot change demo’s customers, tags, codes or groups with demo’s ids', async () => {
    const own = (await second.get<TagGroupRow[]>('/scrm/v1/customer/tag-groups')).data[0]?.tags[0]
      ?.id;
    const attempts: Answer<unknown>[] = [
      await second.post('/scrm/v1/customer/customers/batch-tags', {
        customer_ids: [ids.customer],
        add_tag_ids: [own],
      }),
      await second.post('/scrm/v1/customer/customers/batch-tags', {
        customer_ids: [ids.customer],
        remove_tag_ids: [ids.tag],
      }),
      await second.post(`/scrm/v1/customer/customers/${ids.customer}/tags`, { tag_ids: [] }),
      await second.post(`/scrm/v1/customer/tag-groups/${ids.tagGroup}`, { name: '被改名' }),
      await second.post(`/scrm/v1/customer/tag-groups/${ids.tagGroup}/tags`, { names: ['入侵'] }),
      await second.post(`/scrm/v1/customer/tag-groups/${ids.tagGroup}/tags/reorder`, {
        ids: [ids.tag],
      }),
      await second.post('/scrm/v1/customer/tag-groups/reorder', { ids: [ids.tagGroup] }),
      await second.post(`/scrm/v1/customer/tags/${ids.tag}`, { name: '被改名' }),
      await second.del(`/scrm/v1/customer/tags/${ids.tag}`),
      await second.del(`/scrm/v1/customer/tag-groups/${ids.tagGroup}`),
      await second.post(`/scrm/v1/acquiring/channel-codes/${ids.code}`, {
        name: '被改名',
        group_id: ids.codeGroup,
        employee_ids: [ids.employee],
      }),
      await second.post(`/scrm/v1/acquiring/channel-codes/${ids.code}/copy`),
      await second.del(`/scrm/v1/acquiring/channel-codes/${ids.code}`),
      await second.post('/scrm/v1/acquiring/channel-codes/move', {
        ids: [ids.code],
        group_id: ids.codeGroup,
      }),
      await second.post('/scrm/v1/acquiring/channel-codes', {
        name: '借组',
        group_id: ids.codeGroup,
        employee_ids: [1],
      }),
      await second.post(`/scrm/v1/acquiring/channel-code/groups/${ids.codeGroup}`, {
        name: '被改名',
      }),
      await second.del(`/scrm/v1/acquiring/channel-code/groups/${ids.codeGroup}`),
    ];
    attempts.forEach((answer, index) =>
      expect(refused(answer), `attempt ${index}: ${answer.msg}`).toBe(true),
    );
    // Syncs and the option lists run, but only on second's own data.
    expect((await second.post('/scrm/v1/customer/tags/sync')).code).toBe(0);
    expect((await second.post('/scrm/v1/company/directory/sync')).code).toBe(0);
    expect(await snapshot()).toBe(before);
  });

  it('cannot ask for demo with its own token (the guard answers 403)', async () => {
    const session = await signIn(t.app, 'admin2', 'Admin@123');
    const response = await t.app.inject({
      method: 'GET',
      url: '/scrm/v1/customer/customers',
      headers: { ...authHeaders(session), 'x-tenant': 'demo' },
    });
    expect(response.statusCode).toBe(403);
  });
});
