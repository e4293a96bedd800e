// spec §7 get-scrm-app-info (is_expiring, expire_day) and the module expiry tips of spec §3:
// the service term of the tenant and of each module, in whole days from now.
import type { ModuleExpiry, ScrmAppInfo } from '../../../../contract/platform';
import {
  DEFAULT_EXPIRE_DAY,
  EXPIRING_WITHIN_DAYS,
  EXPIRY_MODULE_TITLES,
} from '../../../../contract/platform';
import type { ModuleTerm, TenantApp } from './tenant-app';
import { daysLeft, isoOrNull } from './tenant-app';

export function moduleExpiry(term: ModuleTerm, now: Date): ModuleExpiry {
  const days = Math.max(0, daysLeft(term.expiresAt, now));
  return {
    module: term.module,
    name: EXPIRY_MODULE_TITLES[term.module],
    is_expiring: days <= EXPIRING_WITHIN_DAYS,
    expire_day: days,
    expire_time: term.expiresAt.toISOString(),
  };
}

export function scrmAppInfo(app: TenantApp, terms: readonly ModuleTerm[], now: Date): ScrmAppInfo {
  const expires = app.serviceExpiresAt;
  const days = expires ? daysLeft(expires, now) : DEFAULT_EXPIRE_DAY;
  return {
    app_mode: app.appMode,
    // A tenant without a term set is not told to renew.
    is_expiring: expires !== null && days <= EXPIRING_WITHIN_DAYS,
    expire_day: Math.max(0, days),
    is_overdue: expires !== null && days <= 0,
    expire_time: isoOrNull(expires),
    modules: terms.map((term) => moduleExpiry(term, now)),
  };
}
