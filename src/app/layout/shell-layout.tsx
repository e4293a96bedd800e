import { useCallback, useDeferredValue, useMemo } from 'react';
import { grantedCodes } from '../../data/menu/menu-access';
import { useMenuLists } from '../../data/menu/menu-query';
import { useProfile } from '../../data/profile/profile-query';
import { setTenantTimeZone } from '../../lib/format/time-zone';
import { t } from '../../lib/i18n/translate';
import { sc } from '../../ui/static-css/class-names';
import { StatusPage } from '../../ui/status-page';
import { KeptAliveOutlet } from '../tabs/kept-alive-outlet';
import { TabBar } from '../tabs/tab-bar';
import { useKeptAliveTabs } from '../tabs/use-kept-alive-tabs';
import { AppHeader } from './app-header';
import { BannerRegion, type ShellBanner } from './banner-region';
import { Breadcrumbs } from './breadcrumbs';
import { useDocumentTitle } from './document-title';
import { setMenuDrawerOpen, useMenuDrawerOpen } from './menu-drawer-state';
import { MenuOverlay } from './menu-overlay';
import { MenuRail } from './menu-rail';
import { SideMenu } from './side-menu';
import { useShellMode } from './use-shell-mode';
import { BOOT_PLACEHOLDER_ATTRIBUTE } from '../boot-shell';

// spec §4 banners (auth state, expiry) come with the platform issue; the region is here.
const NO_BANNERS: readonly ShellBanner[] = [];

/** The product mark and name at the top of the menu. */
function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <div className={sc('fr-brand')}>
      <div aria-hidden="true" className={sc('fr-brand-mark')}>
        S
      </div>
      {compact ? null : <div className={sc('fr-brand-name')}>{t('app.name')}</div>}
    </div>
  );
}

/**
 * The signed-in layout (issue #13 responsive shell): ≥ 1280 px a full sidebar; 768–1279 px an
 * icon rail whose menu opens over the page; < 768 px a drawer from the header's menu button
 * and a compact tab switcher. Header, banners, tabs, breadcrumbs and the kept-alive content.
 */
export function ShellLayout() {
  useDocumentTitle();
  const menu = useMenuLists();
  const profile = useProfile();
  const tabs = useKeptAliveTabs();
  const mode = useShellMode();
  const menuOpen = useMenuDrawerOpen();
  const granted = useMemo(
    () => (menu.data ? grantedCodes(menu.data) : new Set<string>()),
    [menu.data],
  );
  const closeMenu = useCallback(() => {
    setMenuDrawerOpen(false);
    // Focus returns to the button that opened the drawer (WAI-ARIA dialog pattern).
    document.querySelector<HTMLElement>('[data-testid="menu-toggle"]')?.focus();
  }, []);

  // issue #23: the menu and profile answers arrive through a store subscription, whose updates
  // React renders synchronously: the whole shell and the opened page would mount in one long
  // task. Deferred, the answer first renders the placeholder again (cheap) and the shell then
  // mounts in a background render that yields to the browser every few milliseconds.
  const loaded = useDeferredValue(!menu.isPending && !profile.isPending);
  // spec §2: until the first load finishes, an empty placeholder is shown (issue #23: under the
  // static frame index.html paints, which stays while the placeholder is all there is).
  if (!loaded || menu.isPending || profile.isPending)
    return <div data-testid="shell-placeholder" {...{ [BOOT_PLACEHOLDER_ATTRIBUTE]: '' }} />;
  // A failed refetch keeps the last menu and profile (restored from the offline cache after a
  // reload without network): the shell renders from them; only no data at all is an error.
  if ((menu.isError && !menu.data) || (profile.isError && !profile.data)) {
    return (
      <StatusPage
        testId="shell-load-error"
        title={t('shell.loadFailed')}
        description={t('shell.loadFailedHint')}
        actions={
          <button
            type="button"
            className={sc('bt-md-solid', 'sc-palette-blue')}
            onClick={() => {
              void menu.refetch();
              void profile.refetch();
            }}
          >
            {t('common.retry')}
          </button>
        }
      />
    );
  }

  const visibleAppList = menu.data.visibleAppList;
  // issue #13 one time rule: the tenant's zone (a tenant setting the profile may carry;
  // Asia/Shanghai otherwise) before any page formats a timestamp. Idempotent.
  setTenantTimeZone((profile.data.tenant as { time_zone?: string }).time_zone);
  return (
    <div className={sc('fr-shell')} data-testid="shell-layout" data-shell-mode={mode}>
      {mode === 'wide' ? (
        <aside className={sc('fr-aside')}>
          <div className={sc('fr-aside-head')}>
            <Brand />
          </div>
          <div className={sc('fr-scroll')}>
            <SideMenu granted={granted} visibleAppList={visibleAppList} />
          </div>
        </aside>
      ) : null}
      {mode === 'rail' ? (
        <aside className={sc('fr-rail')}>
          <div className={sc('fr-rail-head')}>
            <Brand compact />
          </div>
          <MenuRail granted={granted} onOpen={() => setMenuDrawerOpen(true)} />
        </aside>
      ) : null}
      <div className={sc('fr-main')}>
        <AppHeader
          profile={profile.data}
          onMenuOpen={mode === 'wide' ? undefined : () => setMenuDrawerOpen(true)}
          menuOpen={menuOpen}
        />
        <BannerRegion banners={NO_BANNERS} />
        <TabBar tabs={tabs} compact={mode === 'narrow'} />
        <Breadcrumbs />
        <KeptAliveOutlet
          tabs={tabs.state.tabs}
          activeKey={tabs.state.activeKey}
          granted={granted}
        />
      </div>
      {mode === 'wide' || !menuOpen ? null : (
        <MenuOverlay open={menuOpen} onClose={closeMenu} brand={<Brand />}>
          <SideMenu
            granted={granted}
            visibleAppList={visibleAppList}
            onNavigate={() => setMenuDrawerOpen(false)}
          />
        </MenuOverlay>
      )}
    </div>
  );
}
