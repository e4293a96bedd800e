import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StrategyDashboard } from '../../../../contract/acquiring/strategy';
import { NUMBER_STATUS } from '../../../../contract/acquiring/ai-call';
import { addChinaDays, chinaClock, chinaDayStart } from '../../../../contract/china-time';
import { aiCallImports, aiCallNumbers } from '../../../db/schema/acquiring-ai-call';
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

/** Numbers imported and added (已添加) in the last seven China days, counted directly. */
async function importedThisWeek(): Promise<number> {
  const weekStart = addChinaDays(chinaClock(new Date(t.clock.now)).date, -6);
  const rows = await t.database.db
    .select({ id: aiCallNumbers.id })
    .from(aiCallNumbers)
    .where(
      and(
        eq(aiCallNumbers.tenantId, 'demo'),
        eq(aiCallNumbers.status, NUMBER_STATUS.added),
        gte(aiCallNumbers.addedAt, chinaDayStart(weekStart)),
      ),
    );
  return rows.length;
}

describe('/strategy 获客策略 (issue #15)', () => {
  it('导入加粉 本周新增 counts the numbers this week’s imports added, not 0 (issue #38 item 9)', async () => {
    const [task] = await t.database.db
      .select({ id: aiCallImports.id })
      .from(aiCallImports)
      .where(eq(aiCallImports.tenantId, 'demo'))
      .limit(1);
    expect(task).toBeDefined();
    await t.database.db.insert(aiCallNumbers).values(
      [1, 2, 3].map((line) => ({
        tenantId: 'demo',
        importId: task?.id ?? 0,
        line,
        phone: `1390000000${line}`,
        status: NUMBER_STATUS.added,
        addedAt: new Date(t.clock.now),
      })),
    );
    const expected = await importedThisWeek();
    expect(expected).toBeGreaterThanOrEqual(3);
    const dashboard = (await api.get<StrategyDashboard>('/scrm/v1/acquiring/strategy')).data;
    expect(dashboard.tools.find((row) => row.tool === 'import')?.adds).toBe(expected);
    const trendWeek = dashboard.trend.slice(-7).reduce((sum, row) => sum + row.import, 0);
    expect(trendWeek).toBe(expected);
  });
});
