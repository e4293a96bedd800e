import type { ReactNode } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { ChatArchiveAuthInfo } from '../../../../contract/setting/chat-archive-configure';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { PageSection } from '../../../ui/page-layout/page-layout';
import '../../../lib/i18n/messages/settings-messages';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box mt="1" fontSize="sm" fontWeight="medium">
        {children}
      </Box>
    </Box>
  );
}

/** spec §3 authorization info: agent_name, create_time, publish_status, status. */
export function ArchiveAuthInfo({ info }: { info: ChatArchiveAuthInfo }) {
  return (
    <PageSection title={t('settings.archive.authTitle')} testId="archive-auth-info">
      <Box display="grid" gridTemplateColumns="repeat(auto-fit, minmax(160px, 1fr))" gap="5">
        <Item label={t('settings.archive.agentName')}>{info.agent_name}</Item>
        <Item label={t('settings.archive.createTime')}>{formatDateTime(info.create_time)}</Item>
        <Item label={t('settings.archive.publishStatus')}>
          <Badge colorPalette={info.publish_status ? 'green' : 'gray'} variant="subtle">
            {info.publish_status
              ? t('settings.archive.published')
              : t('settings.archive.unpublished')}
          </Badge>
        </Item>
        <Item label={t('settings.archive.status')}>
          <Badge
            colorPalette={info.status ? 'green' : 'orange'}
            variant="subtle"
            data-testid="archive-status"
          >
            {info.status ? t('settings.archive.enabled') : t('settings.archive.disabled')}
          </Badge>
        </Item>
      </Box>
    </PageSection>
  );
}
