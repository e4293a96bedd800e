import { canOpenRoute } from '../../data/menu/menu-access';
import type { RouteEntry } from '../../routes';
import { OfflinePageGate } from '../../ui/offline/offline-page-gate';
import { isChakraFreeRoute } from '../../ui/theme/chakra-free-routes';
import { ForbiddenPage } from './forbidden-page';
import { LazyPage } from './lazy-page';
import { UnderConstructionPage } from './under-construction-page';

/** What a tab shows for its route: 无权限, 功能建设中 or the page itself. */
export function RoutePage({ route, granted }: { route: RouteEntry; granted: ReadonlySet<string> }) {
  if (!canOpenRoute(route, granted)) return <ForbiddenPage route={route} />;
  if (!route.page) return <UnderConstructionPage route={route} />;
  // issue #5: offline, a page shows its cached data with 数据更新于 …, or the offline state.
  return (
    <OfflinePageGate>
      <LazyPage loader={route.page} chakraFree={isChakraFreeRoute(route.path)} />
    </OfflinePageGate>
  );
}
