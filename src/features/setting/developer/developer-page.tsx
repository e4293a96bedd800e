import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../../lib/i18n/translate';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { StatusPage } from '../../../ui/status-page';
import { developerQueryOptions } from './api/developer-query';
import { DeveloperApplyForm } from './developer-apply-form';
import { DeveloperStatus } from './developer-status';
import '../../../lib/i18n/messages/settings-messages';

/** /developer (spec §3, §4): apply for third-party development access; the platform reviews it. */
export function DeveloperPage() {
  const application = useQuery(developerQueryOptions);
  const [reapplying, setReapplying] = useState(false);
  if (application.isError && application.data === undefined) {
    return (
      <StatusPage
        title={t('settings.common.loadFailed')}
        actions={
          <Button colorPalette="blue" onClick={() => void application.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const data = application.data;
  return (
    <PageLayout
      title={t('settings.developer.title')}
      description={t('settings.developer.description')}
      testId="developer-page"
    >
      {data === undefined ? (
        <Box p="10" display="flex" justifyContent="center">
          <Spinner color="blue.500" />
        </Box>
      ) : data && !reapplying ? (
        <DeveloperStatus application={data} onReapply={() => setReapplying(true)} />
      ) : (
        <PageSection title={t('settings.developer.applyTitle')}>
          <Text fontSize="sm" color="fg.muted" mb="5">
            {t('settings.developer.applyHint')}
          </Text>
          <DeveloperApplyForm
            initial={data}
            onDone={() => setReapplying(false)}
            onCancel={data ? () => setReapplying(false) : undefined}
          />
        </PageSection>
      )}
    </PageLayout>
  );
}
