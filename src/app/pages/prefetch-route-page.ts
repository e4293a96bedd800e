import { findRoute } from '../../routes';
import { isChakraFreeRoute } from '../../ui/theme/chakra-free-routes';
import { loadChakra } from '../../ui/theme/chakra-island';

/**
 * Starts loading the chunk of the page at `pathname` (issue #23) and, unless the build found
 * that page chakra-free (issue #39, docs/architecture.md "Styling" point 6), Chakra's, which the
 * page renders in. The module loader keeps the answers, so the page's own load (LazyPage) gets
 * them without a second request; a failure here is ignored and LazyPage shows its own retry.
 * An address with no built page (404, 功能建设中) shows static markup: nothing to load.
 */
export function prefetchRoutePage(pathname: string): void {
  const route = findRoute(pathname);
  if (!route?.page) return;
  if (!isChakraFreeRoute(route.path)) void loadChakra().catch(() => undefined);
  void route.page().catch(() => undefined);
}
