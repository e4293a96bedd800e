// The built pages of the material menu area: route → page loader (spec §2: a page loads when
// visited). `npm run new:page` appends here.
import type { PageLoader } from './page-loader';

export const MATERIAL_PAGES: Readonly<Record<string, PageLoader>> = {
  '/material-strategy': () =>
    import('../features/material/material-strategy/material-strategy-page').then(
      (module) => module.MaterialStrategyPage,
    ),
  '/material-goods': () =>
    import('../features/material/material-goods/material-goods-page').then(
      (module) => module.MaterialGoodsPage,
    ),
  '/super-radar': () =>
    import('../features/material/super-radar/super-radar-page').then(
      (module) => module.SuperRadarPage,
    ),
  '/super-radar/edit-form': () =>
    import('../features/material/super-radar/edit-form/radar-form-page').then(
      (module) => module.RadarFormPage,
    ),
  '/super-radar/data-detail': () =>
    import('../features/material/super-radar/data-detail/radar-detail-page').then(
      (module) => module.RadarDetailPage,
    ),
  '/super-form': () =>
    import('../features/material/super-form/super-form-list-page').then(
      (module) => module.SuperFormListPage,
    ),
  '/super-form/edit-form': () =>
    import('../features/material/super-form/edit-form/edit-form-page').then(
      (module) => module.EditFormPage,
    ),
  '/super-form/form-data': () =>
    import('../features/material/super-form/form-data/form-data-page').then(
      (module) => module.FormDataPage,
    ),
  // issue #21: the statistics area, one slice per route.
};
