import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DepartmentRow,
  DirectoryOptions,
  DirectorySyncReport,
  EmployeeRow,
} from '../../../../contract/company/mail-list';
import type { ListData } from '../../../../contract/envelope';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { admin, callerFor } from '../../customer/customer-list/customer-core.test-kit';
import type { Caller } from '../../customer/customer-list/customer-core.test-kit';

let t: TestApp;
let api: Caller;

beforeAll(async () => {
  t = await createTestApp();
  api = await admin(t.app);
});
afterAll(() => t.close());

describe('/mail-list (issue #9)', () => {
  it('answers the department tree with head counts', async () => {
    const departments = (await api.get<DepartmentRow[]>('/scrm/v1/company/departments')).data;
    expect(departments).toHaveLength(6);
    const root = departments.find((row) => row.parent_id === null);
    expect(root?.name).toBe('演示企业');
    const children = departments.filter((row) => row.parent_id === root?.id);
    expect(children.map((row) => row.name)).toEqual([
      '销售一部',
      '销售二部',
      '客户成功部',
      '市场部',
      '运营中心',
    ]);
    expect(children.reduce((sum, row) => sum + row.employee_count, 0)).toBe(40);
  });

  it('lists employees with department, role, customers and seat, filtered by department and name', async () => {
    const page = await api.get<ListData<EmployeeRow>>(
      '/scrm/v1/company/employees?page=1&page_size=20',
    );
    expect(page.data.total).toBe(40);
    expect(page.data.list).toHaveLength(20);
    const first = page.data.list[0];
    expect(first).toMatchObject({ role: 'admin', department_name: '销售一部', status: 1 });
    expect(page.data.list.some((row) => row.customer_count > 0)).toBe(true);
    const departments = (await api.get<DepartmentRow[]>('/scrm/v1/company/departments')).data;
    const root = departments.find((row) => row.parent_id === null);
    const sales = departments.find((row) => row.name === '销售一部');
    expect(
      (await api.get<ListData<EmployeeRow>>(`/scrm/v1/company/employees?department_id=${root?.id}`))
        .data.total,
    ).toBe(40);
    expect(
      (
        await api.get<ListData<EmployeeRow>>(
          `/scrm/v1/company/employees?department_id=${sales?.id}`,
        )
      ).data.total,
    ).toBe(8);
    const byName = await api.get<ListData<EmployeeRow>>(
      `/scrm/v1/company/employees?name=${encodeURIComponent(first?.name ?? '')}`,
    );
    expect(byName.data.list.map((row) => row.id)).toContain(first?.id);
  });

  it('syncs from the platform and reports what changed; a second sync changes nothing', async () => {
    const report = await api.post<DirectorySyncReport>('/scrm/v1/company/directory/sync');
    expect(report.data.employees.added).toHaveLength(2);
    expect(report.data.employees.updated).toHaveLength(1);
    expect(report.data.employees.removed).toEqual([]);
    expect((await api.get<ListData<EmployeeRow>>('/scrm/v1/company/employees')).data.total).toBe(
      42,
    );
    const again = await api.post<DirectorySyncReport>('/scrm/v1/company/directory/sync');
    expect(again.data.employees).toEqual({ added: [], updated: [], removed: [] });
    expect(again.data.departments).toEqual({ added: [], updated: [], removed: [] });
  });

  it('serves the pickers to any signed-in member (issue #12), and the page itself only to its code', async () => {
    const operator = await callerFor(t.app, 'operator', 'Operator@123');
    const options = await operator.get<DirectoryOptions>('/scrm/v1/company/directory/options');
    expect(options.data.employees.length).toBeGreaterThanOrEqual(40);
    expect((await operator.get('/scrm/v1/company/employees')).status).toBe(403);
    expect((await operator.post('/scrm/v1/company/directory/sync')).status).toBe(403);
    const newbie = await callerFor(t.app, 'newbie', 'Newbie@123');
    // issue #12: a picker's read is "signed in", not a list of pages to extend.
    expect((await newbie.get('/scrm/v1/company/directory/options')).status).toBe(200);
    expect((await newbie.get('/scrm/v1/company/departments')).status).toBe(403);
  });
});
