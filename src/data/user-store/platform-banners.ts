import { APP_MODES, AUTH_STATUS } from '../../../contract/platform';
import type { MessageKey } from '../../lib/i18n/zh-cn';
import type { UserStoreData } from './user-store-query';

// spec §4 "Banners": the app mode decides which status the banner follows; spec §8 banner
// messages: unauthorized → /authorize, abnormal → /config-check, expiring in N days → renew.
// Expiry tips per module come after, each closable once per session.

export type PlatformBannerKind = 'unauthorized' | 'abnormal' | 'expiring' | 'overdue' | 'module';

export interface PlatformBanner {
  id: string;
  kind: PlatformBannerKind;
  /** Message key and its parameters (the shell translates). */
  message: { key: MessageKey; params?: Record<string, string | number> };
  link: { href: string; labelKey: MessageKey };
  /** Module tips only. */
  closable: boolean;
}

/** Where the renewal link goes: the service card of /authorize. */
export const RENEW_PATH = '/authorize?tab=service';

export function followedAuthStatus(data: UserStoreData) {
  return data.appMode === APP_MODES.thirdParty ? data.thirdAuthStatus : data.ownAuthStatus;
}

export function platformBanners(
  data: UserStoreData,
  overdueRaised: boolean,
  closed: ReadonlySet<string>,
): PlatformBanner[] {
  const banners: PlatformBanner[] = [];
  const status = followedAuthStatus(data);
  if (status === AUTH_STATUS.unauthorized) {
    banners.push({
      id: 'auth',
      kind: 'unauthorized',
      message: { key: 'platform.banner.unauthorized' },
      link: { href: '/authorize', labelKey: 'platform.banner.toAuthorize' },
      closable: false,
    });
  } else if (status === AUTH_STATUS.abnormal) {
    banners.push({
      id: 'auth',
      kind: 'abnormal',
      message: { key: 'platform.banner.abnormal' },
      link: { href: '/config-check', labelKey: 'platform.banner.toCheck' },
      closable: false,
    });
  }
  const { overdueInfo } = data;
  if (overdueRaised || overdueInfo.is_overdue) {
    banners.push({
      id: 'expiry',
      kind: 'overdue',
      message: { key: 'platform.banner.overdue' },
      link: { href: RENEW_PATH, labelKey: 'platform.banner.toRenew' },
      closable: false,
    });
  } else if (overdueInfo.is_expiring) {
    banners.push({
      id: 'expiry',
      kind: 'expiring',
      message: { key: 'platform.banner.expiring', params: { days: overdueInfo.expire_day } },
      link: { href: RENEW_PATH, labelKey: 'platform.banner.toRenew' },
      closable: false,
    });
  }
  for (const item of data.modules) {
    if (!item.is_expiring || closed.has(item.module)) continue;
    banners.push({
      id: `module:${item.module}`,
      kind: 'module',
      message: {
        key:
          item.expire_day > 0 ? 'platform.banner.moduleExpiring' : 'platform.banner.moduleExpired',
        params: { name: item.name, days: item.expire_day },
      },
      link: { href: RENEW_PATH, labelKey: 'platform.banner.toRenew' },
      closable: true,
    });
  }
  return banners;
}
