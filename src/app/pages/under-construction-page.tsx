import { useEffect, useState } from 'react';
import { t } from '../../lib/i18n/translate';
import { findRoute, type RouteEntry } from '../../routes';
import { StatusPage } from '../../ui/status-page';
import { routeTitle } from '../../lib/i18n/route-title';
import { sc } from '../../ui/static-css/class-names';

type Purposes = Readonly<Record<string, string>>;
let purposesLoad: Promise<Purposes> | undefined;

// The descriptions of unbuilt pages are only needed here, so they load with this page and
// stay out of the console's initial JS.
function usePagePurpose(path: string): string | undefined {
  const [purposes, setPurposes] = useState<Purposes>();
  useEffect(() => {
    let current = true;
    purposesLoad ??= import('../../lib/i18n/page-purposes').then((module) => module.PAGE_PURPOSES);
    void purposesLoad.then((loaded) => {
      if (current) setPurposes(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  // the catalogue entry starts with the page name; the intro line already says it
  return purposes?.[path]?.replace(/^[^：]+：/, '');
}

// Issue #4: a route no issue has built yet says so, and says what it will do (docs/domain.md).
export function UnderConstructionPage({ route }: { route: RouteEntry }) {
  const parent = route.parentPath ? findRoute(route.parentPath) : undefined;
  const purpose = usePagePurpose(route.parentPath ?? route.path);
  return (
    <StatusPage
      testId="under-construction-page"
      title={`${routeTitle(route)} · ${t('construction.title')}`}
      description={
        <>
          <span className={sc('sc-badge', 'sc-badge-subtle', 'sc-palette-orange', 'st-mb-3')}>
            {t('construction.title')}
          </span>
          {parent ? (
            <p className={sc('st-mb-2')}>
              {t('construction.child', { parent: routeTitle(parent), title: routeTitle(route) })}
            </p>
          ) : null}
          <p>{t('construction.intro', { title: routeTitle(parent ?? route) })}</p>
          {purpose ? <p className={sc('st-mt-2')}>{purpose}</p> : null}
        </>
      }
    />
  );
}
