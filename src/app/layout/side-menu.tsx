import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import type { MenuItem } from '../../data/menu/menu-query';
import { t } from '../../lib/i18n/translate';
import { routeTitle } from '../../lib/i18n/route-title';
import type { RouteEntry } from '../../routes';
import { sc } from '../../ui/static-css/class-names';
import { useCollapsedAreas } from '../menu/collapsed-areas';
import { useMenuIcons, type MenuIcons } from '../menu/use-menu-icons';
import { extraApps, filterMenuGroups, sideMenuGroups } from './side-menu-groups';

export interface SideMenuProps {
  granted: ReadonlySet<string>;
  visibleAppList: readonly MenuItem[];
  /** Called after an entry is chosen (the drawer closes). */
  onNavigate?: () => void;
}

const ICON_SIZE = 16;

function MenuIcon({
  icons,
  kind,
  name,
}: {
  icons?: MenuIcons;
  kind: 'area' | 'entry';
  name: string;
}) {
  const Icon = icons?.[kind][name];
  return (
    <span className={sc('sm-icon')} aria-hidden="true">
      {Icon ? <Icon size={ICON_SIZE} strokeWidth={1.75} /> : null}
    </span>
  );
}

function EntryLink(props: { to: string; children: ReactNode; onNavigate?: () => void }) {
  return (
    <NavLink
      to={props.to}
      className={sc('sm-entry')}
      data-menu-path={props.to}
      onClick={props.onNavigate}
    >
      {props.children}
    </NavLink>
  );
}

/** The 建设中 mark of a route without a page yet (issue #13: placeholders are honest). */
function BuildingMark() {
  return (
    <span className={sc('sm-building')} data-testid="menu-building">
      {t('shell.building')}
    </span>
  );
}

function entryLabel(entry: RouteEntry, icons: MenuIcons | undefined) {
  return (
    <>
      <MenuIcon icons={icons} kind="entry" name={entry.path} />
      <span className={sc('sm-entry-text')}>{routeTitle(entry)}</span>
      {entry.page ? null : <BuildingMark />}
    </>
  );
}

/**
 * spec §2 menu, issue #13: a search box, areas that collapse (remembered), an icon for each
 * area and entry, and the 建设中 mark for routes whose page is not built yet (read from the
 * route table, so the mark disappears the day the page's loader is added).
 */
export function SideMenu({ granted, visibleAppList, onNavigate }: SideMenuProps) {
  const [query, setQuery] = useState('');
  const icons = useMenuIcons();
  const { collapsed, toggle } = useCollapsedAreas();
  const groups = filterMenuGroups(sideMenuGroups(granted), query, routeTitle);
  const apps = query.trim() ? [] : extraApps(visibleAppList);
  const searching = query.trim() !== '';

  return (
    <nav aria-label={t('shell.menuLabel')} data-testid="side-menu" className={sc('sm-nav')}>
      <div className={sc('sm-search-box')}>
        <input
          className={sc('sm-search')}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          placeholder={t('shell.menuSearch')}
          aria-label={t('shell.menuSearch')}
          data-testid="menu-search"
        />
      </div>
      {groups.length === 0 ? <div className={sc('sm-none')}>{t('shell.menuNoMatch')}</div> : null}
      {groups.map((group) => {
        if (group.area === 'home') {
          return (
            <div key="home" data-menu-area="home" className={sc('sm-home')}>
              {group.entries.map((entry) => (
                <EntryLink key={entry.path} to={entry.path} onNavigate={onNavigate}>
                  {entryLabel(entry, icons)}
                </EntryLink>
              ))}
            </div>
          );
        }
        const open = searching || !collapsed.has(group.area);
        const listId = `menu-area-${group.area}`;
        return (
          <div key={group.area} className={sc('sm-area')} data-menu-area={group.area}>
            <button
              type="button"
              className={sc('sm-area-button')}
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => toggle(group.area)}
            >
              <MenuIcon icons={icons} kind="area" name={group.area} />
              <span className={sc('sm-area-title')}>{t(`area.${group.area}`)}</span>
              <span className={sc('sm-chevron', open && 'sm-chevron-open')} aria-hidden="true">
                ›
              </span>
            </button>
            <div id={listId} hidden={!open} className={sc('sm-area-list')}>
              {group.entries.map((entry) => (
                <EntryLink key={entry.path} to={entry.path} onNavigate={onNavigate}>
                  {entryLabel(entry, icons)}
                </EntryLink>
              ))}
            </div>
          </div>
        );
      })}
      {apps.length > 0 ? (
        <div className={sc('sm-area')} data-menu-area="apps">
          <div className={sc('sm-apps-head')}>
            <MenuIcon icons={icons} kind="area" name="apps" />
            <span className={sc('sm-apps-title')}>{t('shell.appsArea')}</span>
          </div>
          {apps.map((app) => (
            <a key={app.code} className={sc('sm-app')} href={app.path}>
              {app.title}
            </a>
          ))}
        </div>
      ) : null}
    </nav>
  );
}
