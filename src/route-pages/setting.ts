// The built pages of the setting menu area: route → page loader (spec §2: a page loads when
// visited). `npm run new:page` appends here.
import type { PageLoader } from './page-loader';

export const SETTING_PAGES: Readonly<Record<string, PageLoader>> = {
  '/authorize': () =>
    import('../features/setting/authorize/authorize-page').then((module) => module.AuthorizePage),
  '/developer': () =>
    import('../features/setting/developer/developer-page').then((module) => module.DeveloperPage),
  '/chat-archive-configure': () =>
    import('../features/setting/chat-archive-configure/chat-archive-page').then(
      (module) => module.ChatArchivePage,
    ),
  '/role-manage': () =>
    import('../features/setting/role-manage/role-manage-page').then(
      (module) => module.RoleManagePage,
    ),
  '/export-log': () =>
    import('../features/setting/export-log/export-log-page').then((module) => module.ExportLogPage),
  '/config-check': () =>
    import('../features/setting/config-check/config-check-page').then(
      (module) => module.ConfigCheckPage,
    ),
};
