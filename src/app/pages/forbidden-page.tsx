import { Link } from 'react-router-dom';
import { t } from '../../lib/i18n/translate';
import type { RouteEntry } from '../../routes';
import { StatusPage } from '../../ui/status-page';
import { routeTitle } from '../../lib/i18n/route-title';
import { sc } from '../../ui/static-css/class-names';
import { HomeLinkButton } from './home-link-button';

// spec §2/§6: a page whose menu code the user lacks shows 无权限 with a way home.
export function ForbiddenPage({ route }: { route: RouteEntry }) {
  return (
    <StatusPage
      testId="forbidden-page"
      mark="403"
      title={t('forbidden.title')}
      description={t('forbidden.description', { title: routeTitle(route) })}
      actions={
        <>
          <HomeLinkButton />
          {/* issue #14: the hint names role management; link to it (an admin grants there) */}
          <Link
            to="/role-manage"
            data-testid="forbidden-role-manage"
            className={sc('bt-md-outline', 'sc-palette-blue')}
          >
            {t('forbidden.roleManage')}
          </Link>
        </>
      }
    />
  );
}
