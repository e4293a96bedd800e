// The built pages of the marketing menu area: route → page loader (spec §2: a page loads when
// visited). `npm run new:page` appends here.
import type { PageLoader } from './page-loader';

export const MARKETING_PAGES: Readonly<Record<string, PageLoader>> = {
  '/admp-tag': () =>
    import('../features/marketing/admp-tag/admp-tag-page').then((module) => module.AdmpTagPage),
  '/admp-strategy': () =>
    import('../features/marketing/admp-strategy/admp-strategy-page').then(
      (module) => module.AdmpStrategyPage,
    ),
  '/order-points': () =>
    import('../features/marketing/order-points/order-points-page').then(
      (module) => module.OrderPointsPage,
    ),
  '/marketing': () =>
    import('../features/marketing/marketing/marketing-page').then((module) => module.MarketingPage),
  '/operation-plan': () =>
    import('../features/marketing/operation-plan/operation-plan-page').then(
      (module) => module.OperationPlanPage,
    ),
  '/marketing-strategy': () =>
    import('../features/marketing/marketing-strategy/marketing-strategy-page').then(
      (module) => module.MarketingStrategyPage,
    ),
};
