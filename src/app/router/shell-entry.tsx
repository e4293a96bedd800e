import { useLocation } from 'react-router-dom';
import { findRoute } from '../../routes';
import { ShellLayout } from '../layout/shell-layout';
import { NotFoundPage } from '../pages/not-found-page';

// spec §2: a known page opens inside the layout (the guard runs per tab); the catch-all *
// renders the 404 page with no layout.
export function ShellEntry() {
  const { pathname } = useLocation();
  return findRoute(pathname) ? <ShellLayout /> : <NotFoundPage />;
}
