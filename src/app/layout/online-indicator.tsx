import { Badge } from '@chakra-ui/react/badge';
import { t } from '../../lib/i18n/translate';
import { PendingWrites } from './pending-writes';
import { useOnlineStatus } from './use-online-status';

// docs/conventions.md "offline-tolerant": the operator always sees whether the console is online, and
// how many saves wait for the connection (issue #5).
export function OnlineIndicator() {
  const online = useOnlineStatus();
  return (
    <>
      <PendingWrites />
      <Badge
        data-testid="online-indicator"
        data-online={online ? 'true' : 'false'}
        colorPalette={online ? 'green' : 'orange'}
        variant="subtle"
        flexShrink={0}
        title={online ? undefined : t('shell.offlineHint')}
      >
        {online ? t('shell.online') : t('shell.offline')}
      </Badge>
    </>
  );
}
