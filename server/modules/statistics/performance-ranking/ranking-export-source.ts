// /performance-ranking through the export center: the full ranking of the chosen subject
// and metric for the page's period.
import { rankingQuerySchema } from '../../../../contract/statistics/performance-ranking';
import { statisticsExportSource } from '../shared/statistics-export';
import { readRanking } from './ranking-queries';

const SUBJECTS = { employee: '员工', department: '部门', shop: '店铺' } as const;
const METRICS = { amount: '成交金额', orders: '成交订单', new_customers: '新增客户' } as const;

export const rankingExportSource = statisticsExportSource({
  schema: rankingQuerySchema,
  read: readRanking,
  describe: (query) => `排行对象：${SUBJECTS[query.by]}；指标：${METRICS[query.metric]}`,
  rows: (report) =>
    report.rows.map((row) => ({
      rank: row.rank,
      name: row.name,
      amount: row.amount,
      orders: row.orders,
      new_customers: row.new_customers,
    })),
});
