// The built pages of the statistics menu area: route → page loader (spec §2: a page loads when
// visited). `npm run new:page` appends here.
import type { PageLoader } from './page-loader';

export const STATISTICS_PAGES: Readonly<Record<string, PageLoader>> = {
  '/privsph-overview': () =>
    import('../features/statistics/privsph-overview/privsph-overview-page').then(
      (module) => module.PrivsphOverviewPage,
    ),
  '/customer-data': () =>
    import('../features/statistics/customer-data/customer-data-page').then(
      (module) => module.CustomerDataPage,
    ),
  '/community-data': () =>
    import('../features/statistics/community-data/community-data-page').then(
      (module) => module.CommunityDataPage,
    ),
  '/transform-data': () =>
    import('../features/statistics/transform-data/transform-data-page').then(
      (module) => module.TransformDataPage,
    ),
  '/community-deal': () =>
    import('../features/statistics/community-deal/community-deal-page').then(
      (module) => module.CommunityDealPage,
    ),
  '/data-marketing': () =>
    import('../features/statistics/data-marketing/data-marketing-page').then(
      (module) => module.DataMarketingPage,
    ),
  '/performance-ranking': () =>
    import('../features/statistics/performance-ranking/performance-ranking-page').then(
      (module) => module.PerformanceRankingPage,
    ),
};
