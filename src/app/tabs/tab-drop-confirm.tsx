import { t } from '../../lib/i18n/translate';
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog';
import type { KeptAliveTabs } from './use-kept-alive-tabs';
import '../../lib/i18n/messages/page-kit-messages';

/** issue #37: closing or refreshing a tab that holds unsaved changes asks first. */
export function TabDropConfirm({ tabs }: { tabs: KeptAliveTabs }) {
  return (
    <ConfirmDialog
      open={tabs.pendingDrop}
      title={t('kit.form.discardTitle')}
      confirmLabel={t('kit.form.discard')}
      danger
      onClose={tabs.keepTabs}
      onConfirm={tabs.confirmDrop}
    >
      {t('kit.form.discardBody')}
    </ConfirmDialog>
  );
}
