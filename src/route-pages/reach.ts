// The built pages of the reach menu area: route → page loader (spec §2: a page loads when
// visited). `npm run new:page` appends here.
import type { PageLoader } from './page-loader';

export const REACH_PAGES: Readonly<Record<string, PageLoader>> = {
  '/reach-strategy': () =>
    import('../features/reach/reach-strategy/reach-strategy-page').then(
      (module) => module.ReachStrategyPage,
    ),
  '/marketing-msg': () =>
    import('../features/reach/marketing-msg/marketing-msg-page').then(
      (module) => module.MarketingMsgPage,
    ),
  '/private-chat': () =>
    import('../features/reach/private-chat/private-chat-page').then(
      (module) => module.PrivateChatPage,
    ),
  '/private-chat/detail': () =>
    import('../features/reach/private-chat/detail/private-chat-detail-page').then(
      (module) => module.PrivateChatDetailPage,
    ),
  '/private-chat/form': () =>
    import('../features/reach/private-chat/form/private-chat-form-page').then(
      (module) => module.PrivateChatFormPage,
    ),
  '/chat-sop': () =>
    import('../features/reach/chat-sop/chat-sop-page').then((module) => module.ChatSopPage),
  '/chat-sop/chat-sop-form': () =>
    import('../features/reach/chat-sop/chat-sop-form/chat-sop-form-page').then(
      (module) => module.ChatSopFormPage,
    ),
  '/chat-sop/chat-sop-data': () =>
    import('../features/reach/chat-sop/chat-sop-data/chat-sop-data-page').then(
      (module) => module.ChatSopDataPage,
    ),
  '/group-sop': () =>
    import('../features/reach/group-sop/group-sop-page').then((module) => module.GroupSopPage),
  '/group-sop/group-sop-form': () =>
    import('../features/reach/group-sop/group-sop-form/group-sop-form-page').then(
      (module) => module.GroupSopFormPage,
    ),
  '/group-sop/group-sop-data': () =>
    import('../features/reach/group-sop/group-sop-data/group-sop-data-page').then(
      (module) => module.GroupSopDataPage,
    ),
  '/group-chat': () =>
    import('../features/reach/group-chat/group-chat-page').then((module) => module.GroupChatPage),
  '/group-chat/detail': () =>
    import('../features/reach/group-chat/detail/group-chat-detail-page').then(
      (module) => module.GroupChatDetailPage,
    ),
  '/group-chat/form': () =>
    import('../features/reach/group-chat/form/group-chat-form-page').then(
      (module) => module.GroupChatFormPage,
    ),
  '/moment-dispatch': () =>
    import('../features/reach/moment-dispatch/moment-dispatch-page').then(
      (module) => module.MomentDispatchPage,
    ),
  '/moment-dispatch/moment-form': () =>
    import('../features/reach/moment-dispatch/moment-form/moment-form-page').then(
      (module) => module.MomentDispatchMomentFormPage,
    ),
  '/moment-dispatch/moment-detail': () =>
    import('../features/reach/moment-dispatch/moment-detail/moment-detail-page').then(
      (module) => module.MomentDispatchMomentDetailPage,
    ),
  '/enterprise-quick-response': () =>
    import('../features/reach/enterprise-quick-response/enterprise-quick-response-page').then(
      (module) => module.EnterpriseQuickResponsePage,
    ),
  '/menu-setting': () =>
    import('../features/reach/menu-setting/menu-setting-page').then(
      (module) => module.MenuSettingPage,
    ),
  '/sider-iframe': () =>
    import('../features/reach/sider-iframe/sider-iframe-page').then(
      (module) => module.SiderIframePage,
    ),
  '/sider-iframe/config': () =>
    import('../features/reach/sider-iframe/config/config-page').then(
      (module) => module.SiderIframeConfigPage,
    ),
};
