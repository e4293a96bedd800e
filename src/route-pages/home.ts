// The built pages of the home menu area: route → page loader (spec §2: a page loads when
// visited). `npm run new:page` appends here.
import type { PageLoader } from './page-loader';

export const HOME_PAGES: Readonly<Record<string, PageLoader>> = {
  '/index': () => import('../features/home/index/home-page').then((module) => module.HomePage),
};
