import { Button } from '@chakra-ui/react/button';
import { Link } from 'react-router-dom';
import { t } from '../../lib/i18n/translate';

/** The way home offered by every status page (spec §2: never a dead end). */
export function HomeLinkButton() {
  return (
    <Button asChild colorPalette="blue">
      <Link to="/index">{t('common.backHome')}</Link>
    </Button>
  );
}
