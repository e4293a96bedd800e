import { useMemo, useState } from 'react';
import { closedTips, closeTip } from '../../data/user-store/closed-tips';
import { platformBanners } from '../../data/user-store/platform-banners';
import { useUserStore } from '../../data/user-store/use-user-store';
import { readSession } from '../../lib/session/session-storage';
import { t } from '../../lib/i18n/translate';
import type { ShellBanner } from './banner-region';

/**
 * spec §4 banners from the user store: authorization by app mode, the service's expiry (or
 * the "102" overdue state) and per-module expiry tips, each tip closable once per session.
 * A failed start-up load shows one line with a retry instead (spec §4 "an error is recorded").
 */
export function usePlatformBanners(): ShellBanner[] {
  const store = useUserStore();
  const tenantId = readSession().tenantId ?? '';
  const [closed, setClosed] = useState(() => closedTips(tenantId));
  const { data, status, retry, overdue } = store;

  return useMemo(() => {
    if (status === 'error') {
      return [
        {
          id: 'platform-load-error',
          tone: 'danger',
          message: t('platform.banner.loadFailed'),
          action: { label: t('platform.banner.retry'), onClick: retry },
        },
      ];
    }
    if (!data) return [];
    return platformBanners(data, overdue.raised, closed).map((banner): ShellBanner => ({
      id: banner.id,
      tone: banner.kind === 'unauthorized' || banner.kind === 'overdue' ? 'danger' : 'warning',
      message: t(banner.message.key, banner.message.params),
      link: { href: banner.link.href, label: t(banner.link.labelKey) },
      ...(banner.closable
        ? {
            onClose: () => {
              const module = banner.id.replace(/^module:/, '');
              closeTip(tenantId, module);
              setClosed(closedTips(tenantId));
            },
          }
        : {}),
    }));
  }, [status, data, overdue.raised, closed, retry, tenantId]);
}
