import { Fragment } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { t } from '../../lib/i18n/translate';
import { routeTitle } from '../../lib/i18n/route-title';
import { sc } from '../../ui/static-css/class-names';
import { breadcrumbTrail } from './breadcrumb-trail';

/**
 * Where the operator is: area › page › child; the parent page is a link back (issue #13).
 * Static markup (docs/architecture.md "Styling", issue #39): it is on every first paint.
 */
export function Breadcrumbs() {
  const { pathname, search } = useLocation();
  const trail = breadcrumbTrail(pathname);
  if (trail.length === 0) return null;
  return (
    <nav aria-label={t('shell.breadcrumb')} data-testid="breadcrumbs" className={sc('bc-nav')}>
      <ol className={sc('bc-list')}>
        {trail.map((item, index) => (
          <Fragment key={item.kind === 'area' ? item.area : item.route.path}>
            {index > 0 ? (
              <li aria-hidden="true" className={sc('bc-sep')}>
                /
              </li>
            ) : null}
            <li>
              {item.kind === 'area' ? (
                t(`area.${item.area}`)
              ) : item.current ? (
                <span className={sc('bc-current')} aria-current="page">
                  {routeTitle(item.route, search)}
                </span>
              ) : (
                <Link to={item.route.path} className={sc('bc-link')}>
                  {routeTitle(item.route)}
                </Link>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
