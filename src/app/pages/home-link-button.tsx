import { Link } from 'react-router-dom';
import { t } from '../../lib/i18n/translate';
import { sc } from '../../ui/static-css/class-names';

/** The way home offered by every status page (spec §2: never a dead end). */
export function HomeLinkButton() {
  return (
    <Link to="/index" className={sc('bt-md-solid', 'sc-palette-blue')}>
      {t('common.backHome')}
    </Link>
  );
}
