// issue #21: the department filter of /customer-data and /community-data reads the tenant's
// departments behind those pages' own permission (not the company area's).
import { anyOf, defineEndpoint, responseOf } from '../endpoint';

export interface StatisticsDepartment {
  readonly id: number;
  readonly name: string;
  readonly parent_id: number | null;
}

export const statisticsDepartments = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/statistics/departments',
  permission: anyOf('/customer-data', '/community-data'),
  response: responseOf<StatisticsDepartment[]>(),
});
