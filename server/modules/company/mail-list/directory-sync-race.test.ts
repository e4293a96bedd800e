// issue #32 finding 7: concurrent directory syncs of one tenant inserted the same employee
// twice (500 on PostgreSQL with WORKERS=4). The sync takes the tenant's lock: four at once all
// answer, the new employees are added once, and the reports together name each addition once.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectorySyncReport, EmployeeRow } from '../../../../contract/company/mail-list';
import type { ListData } from '../../../../contract/envelope';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { admin } from '../../customer/customer-list/customer-core.test-kit';
import type { Caller } from '../../customer/customer-list/customer-core.test-kit';

let t: TestApp;
let api: Caller;

beforeAll(async () => {
  t = await createTestApp();
  api = await admin(t.app);
});
afterAll(() => t.close());

describe('issue #32 finding 7: concurrent directory syncs', () => {
  it('four parallel syncs of one tenant all succeed and add each new employee once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        api.post<DirectorySyncReport>('/scrm/v1/company/directory/sync'),
      ),
    );
    expect(answers.map((answer) => answer.code)).toEqual([0, 0, 0, 0]);
    const added = answers.flatMap((answer) => answer.data.employees.added);
    expect(added).toHaveLength(2);
    expect(new Set(added).size).toBe(2);
    const employees = await api.get<ListData<EmployeeRow>>('/scrm/v1/company/employees');
    expect(employees.data.total).toBe(42);
  });
});
