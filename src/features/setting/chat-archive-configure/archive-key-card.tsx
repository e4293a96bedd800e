import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import type { ChatArchiveConfig } from '../../../../contract/setting/chat-archive-configure';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { PageSection } from '../../../ui/page-layout/page-layout';
import { useGenerateChatArchiveKey } from './api/chat-archive-query';
import { CopyButton } from '../authorize/copy-button';
import '../../../lib/i18n/messages/settings-messages';

/**
 * The archive's RSA pair, generated on the server on request: the public key is shown in
 * full (it goes into the platform's admin), the private key never leaves the server.
 */
export function ArchiveKeyCard({
  config,
  canEdit,
}: {
  config: ChatArchiveConfig;
  canEdit: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const generate = useGenerateChatArchiveKey((data) => {
    setConfirming(false);
    notifySuccess(t('settings.archive.generated', { version: data.public_key_ver }));
  });
  const hasKey = config.private_key.configured;
  return (
    <PageSection
      title={t('settings.archive.keyTitle')}
      testId="archive-key"
      actions={
        <Button
          size="sm"
          colorPalette="blue"
          variant={hasKey ? 'outline' : 'solid'}
          disabled={!canEdit}
          loading={generate.isPending}
          onClick={() => (hasKey ? setConfirming(true) : generate.mutate())}
          data-testid="archive-generate"
        >
          {hasKey ? t('settings.archive.regenerate') : t('settings.archive.generate')}
        </Button>
      }
    >
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 16rem' }} gap="5">
        <Box>
          <Box display="flex" alignItems="center" justifyContent="space-between" mb="2">
            <Text fontSize="sm" color="fg.muted">
              {t('settings.archive.publicKey', { version: config.public_key_ver })}
            </Text>
            <CopyButton text={config.public_key} size="xs" />
          </Box>
          <Textarea
            readOnly
            rows={6}
            fontFamily="mono"
            fontSize="xs"
            value={config.public_key}
            placeholder={t('settings.archive.noKey')}
            data-testid="archive-public-key"
          />
        </Box>
        <Box bg="gray.50" borderRadius="md" p="4" fontSize="sm">
          <Text color="fg.muted">{t('settings.archive.privateKey')}</Text>
          <Text mt="1" fontWeight="medium" data-testid="archive-private-key">
            {hasKey
              ? t('settings.common.secretSaved', { masked: config.private_key.masked })
              : t('settings.common.secretEmpty')}
          </Text>
          <Text mt="3" fontSize="xs" color="fg.muted" lineHeight="tall">
            {t('settings.archive.keyHint')}
          </Text>
        </Box>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('settings.archive.regenerate')}
        busy={generate.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => generate.mutate()}
      >
        {t('settings.archive.regenerateBody')}
      </ConfirmDialog>
    </PageSection>
  );
}
