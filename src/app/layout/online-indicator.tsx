import { t } from '../../lib/i18n/translate';
import { sc } from '../../ui/static-css/class-names';
import { PendingWrites } from './pending-writes';
import { useOnlineStatus } from './use-online-status';

// docs/conventions.md "offline-tolerant": the operator always sees whether the console is online, and
// how many saves wait for the connection (issue #5). Chakra's Badge look as static classes
// (issue #39: the header paints before Chakra loads).
export function OnlineIndicator() {
  const online = useOnlineStatus();
  return (
    <>
      <PendingWrites />
      <span
        data-testid="online-indicator"
        data-online={online ? 'true' : 'false'}
        className={sc(
          'sc-badge',
          'sc-badge-subtle',
          online ? 'sc-palette-green' : 'sc-palette-orange',
          'fr-no-shrink',
        )}
        title={online ? undefined : t('shell.offlineHint')}
      >
        {online ? t('shell.online') : t('shell.offline')}
      </span>
    </>
  );
}
