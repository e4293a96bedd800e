import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import {
  queuedWriteCount,
  sendWritesThenSignOut,
  signOut,
  signOutKeepingWrites,
  type SendBeforeSignOut,
} from '../../data/profile/session-actions';
import { t } from '../../lib/i18n/translate';
import { AppDialog } from '../../ui/app-dialog';

export interface PendingWritesSignOutProps {
  open: boolean;
  onClose: () => void;
}

type Step = 'choose' | 'sending' | 'confirm-discard' | 'leaving';

const PROBLEM_MESSAGE: Record<SendBeforeSignOut, 'pwa.signOutOffline' | 'pwa.signOutSendFailed'> = {
  offline: 'pwa.signOutOffline',
  unsent: 'pwa.signOutSendFailed',
};

/**
 * issue #24: sign-out with writes still queued asks what to do with them — send first, keep
 * them for this user's next sign-in on this device, or discard (confirmed) — never silently.
 */
export function PendingWritesSignOut({ open, onClose }: PendingWritesSignOutProps) {
  const [step, setStep] = useState<Step>('choose');
  const [problem, setProblem] = useState<SendBeforeSignOut | undefined>();
  const busy = step === 'sending' || step === 'leaving';
  const close = () => {
    if (busy) return;
    setStep('choose');
    setProblem(undefined);
    onClose();
  };
  const sendFirst = async () => {
    setStep('sending');
    setProblem(undefined);
    const outcome = await sendWritesThenSignOut();
    if (outcome) {
      setProblem(outcome);
      setStep('choose');
    }
  };
  const leave = (action: () => Promise<void>) => {
    setStep('leaving');
    void action();
  };
  return (
    <AppDialog
      open={open}
      onClose={close}
      title={t('pwa.signOutTitle')}
      closeLabel={t('common.close')}
      contentOnlyWhileOpen
    >
      <Box data-testid="sign-out-pending" display="flex" flexDirection="column" gap="3" pb="2">
        <Box fontSize="sm">{t('pwa.signOutHint', { count: queuedWriteCount() })}</Box>
        {problem ? (
          <Box role="alert" fontSize="sm" color="red.700" bg="red.50" p="2" borderRadius="md">
            {t(PROBLEM_MESSAGE[problem])}
          </Box>
        ) : null}
        {step === 'sending' ? (
          <Box role="status" fontSize="sm" color="gray.600">
            {t('pwa.signOutSending')}
          </Box>
        ) : null}
        {step === 'confirm-discard' ? (
          <Box display="flex" flexDirection="column" gap="2">
            <Box role="alert" fontSize="sm" color="red.700">
              {t('pwa.signOutDiscardWarning')}
            </Box>
            <Box display="flex" gap="2" flexWrap="wrap">
              <Button size="sm" colorPalette="red" onClick={() => leave(signOut)}>
                {t('pwa.signOutDiscardConfirm')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setStep('choose')}>
                {t('pwa.cancel')}
              </Button>
            </Box>
          </Box>
        ) : (
          <Box display="flex" flexDirection="column" gap="2">
            <Button
              size="sm"
              colorPalette="blue"
              loading={step === 'sending'}
              disabled={busy}
              onClick={() => void sendFirst()}
            >
              {t('pwa.signOutSend')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => leave(signOutKeepingWrites)}
            >
              {t('pwa.signOutKeep')}
            </Button>
            <Box fontSize="xs" color="gray.600">
              {t('pwa.signOutKeepHint')}
            </Box>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              disabled={busy}
              onClick={() => setStep('confirm-discard')}
            >
              {t('pwa.signOutDiscard')}
            </Button>
          </Box>
        )}
      </Box>
    </AppDialog>
  );
}
