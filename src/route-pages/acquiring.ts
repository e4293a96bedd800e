// The built pages of the acquiring menu area: route → page loader (spec §2: a page loads when
// visited). `npm run new:page` appends here.
import type { PageLoader } from './page-loader';

export const ACQUIRING_PAGES: Readonly<Record<string, PageLoader>> = {
  '/channel-code': () =>
    import('../features/acquiring/channel-code/channel-code-page').then(
      (module) => module.ChannelCodePage,
    ),
  '/channel-code/code-form': () =>
    import('../features/acquiring/channel-code/code-form/code-form-page').then(
      (module) => module.CodeFormPage,
    ),
  '/channel-code/statistics': () =>
    import('../features/acquiring/channel-code/statistics/code-statistics-page').then(
      (module) => module.CodeStatisticsPage,
    ),
  '/shunt-code': () =>
    import('../features/acquiring/shunt-code/shunt-code-page').then(
      (module) => module.ShuntCodePage,
    ),
  '/shunt-code/code-form': () =>
    import('../features/acquiring/shunt-code/code-form/shunt-code-form-page').then(
      (module) => module.ShuntCodeFormPage,
    ),
  '/shunt-code/statistics': () =>
    import('../features/acquiring/shunt-code/statistics/shunt-statistics-page').then(
      (module) => module.ShuntStatisticsPage,
    ),
  '/group-code': () =>
    import('../features/acquiring/group-code/group-code-page').then(
      (module) => module.GroupCodePage,
    ),
  '/group-code/code-form': () =>
    import('../features/acquiring/group-code/code-form/group-code-form-page').then(
      (module) => module.GroupCodeFormPage,
    ),
  '/group-code/statistics': () =>
    import('../features/acquiring/group-code/statistics/group-statistics-page').then(
      (module) => module.GroupStatisticsPage,
    ),
  '/short-chain': () =>
    import('../features/acquiring/short-chain/short-chain-page').then(
      (module) => module.ShortChainPage,
    ),
  '/short-chain/post': () =>
    import('../features/acquiring/short-chain/post/short-link-post-page').then(
      (module) => module.ShortLinkPostPage,
    ),
  '/short-chain/statistic': () =>
    import('../features/acquiring/short-chain/statistic/short-link-statistic-page').then(
      (module) => module.ShortLinkStatisticPage,
    ),
  '/lock-code': () =>
    import('../features/acquiring/lock-code/lock-code-page').then((module) => module.LockCodePage),
  '/lock-code/code-form': () =>
    import('../features/acquiring/lock-code/code-form/lock-code-form-page').then(
      (module) => module.LockCodeFormPage,
    ),
  '/lock-code/statistics': () =>
    import('../features/acquiring/lock-code/statistics/lock-statistics-page').then(
      (module) => module.LockStatisticsPage,
    ),
  '/strategy': () =>
    import('../features/acquiring/strategy/strategy-page').then((module) => module.StrategyPage),
  '/welcome': () =>
    import('../features/acquiring/welcome/welcome-page').then((module) => module.WelcomePage),
  '/group-welcome': () =>
    import('../features/acquiring/group-welcome/group-welcome-page').then(
      (module) => module.GroupWelcomePage,
    ),
  '/ai-call': () =>
    import('../features/acquiring/ai-call/ai-call-page').then((module) => module.AiCallPage),
  '/new-customer-join-group': () =>
    import('../features/acquiring/new-customer-join-group/new-customer-join-group-page').then(
      (module) => module.NewCustomerJoinGroupPage,
    ),
  '/tag-invite-group': () =>
    import('../features/acquiring/tag-invite-group/tag-invite-group-page').then(
      (module) => module.TagInviteGroupPage,
    ),
  '/fission-add-fans': () =>
    import('../features/acquiring/fission-add-fans/fission-add-fans-page').then(
      (module) => module.FissionAddFansPage,
    ),
};
