import {
  createBrowserRouter,
  createHashRouter,
  createMemoryRouter,
  Navigate,
  type RouteObject,
} from 'react-router-dom';
import type { RuntimeConfig } from '../../lib/config/runtime-config';
import { ShellEntry } from './shell-entry';

// spec §2: / and /login are always reachable and lead to /index (the start-up already sent a
// user without a session to the login page); everything else goes through the shell.
export const APP_ROUTES: RouteObject[] = [
  { path: '/', element: <Navigate to="/index" replace /> },
  { path: '/login', element: <Navigate to="/index" replace /> },
  { path: '*', element: <ShellEntry /> },
];

function normalizeBasePath(basePath: string): string {
  const trimmed = basePath.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`;
}

/** Where a memory router starts: the address the page was opened at, minus the base path. */
function initialEntry(basename: string): string {
  const { pathname, search, hash } = window.location;
  const inside =
    basename !== '/' && pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  return `${inside || '/'}${search}${hash}`;
}

/** spec §2: browser, hash or memory history and a base path, from /config.json. */
export function createAppRouter(config: Pick<RuntimeConfig, 'historyMode' | 'basePath'>) {
  const basename = normalizeBasePath(config.basePath);
  switch (config.historyMode) {
    case 'hash':
      return createHashRouter(APP_ROUTES);
    case 'memory':
      return createMemoryRouter(APP_ROUTES, { initialEntries: [initialEntry(basename)] });
    default:
      return createBrowserRouter(APP_ROUTES, { basename });
  }
}
