import { Box } from '@chakra-ui/react/box';
import { t } from '../../lib/i18n/translate';
import { AppDialog } from '../../ui/app-dialog';
import { OfflineState } from '../../ui/offline/offline-state';
import { usePreferences } from './preferences-query';
import { useGrantedCodes } from './use-granted-codes';
import { PinnedPagesForm } from './pinned-pages-form';

export interface PinnedPagesDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 设置常用功能: the dialog's content mounts on the first open (docs/architecture.md "Styling"),
 * its form while it is open.
 */
export function PinnedPagesDialog({ open, onClose }: PinnedPagesDialogProps) {
  const granted = useGrantedCodes();
  const preferences = usePreferences({ enabled: open });
  let body = null;
  if (open && preferences.data) {
    body = (
      <PinnedPagesForm saved={preferences.data.pinned_paths} granted={granted} onDone={onClose} />
    );
  } else if (open && preferences.fetchStatus === 'paused') {
    body = <OfflineState />;
  } else if (open && preferences.isError) {
    body = <Box color="red.600">{t('pwa.pinnedLoadFailed')}</Box>;
  } else if (open) {
    body = <Box minH="40" aria-busy="true" />;
  }
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('pwa.pinnedTitle')}
      closeLabel={t('common.close')}
      mountOnOpen
    >
      {body}
    </AppDialog>
  );
}
