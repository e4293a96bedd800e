import type { ReactNode } from 'react';
import { t } from '../../lib/i18n/translate';
import { StatusPage } from '../status-page';

/**
 * issue #5: what a page never opened on this device shows offline, instead of a spinner that
 * never ends. It gives way to the page by itself when the connection returns.
 */
export function OfflineState({ actions }: { actions?: ReactNode }) {
  return (
    <StatusPage
      testId="offline-state"
      title={t('pwa.offlineTitle')}
      description={t('pwa.offlineDescription')}
      actions={actions}
    />
  );
}
