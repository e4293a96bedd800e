import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../lib/i18n/translate';
import { notifySuccess } from '../../lib/notify/notifier';
import { AppDialog } from '../app-dialog';
import { QrCodeCard } from '../qr-code/qr-code-card';
import { publicUrl } from './public-url';
import '../../lib/i18n/messages/page-kit-messages';

/**
 * The large QR of a public URL (a code's scan or a link) with open, copy and PNG download
 * (issue #15: every tool's list offers it, and the channel code's list, issue #34).
 */
export function QrLinkDialog(props: {
  target: { name: string; path: string } | null;
  title: string;
  hint: string;
  onClose: () => void;
  /** The link box's name (扫码链接); 复制链接 when absent. */
  linkLabel?: string;
  /** Mount the content on the first open (a dialog whose trigger sits on every row). */
  mountOnOpen?: boolean;
}) {
  const url = props.target ? publicUrl(props.target.path) : '';
  return (
    <AppDialog
      open={props.target !== null}
      onClose={props.onClose}
      title={props.title}
      closeLabel={t('common.close')}
      mountOnOpen={props.mountOnOpen}
    >
      {props.target ? (
        <Box
          display="flex"
          flexDirection="column"
          alignItems="center"
          gap="4"
          pb="2"
          data-testid="qr-dialog"
        >
          <QrCodeCard value={url} name={props.target.name} size="220px" download />
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            {props.hint}
          </Text>
          <Box display="flex" gap="2" width="full" flexWrap="wrap">
            <Input
              size="sm"
              flex="1"
              minW="40"
              readOnly
              value={url}
              aria-label={props.linkLabel ?? t('kit.qr.copyLink')}
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
