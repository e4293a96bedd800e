import { Badge } from '@chakra-ui/react/badge';
import { Text } from '@chakra-ui/react/text';
import { PAGE_PURPOSES } from '../../lib/i18n/page-purposes';
import { t } from '../../lib/i18n/translate';
import { findRoute, type RouteEntry } from '../../routes';
import { StatusPage } from '../../ui/status-page';
import { routeTitle } from '../../lib/i18n/route-title';

// Issue #4: a route no issue has built yet says so, and says what it will do (domain.md).
export function UnderConstructionPage({ route }: { route: RouteEntry }) {
  const parent = route.parentPath ? findRoute(route.parentPath) : undefined;
  // the catalogue entry starts with the page name; the intro line already says it
  const purpose = PAGE_PURPOSES[route.parentPath ?? route.path]?.replace(/^[^：]+：/, '');
  return (
    <StatusPage
      testId="under-construction-page"
      title={`${routeTitle(route)} · ${t('construction.title')}`}
      description={
        <>
          <Badge colorPalette="orange" mb="3">
            {t('construction.title')}
          </Badge>
          {parent ? (
            <Text mb="2">
              {t('construction.child', { parent: routeTitle(parent), title: routeTitle(route) })}
            </Text>
          ) : null}
          <Text>{t('construction.intro', { title: routeTitle(parent ?? route) })}</Text>
          {purpose ? <Text mt="2">{purpose}</Text> : null}
        </>
      }
    />
  );
}
