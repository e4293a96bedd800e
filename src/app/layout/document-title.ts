import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { routeTitle } from '../../lib/i18n/route-title';
import { t } from '../../lib/i18n/translate';
import { findRoute } from '../../routes';

/**
 * issue #38 "Smaller": every browser tab was titled 私域运营控制台. A page's tab carries its
 * name from the route table (spec §2), then the console's; an unknown path keeps the console's.
 */
export function documentTitle(pathname: string, search = ''): string {
  const route = findRoute(pathname);
  return route ? `${routeTitle(route, search)} - ${t('app.name')}` : t('app.name');
}

/** Keeps `document.title` on the shown page's name. */
export function useDocumentTitle(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.title = documentTitle(pathname, search);
  }, [pathname, search]);
}
