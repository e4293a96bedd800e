import { describe, expect, it } from 'vitest';
import { lastDays, statisticsCsvRows } from './statistics-rows';

describe('channel-code statistics export', () => {
  it('writes one row per period and a total row, figures in a fixed order', () => {
    const figures = { adds: 3, deleted_by_customer: 1, deleted_by_employee: 0, net: 2 };
    const rows = statisticsCsvRows(
      { totals: figures, series: [{ period: '2025-03-01', ...figures }], employees: [] },
      { period: '日期', figures: ['新增', '客户删除', '员工删除', '净增'], total: '合计' },
    );
    expect(rows).toEqual([
      ['日期', '新增', '客户删除', '员工删除', '净增'],
      ['2025-03-01', 3, 1, 0, 2],
      ['合计', 3, 1, 0, 2],
    ]);
  });

  it('defaults to the last 30 days including today', () => {
    expect(lastDays(30, new Date(2025, 2, 31))).toEqual({ from: '2025-03-02', to: '2025-03-31' });
  });
});
