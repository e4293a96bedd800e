// The built pages of the customer menu area: route → page loader (spec §2: a page loads when
// visited). `npm run new:page` appends here.
import type { PageLoader } from './page-loader';

export const CUSTOMER_PAGES: Readonly<Record<string, PageLoader>> = {
  '/tag-manage': () =>
    import('../features/customer/tag-manage/tag-manage-page').then(
      (module) => module.TagManagePage,
    ),
  '/customer-list': () =>
    import('../features/customer/customer-list/customer-list-page').then(
      (module) => module.CustomerListPage,
    ),
  '/customer-strategy': () =>
    import('../features/customer/customer-strategy/customer-strategy-page').then(
      (module) => module.CustomerStrategyPage,
    ),
  '/group-list': () =>
    import('../features/customer/group-list/group-list-page').then(
      (module) => module.GroupListPage,
    ),
  '/group-list/group-detail': () =>
    import('../features/customer/group-list/group-detail/group-detail-page').then(
      (module) => module.GroupDetailPage,
    ),
  '/loss-customer': () =>
    import('../features/customer/loss-customer/loss-customer-page').then(
      (module) => module.LossCustomerPage,
    ),
  '/repeat-customer': () =>
    import('../features/customer/repeat-customer/repeat-customer-page').then(
      (module) => module.RepeatCustomerPage,
    ),
  '/batch-tag': () =>
    import('../features/customer/batch-tag/batch-tag-page').then((module) => module.BatchTagPage),
  '/batch-tag/form': () =>
    import('../features/customer/batch-tag/form/batch-tag-form-page').then(
      (module) => module.BatchTagFormPage,
    ),
  '/auto-tag': () =>
    import('../features/customer/auto-tag/auto-tag-page').then((module) => module.AutoTagPage),
  '/auto-tag/form': () =>
    import('../features/customer/auto-tag/form/auto-tag-form-page').then(
      (module) => module.AutoTagFormPage,
    ),
  '/sync-tag': () =>
    import('../features/customer/sync-tag/sync-tag-page').then((module) => module.SyncTagPage),
  '/sync-tag/form': () =>
    import('../features/customer/sync-tag/form/sync-tag-form-page').then(
      (module) => module.SyncTagFormPage,
    ),
  // issue #20 materials and marketing
  '/custom-info': () =>
    import('../features/customer/custom-info/custom-info-page').then(
      (module) => module.CustomInfoPage,
    ),
};
