// /community-data tables through the export center: by owner, by group, by day (newest
// first, as the page shows them), the page's period and department.
import {
  communityDataQuerySchema,
  GROUP_FIGURES,
} from '../../../../contract/statistics/community-data';
import { figuresOf, statisticsExportSource } from '../shared/statistics-export';
import { readCommunityData } from './community-data-queries';

export const communityOwnersExportSource = statisticsExportSource({
  schema: communityDataQuerySchema,
  read: readCommunityData,
  rows: (report) =>
    report.owners.map((row) => ({ owner: row.name || '-', ...figuresOf(row, GROUP_FIGURES) })),
});

export const communityGroupsExportSource = statisticsExportSource({
  schema: communityDataQuerySchema,
  read: readCommunityData,
  rows: (report) =>
    report.groups.map((row) => ({
      group: row.name,
      owner: row.owner || '-',
      ...figuresOf(row, GROUP_FIGURES),
    })),
});

export const communityDaysExportSource = statisticsExportSource({
  schema: communityDataQuerySchema,
  read: readCommunityData,
  rows: (report) =>
    [...report.days].reverse().map((row) => ({ day: row.day, ...figuresOf(row, GROUP_FIGURES) })),
});
