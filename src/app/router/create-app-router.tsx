import { useState } from 'react';
import {
  Navigate,
  Route,
  Routes,
  UNSAFE_createBrowserHistory,
  UNSAFE_createHashHistory,
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router-dom';
import type { RuntimeConfig } from '../../lib/config/runtime-config';
import { guardHistory } from '../../lib/navigation/leave-guard';
import { ShellEntry } from './shell-entry';

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

type HistoryConfig = Pick<RuntimeConfig, 'historyMode' | 'basePath'>;

/**
 * spec §2: browser, hash or memory history and a base path, from /config.json. issue #23: the
 * declarative router (not the data router: no loaders here), its history wrapped by the leave
 * guard (src/lib/navigation/leave-guard.ts). v5Compat: the router hears its own pushes.
 */
export function createAppHistory(config: HistoryConfig) {
  const basename = normalizeBasePath(config.basePath);
  switch (config.historyMode) {
    case 'hash':
      return {
        basename: undefined,
        history: guardHistory(UNSAFE_createHashHistory({ v5Compat: true })),
      };
    case 'memory':
      return {
        basename: undefined,
        history: guardHistory(
          UNSAFE_createMemoryHistory({ initialEntries: [initialEntry(basename)], v5Compat: true }),
        ),
      };
    default:
      return { basename, history: guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true })) };
  }
}

// spec §2: / and /login are always reachable and lead to /index (the start-up already sent a
// user without a session to the login page); everything else goes through the shell.
export function AppRouter({ config }: { config: HistoryConfig }) {
  const [{ basename, history }] = useState(() => createAppHistory(config));
  return (
    <HistoryRouter basename={basename} history={history}>
      <Routes>
        <Route path="/" element={<Navigate to="/index" replace />} />
        <Route path="/login" element={<Navigate to="/index" replace />} />
        <Route path="*" element={<ShellEntry />} />
      </Routes>
    </HistoryRouter>
  );
}
