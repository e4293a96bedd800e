import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import type { ChannelCodeRow } from '../../../../contract/acquiring/channel-code';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { QrCodeCard } from '../../../ui/qr-code/qr-code-card';
import { scanUrl } from './scan-url';
import '../../../lib/i18n/messages/acquiring-messages';
import '../../../lib/i18n/messages/page-kit-messages';

/** The large QR of a code with its scan link (open, copy) and the PNG download. */
export function QrDialog({ code, onClose }: { code: ChannelCodeRow | null; onClose: () => void }) {
  const url = code ? scanUrl(code.scan_path) : '';
  return (
    <AppDialog
      open={code !== null}
      onClose={onClose}
      title={code ? t('channel.qrTitle', { name: code.name }) : ''}
      closeLabel={t('common.close')}
      mountOnOpen
    >
      {code ? (
        <Box
          display="flex"
          flexDirection="column"
          alignItems="center"
          gap="4"
          pb="2"
          data-testid="qr-dialog"
        >
          <QrCodeCard value={url} name={code.name} size="220px" download />
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            {t('channel.qrHint')}
          </Text>
          <Box display="flex" gap="2" width="full">
            <Input
              size="sm"
              readOnly
              value={url}
              aria-label={t('channel.qrLink')}
              data-testid="qr-link"
            />
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(url)
                  .then(() => notifySuccess(t('kit.qr.copied')))
              }
            >
              {t('kit.qr.copyLink')}
            </Button>
            <Button asChild size="sm" variant="outline">
              <a href={url} target="_blank" rel="noopener noreferrer">
                {t('kit.qr.openLink')}
              </a>
            </Button>
          </Box>
        </Box>
      ) : null}
    </AppDialog>
  );
}
