// issue #41 "Data scope" on hand-over (docs/permissions.md, docs/handover.md): a 本人 user hands
// over only their own employee's customers (another member's are answered as not found and
// nothing is written) and sees only the records their employee hands over or takes over.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDOVER_ERROR_CODES } from '../../../../contract/customer/handover';
import type { HandoverCreated, HandoverRow } from '../../../../contract/customer/handover';
import type { ListData } from '../../../../contract/envelope';
import { menuCodeForPath } from '../../../../contract/menu-codes';
import { addScopedMember } from '../../../test-support/scope-members';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { admin, callerFor } from '../customer-list/customer-core.test-kit';
import type { Caller } from '../customer-list/customer-core.test-kit';
import { seedTeam } from './handover-test-kit';

const HANDOVERS = '/scrm/v1/customer/handovers';
let t: TestApp;
let mine: Awaited<ReturnType<typeof seedTeam>>;
let theirs: Awaited<ReturnType<typeof seedTeam>>;
let sales: Caller;
let boss: Caller;

const records = async () =>
  Number(
    (
      (await t.database.db.execute(sql`select count(*)::int as n from customer_handovers`)) as {
        rows: Array<{ n: number }>;
      }
    ).rows[0]?.n,
  );
const handOver = (caller: Caller, team: typeof mine, count = 2) =>
  caller.post<HandoverCreated>(`${HANDOVERS}/customers`, {
    mode: 'onjob',
    customer_ids: team.customers.slice(0, count).map((row) => Number(row.id)),
    handover_employee_id: team.from,
    takeover_employee_id: team.to,
    message: '',
  });

beforeAll(async () => {
  t = await createTestApp();
  mine = await seedTeam(t.database.db, 'scope-mine', 3);
  theirs = await seedTeam(t.database.db, 'scope-theirs', 3);
  const member = await addScopedMember(
    t,
    'handover.self',
    [
      {
        name: '本人转接',
        codes: [menuCodeForPath('/customer-list') ?? ''],
        actions: [],
        scope: 'self',
      },
    ],
    mine.from,
  );
  sales = await callerFor(t.app, member.account, member.password, member.tenantId);
  boss = await admin(t.app);
}, 120_000);
afterAll(() => t.close());

describe('hand-over under the data scope (issue #41)', () => {
  it("a 本人 user hands over their own employee's customers, and another member's are not found with nothing written", async () => {
    const own = await handOver(sales, mine);
    expect(own.code).toBe(0);
    expect(own.data).toMatchObject({ queued: 2, refused: 0 });
    const before = await records();
    const other = await handOver(sales, theirs);
    expect(other.code).toBe(HANDOVER_ERROR_CODES.employeeNotFound);
    expect(await records()).toBe(before);
  });

  it('a 本人 user sees only the records their employee hands over or takes over', async () => {
    expect((await handOver(boss, theirs, 3)).data).toMatchObject({ queued: 3 });
    const seen = await sales.get<ListData<HandoverRow>>(`${HANDOVERS}?page=1&page_size=50`);
    expect(seen.data.total).toBe(2);
    expect(seen.data.list.every((row) => row.handover_employee.id === mine.from)).toBe(true);
    const all = await boss.get<ListData<HandoverRow>>(`${HANDOVERS}?page=1&page_size=50`);
    expect(all.data.list.filter((row) => row.handover_employee.id === theirs.from)).toHaveLength(3);
  });
});
