import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import type { FormListItem } from '../../../../contract/material/super-form/api-types';
import { FORM_STATUS } from '../../../../contract/material/super-form/form-schema';
import { t } from '../../../lib/i18n/translate';
import { notifyError, notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { QrCodeCard } from '../../../ui/qr-code/qr-code-card';
import { shareLinkOf } from './share-link';
import '../../../lib/i18n/messages/superform-messages';

export interface ShareDialogProps {
  form: FormListItem | null;
  onClose: () => void;
}

/** issue #7 share: the public page's link and its QR code (PNG download). */
export function ShareDialog({ form, onClose }: ShareDialogProps) {
  const link = form ? shareLinkOf(form) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notifySuccess(t('sf.share.copied'));
    } catch {
      notifyError(t('sf.share.copyFailed'));
    }
  };
  return (
    <AppDialog
      open={form !== null}
      onClose={onClose}
      title={t('sf.share.title')}
      closeLabel={t('common.close')}
    >
      {form ? (
        <Box display="flex" flexDirection="column" gap="4" data-testid="share-dialog">
          {form.form_status === FORM_STATUS.draft ? (
            <Text fontSize="sm" color="orange.700" bg="orange.50" p="2" borderRadius="md">
              {t('sf.share.draftHint')}
            </Text>
          ) : null}
          <Box>
            <Text fontSize="sm" fontWeight="medium" mb="1">
              {t('sf.share.link')}
            </Text>
            <Box display="flex" gap="2">
              <Input
                size="sm"
                readOnly
                value={link}
                aria-label={t('sf.share.link')}
                data-testid="share-link"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button size="sm" onClick={() => void copy()}>
                {t('sf.share.copyLink')}
              </Button>
            </Box>
          </Box>
          <Box textAlign="center">
            <Text fontSize="sm" fontWeight="medium" mb="2">
              {t('sf.share.qr')}
            </Text>
            <QrCodeCard value={link} name={form.title} size="180px" download testId="share-qr" />
          </Box>
        </Box>
      ) : null}
    </AppDialog>
  );
}
