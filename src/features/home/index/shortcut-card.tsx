import { Link } from 'react-router-dom';
import { routeTitle } from '../../../lib/i18n/route-title';
import { t } from '../../../lib/i18n/translate';
import { sc } from '../../../ui/static-css/class-names';
import type { ShortcutGroup } from './home-shortcuts';

/** One permitted area on the home page, its pages as links. */
export function ShortcutCard({ group }: { group: ShortcutGroup }) {
  const title = group.area === 'setup' ? t('index.setupTitle') : t(`area.${group.area}`);
  return (
    <section aria-label={title} data-shortcut-area={group.area} className={sc('hs-card')}>
      <div className={sc('hs-head')}>
        <h3 className={sc('hs-title')}>{title}</h3>
        <div className={sc('hs-count')}>
          {t('index.areaCount', { count: group.entries.length })}
        </div>
      </div>
      <ul className={sc('hs-list')}>
        {group.entries.map((entry) => (
          <li key={entry.path}>
            <Link to={entry.path} className={sc('hs-link')}>
              {routeTitle(entry)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
