import { findRoute } from '../../routes';
import { loadChakra } from '../../ui/theme/chakra-island';

/**
 * Starts loading the chunk of the page at `pathname` (issue #23) and Chakra's, which every
 * page and the header's actions render in (issue #39). The module loader keeps the answers, so
 * the page's own load (LazyPage) gets them without a second request; a failure here is ignored
 * and LazyPage shows its own retry.
 */
export function prefetchRoutePage(pathname: string): void {
  void loadChakra().catch(() => undefined);
  const page = findRoute(pathname)?.page;
  if (!page) return;
  void page().catch(() => undefined);
}
