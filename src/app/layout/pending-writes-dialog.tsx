import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { useQueryClient } from '@tanstack/react-query';
import { discardPendingWrite, type PendingWrite } from '../../lib/offline/pending-writes';
import { t } from '../../lib/i18n/translate';
import { AppDialog } from '../../ui/app-dialog';
import { formatUpdatedAt } from '../../ui/offline/format-updated-at';

export interface PendingWritesDialogProps {
  open: boolean;
  writes: readonly PendingWrite[];
  onClose: () => void;
}

/** The queued writes, oldest first; each can be discarded after a confirmation (house rule). */
export function PendingWritesDialog({ open, writes, onClose }: PendingWritesDialogProps) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState<number | null>(null);
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('pwa.pendingTitle')}
      closeLabel={t('common.close')}
    >
      <Box color="gray.600" fontSize="sm" mb="3">
        {t('pwa.pendingHint')}
      </Box>
      <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="2" pb="2">
        {writes.map((write) => (
          <Box
            as="li"
            key={write.id}
            data-testid="pending-write"
            display="flex"
            alignItems="center"
            gap="3"
            p="2"
            borderWidth="1px"
            borderRadius="md"
          >
            <Box flex="1" minW="0">
              <Box fontWeight="medium" truncate>
                {t(write.label)}
              </Box>
              <Box fontSize="xs" color="gray.500">
                {formatUpdatedAt(write.submittedAt)} ·{' '}
                {write.paused ? t('pwa.pendingWaiting') : t('pwa.pendingSending')}
              </Box>
            </Box>
            {confirming === write.id ? (
              <>
                <Button
                  size="xs"
                  colorPalette="red"
                  onClick={() => {
                    discardPendingWrite(client, write.id);
                    setConfirming(null);
                  }}
                >
                  {t('pwa.pendingDiscardConfirm')}
                </Button>
                <Button size="xs" variant="ghost" onClick={() => setConfirming(null)}>
                  {t('pwa.cancel')}
                </Button>
              </>
            ) : (
              <Button
                size="xs"
                variant="outline"
                disabled={!write.paused}
                onClick={() => setConfirming(write.id)}
              >
                {t('pwa.pendingDiscard')}
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </AppDialog>
  );
}
