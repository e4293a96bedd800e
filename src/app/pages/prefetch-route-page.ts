import { findRoute } from '../../routes';
import { loadLateRecipes } from '../../ui/theme/with-late-recipes';

/**
 * Starts loading the chunk of the page at `pathname` (issue #23). The module loader keeps the
 * answer, so the page's own load (LazyPage) gets it without a second request; a failure here
 * is ignored and LazyPage shows its own retry.
 */
export function prefetchRoutePage(pathname: string): void {
  const page = findRoute(pathname)?.page;
  if (!page) return;
  void page().catch(() => undefined);
  void loadLateRecipes().catch(() => undefined);
}
