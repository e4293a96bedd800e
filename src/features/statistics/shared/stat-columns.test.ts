import { describe, expect, it } from 'vitest';
import { csvRows } from './stat-columns';

describe('statistics export (issue #21)', () => {
  it('the CSV holds the header and the cells exactly as the table shows them', () => {
    const columns = [
      { key: 'name', title: '员工', text: (row: { name: string; amount: string }) => row.name },
      {
        key: 'amount',
        title: '成交金额(元)',
        text: (row: { name: string; amount: string }) => row.amount,
        numeric: true,
      },
    ];
    expect(csvRows(columns, [{ name: '王芳', amount: '1,234.50' }])).toEqual([
      ['员工', '成交金额(元)'],
      ['王芳', '1,234.50'],
    ]);
  });
});
