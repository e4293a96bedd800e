// /short-chain through the export center (docs/architecture.md "Exports"): the list with its
// filters, and a link's statistics by day for the period shown.
import { shortLinkStatistics as shortLinkStatisticsEndpoint } from '../../../../contract/acquiring/short-chain';
import {
  percentText,
  toolListExportSource,
  toolStatisticsExportSource,
} from '../tool-kit/tool-export';
import { findShortLink } from './short-link-commands';
import { listShortLinks, shortLinkStatistics } from './short-link-queries';

export const shortLinksExportSource = toolListExportSource(listShortLinks, (row) => ({
  link_path: row.link_path,
  pv: row.pv,
  uv: row.uv,
  adds: row.adds,
}));

export const shortLinkStatisticsExportSource = toolStatisticsExportSource({
  schema: shortLinkStatisticsEndpoint.query,
  nameOf: async (db, tenantId, id) => (await findShortLink(db, tenantId, id)).name,
  read: shortLinkStatistics,
  rows: (statistics) =>
    statistics.days.map((row) => ({
      day: row.day,
      pv: row.pv ?? 0,
      uv: row.uv ?? 0,
      adds: row.adds ?? 0,
      add_rate: percentText(Number(row.add_rate)),
    })),
});
