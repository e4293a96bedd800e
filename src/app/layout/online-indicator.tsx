import { Badge } from '@chakra-ui/react/badge';
import { t } from '../../lib/i18n/translate';
import { useOnlineStatus } from './use-online-status';

// design.md "offline-tolerant": the operator always sees whether the console is online.
export function OnlineIndicator() {
  const online = useOnlineStatus();
  return (
    <Badge
      data-testid="online-indicator"
      data-online={online ? 'true' : 'false'}
      colorPalette={online ? 'green' : 'orange'}
      variant="subtle"
      title={online ? undefined : t('shell.offlineHint')}
    >
      {online ? t('shell.online') : t('shell.offline')}
    </Badge>
  );
}
