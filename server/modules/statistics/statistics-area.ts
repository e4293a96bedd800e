// issue #21: the statistics area's endpoints (seven pages, one slice each).
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/app-deps';
import { registerCommunityDataRoutes } from './community-data/routes';
import { registerCommunityDealRoutes } from './community-deal/routes';
import { registerCustomerDataRoutes } from './customer-data/routes';
import { registerDataMarketingRoutes } from './data-marketing/routes';
import { registerRankingRoutes } from './performance-ranking/routes';
import { registerRollupJob } from './rollup/rollup-job';
import { registerOverviewRoutes } from './privsph-overview/routes';
import { registerStatisticsDepartments } from './shared/departments-route';
import { registerTransformDataRoutes } from './transform-data/routes';

export function registerStatisticsArea(app: FastifyInstance, deps: RouteDeps): void {
  registerOverviewRoutes(app, deps);
  registerCustomerDataRoutes(app, deps);
  registerCommunityDataRoutes(app, deps);
  registerTransformDataRoutes(app, deps);
  registerCommunityDealRoutes(app, deps);
  registerDataMarketingRoutes(app, deps);
  registerRankingRoutes(app, deps);
  registerStatisticsDepartments(app, deps);
  registerRollupJob(deps.jobs, deps.db, deps.now);
}
