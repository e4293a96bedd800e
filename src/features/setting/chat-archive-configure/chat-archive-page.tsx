import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../../lib/i18n/translate';
import { PageLayout } from '../../../ui/page-layout/page-layout';
import { StatusPage } from '../../../ui/status-page';
import { chatArchiveQueryOptions } from './api/chat-archive-query';
import { useCanEdit } from '../../../data/menu/menu-codes-query';
import { ArchiveAuthInfo } from './archive-auth-info';
import { ArchiveConfigForm } from './archive-config-form';
import { ArchiveKeyCard } from './archive-key-card';
import '../../../lib/i18n/messages/settings-messages';

/** /chat-archive-configure (spec §3): authorization info, key pair, secret and trusted IPs. */
export function ChatArchivePage() {
  const config = useQuery(chatArchiveQueryOptions);
  const canEdit = useCanEdit('/chat-archive-configure');
  if (config.isError && !config.data) {
    return (
      <StatusPage
        title={t('settings.common.loadFailed')}
        actions={
          <Button colorPalette="blue" onClick={() => void config.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const data = config.data;
  return (
    <PageLayout
      title={t('settings.archive.title')}
      description={t('settings.archive.description')}
      testId="chat-archive-page"
    >
      {data ? (
        <>
          <ArchiveAuthInfo info={data.auth_info} />
          <ArchiveKeyCard config={data} canEdit={canEdit} />
          <ArchiveConfigForm key={data.updated_at ?? 'new'} config={data} canEdit={canEdit} />
        </>
      ) : (
        <Box p="10" display="flex" justifyContent="center">
          <Spinner color="blue.500" />
        </Box>
      )}
    </PageLayout>
  );
}
