// Pages that exist, one file per menu area in src/route-pages/; every other route renders the
// 功能建设中 page (issue #4).
import { ACQUIRING_PAGES } from './route-pages/acquiring';
import { COMPANY_PAGES } from './route-pages/company';
import { CUSTOMER_PAGES } from './route-pages/customer';
import { HOME_PAGES } from './route-pages/home';
import { MARKETING_PAGES } from './route-pages/marketing';
import { MATERIAL_PAGES } from './route-pages/material';
import { REACH_PAGES } from './route-pages/reach';
import { SETTING_PAGES } from './route-pages/setting';
import { STATISTICS_PAGES } from './route-pages/statistics';
import type { PageLoader } from './route-pages/page-loader';

export type { PageLoader };

export const BUILT_PAGES: Readonly<Record<string, PageLoader>> = {
  ...ACQUIRING_PAGES,
  ...COMPANY_PAGES,
  ...CUSTOMER_PAGES,
  ...HOME_PAGES,
  ...MARKETING_PAGES,
  ...MATERIAL_PAGES,
  ...REACH_PAGES,
  ...SETTING_PAGES,
  ...STATISTICS_PAGES,
};
