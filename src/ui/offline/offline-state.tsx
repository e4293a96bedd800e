import type { ReactNode } from 'react';
import { t } from '../../lib/i18n/translate';
import { StatusPage } from '../status-page';

/**
 * issue #5: what a page never opened on this device shows offline, instead of a spinner that
 * never ends. It gives way to the page by itself when the connection returns.
 */
export function OfflineState({
  actions,
  personal = false,
}: {
  actions?: ReactNode;
  /** issue #37: the page's data is personal and never kept on the device. */
  personal?: boolean;
}) {
  return (
    <StatusPage
      testId="offline-state"
      title={t('pwa.offlineTitle')}
      description={t(personal ? 'pwa.offlinePersonal' : 'pwa.offlineDescription')}
      actions={actions}
    />
  );
}
