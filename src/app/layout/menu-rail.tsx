import { NavLink } from 'react-router-dom';
import { t } from '../../lib/i18n/translate';
import { sc } from '../../ui/static-css/class-names';
import { useMenuIcons } from '../menu/use-menu-icons';
import { sideMenuGroups } from './side-menu-groups';

/**
 * issue #13, 768–1279 px: an icon rail (home, then one button per area the user may open);
 * an area button opens the full menu over the page, so a tablet keeps its width for content.
 * Static markup (docs/architecture.md "Styling", issue #39).
 */
export function MenuRail({
  granted,
  onOpen,
}: {
  granted: ReadonlySet<string>;
  onOpen: () => void;
}) {
  const icons = useMenuIcons();
  const groups = sideMenuGroups(granted);
  return (
    <nav aria-label={t('shell.menuLabel')} data-testid="menu-rail" className={sc('fr-rail-nav')}>
      {groups.map((group) => {
        const Icon = icons?.area[group.area];
        const label = t(`area.${group.area}`);
        const content = Icon ? (
          <Icon size={20} strokeWidth={1.75} aria-hidden="true" />
        ) : (
          label.slice(0, 1)
        );
        if (group.area === 'home') {
          return (
            <NavLink
              key="home"
              to="/index"
              aria-label={label}
              title={label}
              className={sc('fr-rail-item')}
            >
              {content}
            </NavLink>
          );
        }
        return (
          <button
            key={group.area}
            type="button"
            aria-label={label}
            title={label}
            onClick={onOpen}
            className={sc('fr-rail-item')}
          >
            {content}
          </button>
        );
      })}
    </nav>
  );
}
