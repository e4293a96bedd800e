import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  QrCodeFrame,
  QrCodePattern,
  QrCodeRootProvider,
  useQrCode,
} from '@chakra-ui/react/qr-code';
import { t } from '../../lib/i18n/translate';
import { notifyError } from '../../lib/notify/notifier';
import { downloadDataUrl } from '../export/download-file';
import '../../lib/i18n/messages/page-kit-messages';

export interface QrCodeCardProps {
  /** What the code encodes (a URL). */
  value: string;
  /** Used for the alt text and the PNG's file name. */
  name: string;
  size?: string;
  /** Show the 下载二维码 button under the code. */
  download?: boolean;
  /** Makes the code a button (e.g. a table's thumbnail opening the large code). */
  onOpen?: () => void;
  openLabel?: string;
  testId?: string;
}

export function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60) || 'qrcode';
}

/** Saves the code as a PNG (issue #9: QR code with PNG download). */
export async function downloadQrPng(
  getDataUrl: (type: 'image/png') => Promise<string>,
  name: string,
): Promise<void> {
  try {
    downloadDataUrl(await getDataUrl('image/png'), `${safeFileName(name)}.png`);
  } catch {
    notifyError('二维码图片生成失败，请重试');
  }
}

/** A QR code drawn as SVG (no library beyond Chakra's own), with a PNG download. */
export function QrCodeCard(props: QrCodeCardProps) {
  const { value, name, size = '140px', download, testId, onOpen } = props;
  const qr = useQrCode({ value, encoding: { ecc: 'M' } });
  const frame = (
    <QrCodeRootProvider value={qr} size="md">
      <QrCodeFrame
        role="img"
        aria-label={t('kit.qr.alt', { name })}
        width={size}
        height={size}
        bg="white"
        data-qr-value={value}
      >
        <QrCodePattern />
      </QrCodeFrame>
    </QrCodeRootProvider>
  );
  return (
    <Box
      display="inline-flex"
      flexDirection="column"
      alignItems="center"
      gap="2"
      data-testid={testId}
    >
      {onOpen ? (
        <chakra.button
          type="button"
          onClick={onOpen}
          aria-label={props.openLabel}
          cursor="zoom-in"
          borderRadius="sm"
          _hover={{ boxShadow: 'md' }}
        >
          {frame}
        </chakra.button>
      ) : (
        frame
      )}
      {download ? (
        <Button size="xs" variant="outline" onClick={() => void downloadQrPng(qr.getDataUrl, name)}>
          {t('kit.qr.download')}
        </Button>
      ) : null}
    </Box>
  );
}
