// issue #14 "The header shows a badge when an export the user started finishes": a link to
// /export-log with the number of finished exports not yet seen there (checked every 15 s).
import { Link } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { exportUnseen } from '../../../contract/setting/export-log';
import { t } from '../../lib/i18n/translate';
import { useEndpointQuery } from '../endpoint-hooks';
import '../../lib/i18n/messages/setting-export-log-messages';

export function ExportBadge() {
  const unseen = useEndpointQuery(exportUnseen, {}, { refetchInterval: 15_000 });
  const count = unseen.data?.count ?? 0;
  if (count === 0) return null;
  const label = t('exportLog.badge', { count });
  return (
    <Link to="/export-log" aria-label={label} title={label} data-testid="export-badge">
      <Box
        as="span"
        display="inline-flex"
        alignItems="center"
        gap="1"
        px="2"
        py="0.5"
        borderRadius="full"
        bg="blue.700"
        color="white"
        fontSize="xs"
        fontWeight="medium"
      >
        {t('exportLog.title')}
        <Box as="span" aria-hidden="true">
          {count}
        </Box>
      </Box>
    </Link>
  );
}
