import type { ComponentType } from 'react';

/** Loads a page on demand (spec §2: pages are loaded when visited). */
export type PageLoader = () => Promise<ComponentType>;

// Pages that exist; every other route renders the 功能建设中 page (issue #4).
export const BUILT_PAGES: Readonly<Record<string, PageLoader>> = {
  '/index': () => import('./features/home/index/home-page').then((module) => module.HomePage),
  '/mail-list': () =>
    import('./features/company/mail-list/mail-list-page').then((module) => module.MailListPage),
  '/tag-manage': () =>
    import('./features/customer/tag-manage/tag-manage-page').then((module) => module.TagManagePage),
  '/customer-list': () =>
    import('./features/customer/customer-list/customer-list-page').then(
      (module) => module.CustomerListPage,
    ),
  '/customer-strategy': () =>
    import('./features/customer/customer-strategy/customer-strategy-page').then(
      (module) => module.CustomerStrategyPage,
    ),
  '/group-list': () =>
    import('./features/customer/group-list/group-list-page').then((module) => module.GroupListPage),
  '/group-list/group-detail': () =>
    import('./features/customer/group-list/group-detail/group-detail-page').then(
      (module) => module.GroupDetailPage,
    ),
  '/loss-customer': () =>
    import('./features/customer/loss-customer/loss-customer-page').then(
      (module) => module.LossCustomerPage,
    ),
  '/repeat-customer': () =>
    import('./features/customer/repeat-customer/repeat-customer-page').then(
      (module) => module.RepeatCustomerPage,
    ),
  '/batch-tag': () =>
    import('./features/customer/batch-tag/batch-tag-page').then((module) => module.BatchTagPage),
  '/batch-tag/form': () =>
    import('./features/customer/batch-tag/form/batch-tag-form-page').then(
      (module) => module.BatchTagFormPage,
    ),
  '/auto-tag': () =>
    import('./features/customer/auto-tag/auto-tag-page').then((module) => module.AutoTagPage),
  '/auto-tag/form': () =>
    import('./features/customer/auto-tag/form/auto-tag-form-page').then(
      (module) => module.AutoTagFormPage,
    ),
  '/sync-tag': () =>
    import('./features/customer/sync-tag/sync-tag-page').then((module) => module.SyncTagPage),
  '/sync-tag/form': () =>
    import('./features/customer/sync-tag/form/sync-tag-form-page').then(
      (module) => module.SyncTagFormPage,
    ),
  // issue #20 materials and marketing
  '/material-strategy': () =>
    import('./features/material/material-strategy/material-strategy-page').then(
      (module) => module.MaterialStrategyPage,
    ),
  '/material-goods': () =>
    import('./features/material/material-goods/material-goods-page').then(
      (module) => module.MaterialGoodsPage,
    ),
  '/super-radar': () =>
    import('./features/material/super-radar/super-radar-page').then(
      (module) => module.SuperRadarPage,
    ),
  '/super-radar/edit-form': () =>
    import('./features/material/super-radar/edit-form/radar-form-page').then(
      (module) => module.RadarFormPage,
    ),
  '/super-radar/data-detail': () =>
    import('./features/material/super-radar/data-detail/radar-detail-page').then(
      (module) => module.RadarDetailPage,
    ),
  '/admp-tag': () =>
    import('./features/marketing/admp-tag/admp-tag-page').then((module) => module.AdmpTagPage),
  '/admp-strategy': () =>
    import('./features/marketing/admp-strategy/admp-strategy-page').then(
      (module) => module.AdmpStrategyPage,
    ),
  '/custom-info': () =>
    import('./features/customer/custom-info/custom-info-page').then(
      (module) => module.CustomInfoPage,
    ),
  '/channel-code': () =>
    import('./features/acquiring/channel-code/channel-code-page').then(
      (module) => module.ChannelCodePage,
    ),
  '/channel-code/code-form': () =>
    import('./features/acquiring/channel-code/code-form/code-form-page').then(
      (module) => module.CodeFormPage,
    ),
  '/channel-code/statistics': () =>
    import('./features/acquiring/channel-code/statistics/code-statistics-page').then(
      (module) => module.CodeStatisticsPage,
    ),
  '/shunt-code': () =>
    import('./features/acquiring/shunt-code/shunt-code-page').then(
      (module) => module.ShuntCodePage,
    ),
  '/shunt-code/code-form': () =>
    import('./features/acquiring/shunt-code/code-form/shunt-code-form-page').then(
      (module) => module.ShuntCodeFormPage,
    ),
  '/shunt-code/statistics': () =>
    import('./features/acquiring/shunt-code/statistics/shunt-statistics-page').then(
      (module) => module.ShuntStatisticsPage,
    ),
  '/group-code': () =>
    import('./features/acquiring/group-code/group-code-page').then(
      (module) => module.GroupCodePage,
    ),
  '/group-code/code-form': () =>
    import('./features/acquiring/group-code/code-form/group-code-form-page').then(
      (module) => module.GroupCodeFormPage,
    ),
  '/group-code/statistics': () =>
    import('./features/acquiring/group-code/statistics/group-statistics-page').then(
      (module) => module.GroupStatisticsPage,
    ),
  '/short-chain': () =>
    import('./features/acquiring/short-chain/short-chain-page').then(
      (module) => module.ShortChainPage,
    ),
  '/short-chain/post': () =>
    import('./features/acquiring/short-chain/post/short-link-post-page').then(
      (module) => module.ShortLinkPostPage,
    ),
  '/short-chain/statistic': () =>
    import('./features/acquiring/short-chain/statistic/short-link-statistic-page').then(
      (module) => module.ShortLinkStatisticPage,
    ),
  '/lock-code': () =>
    import('./features/acquiring/lock-code/lock-code-page').then((module) => module.LockCodePage),
  '/lock-code/code-form': () =>
    import('./features/acquiring/lock-code/code-form/lock-code-form-page').then(
      (module) => module.LockCodeFormPage,
    ),
  '/lock-code/statistics': () =>
    import('./features/acquiring/lock-code/statistics/lock-statistics-page').then(
      (module) => module.LockStatisticsPage,
    ),
  '/strategy': () =>
    import('./features/acquiring/strategy/strategy-page').then((module) => module.StrategyPage),
  '/welcome': () =>
    import('./features/acquiring/welcome/welcome-page').then((module) => module.WelcomePage),
  '/group-welcome': () =>
    import('./features/acquiring/group-welcome/group-welcome-page').then(
      (module) => module.GroupWelcomePage,
    ),
  '/authorize': () =>
    import('./features/setting/authorize/authorize-page').then((module) => module.AuthorizePage),
  '/developer': () =>
    import('./features/setting/developer/developer-page').then((module) => module.DeveloperPage),
  '/chat-archive-configure': () =>
    import('./features/setting/chat-archive-configure/chat-archive-page').then(
      (module) => module.ChatArchivePage,
    ),
  '/role-manage': () =>
    import('./features/setting/role-manage/role-manage-page').then(
      (module) => module.RoleManagePage,
    ),
  '/export-log': () =>
    import('./features/setting/export-log/export-log-page').then((module) => module.ExportLogPage),
  '/config-check': () =>
    import('./features/setting/config-check/config-check-page').then(
      (module) => module.ConfigCheckPage,
    ),
  '/super-form': () =>
    import('./features/material/super-form/super-form-list-page').then(
      (module) => module.SuperFormListPage,
    ),
  '/super-form/edit-form': () =>
    import('./features/material/super-form/edit-form/edit-form-page').then(
      (module) => module.EditFormPage,
    ),
  '/super-form/form-data': () =>
    import('./features/material/super-form/form-data/form-data-page').then(
      (module) => module.FormDataPage,
    ),
  // issue #21: the statistics area, one slice per route.
  '/privsph-overview': () =>
    import('./features/statistics/privsph-overview/privsph-overview-page').then(
      (module) => module.PrivsphOverviewPage,
    ),
  '/customer-data': () =>
    import('./features/statistics/customer-data/customer-data-page').then(
      (module) => module.CustomerDataPage,
    ),
  '/community-data': () =>
    import('./features/statistics/community-data/community-data-page').then(
      (module) => module.CommunityDataPage,
    ),
  '/transform-data': () =>
    import('./features/statistics/transform-data/transform-data-page').then(
      (module) => module.TransformDataPage,
    ),
  '/community-deal': () =>
    import('./features/statistics/community-deal/community-deal-page').then(
      (module) => module.CommunityDealPage,
    ),
  '/data-marketing': () =>
    import('./features/statistics/data-marketing/data-marketing-page').then(
      (module) => module.DataMarketingPage,
    ),
  '/performance-rule': () =>
    import('./features/company/performance-rule/performance-rule-page').then(
      (module) => module.PerformanceRulePage,
    ),
  '/performance-order': () =>
    import('./features/company/performance-order/performance-order-page').then(
      (module) => module.PerformanceOrderPage,
    ),
  '/performance-ranking': () =>
    import('./features/statistics/performance-ranking/performance-ranking-page').then(
      (module) => module.PerformanceRankingPage,
    ),
  '/reach-strategy': () =>
    import('./features/reach/reach-strategy/reach-strategy-page').then(
      (module) => module.ReachStrategyPage,
    ),
  '/marketing-msg': () =>
    import('./features/reach/marketing-msg/marketing-msg-page').then(
      (module) => module.MarketingMsgPage,
    ),
  '/private-chat': () =>
    import('./features/reach/private-chat/private-chat-page').then(
      (module) => module.PrivateChatPage,
    ),
  '/private-chat/detail': () =>
    import('./features/reach/private-chat/detail/private-chat-detail-page').then(
      (module) => module.PrivateChatDetailPage,
    ),
  '/private-chat/form': () =>
    import('./features/reach/private-chat/form/private-chat-form-page').then(
      (module) => module.PrivateChatFormPage,
    ),
  '/chat-sop': () =>
    import('./features/reach/chat-sop/chat-sop-page').then((module) => module.ChatSopPage),
  '/chat-sop/chat-sop-form': () =>
    import('./features/reach/chat-sop/chat-sop-form/chat-sop-form-page').then(
      (module) => module.ChatSopFormPage,
    ),
  '/chat-sop/chat-sop-data': () =>
    import('./features/reach/chat-sop/chat-sop-data/chat-sop-data-page').then(
      (module) => module.ChatSopDataPage,
    ),
  '/group-sop': () =>
    import('./features/reach/group-sop/group-sop-page').then((module) => module.GroupSopPage),
  '/group-sop/group-sop-form': () =>
    import('./features/reach/group-sop/group-sop-form/group-sop-form-page').then(
      (module) => module.GroupSopFormPage,
    ),
  '/group-sop/group-sop-data': () =>
    import('./features/reach/group-sop/group-sop-data/group-sop-data-page').then(
      (module) => module.GroupSopDataPage,
    ),
  '/group-chat': () =>
    import('./features/reach/group-chat/group-chat-page').then((module) => module.GroupChatPage),
  '/group-chat/detail': () =>
    import('./features/reach/group-chat/detail/group-chat-detail-page').then(
      (module) => module.GroupChatDetailPage,
    ),
  '/group-chat/form': () =>
    import('./features/reach/group-chat/form/group-chat-form-page').then(
      (module) => module.GroupChatFormPage,
    ),
  '/order-points': () =>
    import('./features/marketing/order-points/order-points-page').then(
      (module) => module.OrderPointsPage,
    ),
};
