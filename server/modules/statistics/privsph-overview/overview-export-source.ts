// /privsph-overview tables through the export center: the trend of the chosen period, the
// employee Top 10 and the channel share, as the page shows them.
import { overviewQuerySchema } from '../../../../contract/statistics/privsph-overview';
import { statisticsExportSource } from '../shared/statistics-export';
import { readOverview } from './overview-queries';

const read = (
  db: Parameters<typeof readOverview>[0],
  tenantId: string,
  query: { days: number },
  now: number,
  scope: Parameters<typeof readOverview>[4],
) => readOverview(db, tenantId, query.days, now, scope);
const describe = (query: { days: number }) => `统计周期：近${query.days}天`;

export const overviewTrendExportSource = statisticsExportSource({
  schema: overviewQuerySchema,
  read,
  describe,
  rows: (report) =>
    report.trend.map((row) => ({
      day: row.day,
      new_contacts: row.new_contacts,
      lost: row.lost,
      net: row.net,
      customers_total: row.customers_total,
      members_total: row.members_total,
      members_joined: row.members_joined,
      members_quit: row.members_quit,
    })),
});

export const overviewTopExportSource = statisticsExportSource({
  schema: overviewQuerySchema,
  read,
  describe,
  rows: (report) =>
    report.top_employees.map((row) => ({
      name: row.name,
      new_contacts: row.new_contacts,
      contacts_total: row.contacts_total,
    })),
});

export const overviewChannelsExportSource = statisticsExportSource({
  schema: overviewQuerySchema,
  read,
  describe,
  rows: (report) =>
    report.channels.map((row) => ({
      name: row.channel_code_id === 0 ? '未使用活码' : row.name,
      adds: row.adds,
    })),
});
