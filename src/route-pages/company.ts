// The built pages of the company menu area: route → page loader (spec §2: a page loads when
// visited). `npm run new:page` appends here.
import type { PageLoader } from './page-loader';

export const COMPANY_PAGES: Readonly<Record<string, PageLoader>> = {
  '/mail-list': () =>
    import('../features/company/mail-list/mail-list-page').then((module) => module.MailListPage),
  '/performance-rule': () =>
    import('../features/company/performance-rule/performance-rule-page').then(
      (module) => module.PerformanceRulePage,
    ),
  '/performance-order': () =>
    import('../features/company/performance-order/performance-order-page').then(
      (module) => module.PerformanceOrderPage,
    ),
  '/chat-records': () =>
    import('../features/company/chat-records/chat-records-page').then(
      (module) => module.ChatRecordsPage,
    ),
  '/chat-data': () =>
    import('../features/company/chat-data/chat-data-page').then((module) => module.ChatDataPage),
  '/order-auto-bind': () =>
    import('../features/company/order-auto-bind/order-auto-bind-page').then(
      (module) => module.OrderAutoBindPage,
    ),
  '/order-auto-bind/bind-config-history': () =>
    import('../features/company/order-auto-bind/bind-config-history/bind-config-history-page').then(
      (module) => module.OrderAutoBindBindConfigHistoryPage,
    ),
};
