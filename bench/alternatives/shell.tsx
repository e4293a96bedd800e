// The console's shell at a phone's width (src/app/layout/shell-layout.tsx, app-header.tsx,
// tabs/tab-bar.tsx compact, breadcrumbs.tsx) as plain elements with alt.css classes.
import { lazy, Suspense, useDeferredValue } from 'react';
import { BOOT_PLACEHOLDER_ATTRIBUTE } from '../../src/app/boot-shell';
import { useMenuLists } from '../../src/data/menu/menu-query';
import type { Profile } from '../../src/data/profile/profile-query';
import { useProfile } from '../../src/data/profile/profile-query';
import { useUserStore } from '../../src/data/user-store/use-user-store';
import { setTenantTimeZone } from '../../src/lib/format/time-zone';
import { t } from '../../src/lib/i18n/translate';
import { AltHomePage } from './home-page';

// a route chunk, as in the console: /index does not load the list's code (nor zod, which the
// list's contract brings)
const AltCustomerList = lazy(() =>
  import('./customer-list').then((module) => ({ default: module.AltCustomerList })),
);

function TenantLogo({ profile }: { profile: Profile }) {
  const { name } = profile.tenant;
  const logo = useUserStore().data?.corp.logo || profile.tenant.logo;
  if (logo) {
    return (
      <img
        src={logo}
        alt={t('shell.logoAlt', { name })}
        width={28}
        height={28}
        className="alt-tenant-logo"
      />
    );
  }
  return (
    <span className="alt-tenant-logo" aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}

function AltHeader({ profile }: { profile: Profile }) {
  return (
    <header className="alt-header">
      <button
        type="button"
        className="alt-menu-toggle"
        aria-label={t('shell.menuOpen')}
        aria-expanded={false}
        aria-haspopup="dialog"
        data-testid="menu-toggle"
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d="M3 5h14M3 10h14M3 15h14"
            stroke="currentColor"
            strokeWidth="1.7"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <TenantLogo profile={profile} />
      <span className="alt-tenant-name" data-testid="tenant-name">
        {profile.tenant.name}
      </span>
      {profile.tenants.length > 1 ? (
        <button type="button" className="alt-button outline">
          {t('shell.tenantSwitch')}
        </button>
      ) : null}
      <span className="alt-spacer" />
      <span className="alt-online">{t('shell.online')}</span>
      <button type="button" className="alt-avatar" aria-label={profile.user.name}>
        {profile.user.name.slice(0, 1)}
      </button>
    </header>
  );
}

const LIST_PATH = '/customer-list';

/** The compact tab switcher of a phone: the open page's title. */
function AltTabBar({ title }: { title: string }) {
  return (
    <nav className="alt-tabs" aria-label={t('tabs.label')} data-testid="tab-bar">
      <button type="button" className="alt-tab-switch">
        <span>{title}</span>
        <span className="alt-tab-count">1</span>
        <span aria-hidden="true">▾</span>
      </button>
    </nav>
  );
}

function AltBreadcrumbs({ title }: { title: string }) {
  return (
    <nav className="alt-crumbs" aria-label={t('shell.breadcrumb')} data-testid="breadcrumbs">
      <ol>
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}

export function AltShell() {
  const menu = useMenuLists();
  const profile = useProfile();
  // as the console: the answer first renders the placeholder again, then the shell mounts in
  // a background (time-sliced) render
  const loaded = useDeferredValue(!menu.isPending && !profile.isPending);
  if (!loaded || !menu.data || !profile.data) {
    return <div data-testid="shell-placeholder" {...{ [BOOT_PLACEHOLDER_ATTRIBUTE]: '' }} />;
  }
  const list = window.location.pathname === LIST_PATH;
  const title = list ? '客户列表' : t('area.home');
  setTenantTimeZone((profile.data.tenant as { time_zone?: string }).time_zone);
  return (
    <div className="alt-shell" data-testid="shell-layout" data-shell-mode="narrow">
      <div className="alt-main">
        <AltHeader profile={profile.data} />
        <AltTabBar title={title} />
        <AltBreadcrumbs title={title} />
        <main className="alt-content">
          {list ? (
            <Suspense fallback={null}>
              <AltCustomerList />
            </Suspense>
          ) : (
            <AltHomePage />
          )}
        </main>
      </div>
    </div>
  );
}
