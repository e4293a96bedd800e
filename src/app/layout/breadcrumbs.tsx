import { Fragment } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Link, useLocation } from 'react-router-dom';
import { t } from '../../lib/i18n/translate';
import { routeTitle } from '../../lib/i18n/route-title';
import { breadcrumbTrail } from './breadcrumb-trail';

/** Where the operator is: area › page › child; the parent page is a link back (issue #13). */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  if (trail.length === 0) return null;
  return (
    <Box
      as="nav"
      aria-label={t('shell.breadcrumb')}
      data-testid="breadcrumbs"
      display={{ base: 'none', md: 'block' }}
      px="5"
      pt="3"
      bg="gray.50"
      flexShrink={0}
      fontSize="sm"
      color="gray.600"
    >
      <Box
        as="ol"
        display="flex"
        alignItems="center"
        gap="1.5"
        flexWrap="wrap"
        listStyleType="none"
      >
        {trail.map((item, index) => (
          <Fragment key={item.kind === 'area' ? item.area : item.route.path}>
            {index > 0 ? (
              <Box as="li" aria-hidden="true" color="gray.500">
                /
              </Box>
            ) : null}
            <Box as="li">
              {item.kind === 'area' ? (
                t(`area.${item.area}`)
              ) : item.current ? (
                <Box as="span" color="gray.900" aria-current="page">
                  {routeTitle(item.route)}
                </Box>
              ) : (
                <Box
                  asChild
                  color="gray.600"
                  _hover={{ color: 'blue.700', textDecoration: 'underline' }}
                >
                  <Link to={item.route.path}>{routeTitle(item.route)}</Link>
                </Box>
              )}
            </Box>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}
