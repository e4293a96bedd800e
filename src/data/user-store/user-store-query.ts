import { queryOptions } from '@tanstack/react-query';
import type { AuthShopData, AuthStatus, ModuleExpiry } from '../../../contract/platform';
import { SHOP_MODULE_PLATFORMS } from '../../../contract/platform';
import { get } from '../../lib/http/client';
import { queryClient } from '../../lib/query/query-client';
import { corpInfoQueryOptions } from '../corp-info/corp-info-query';
import { menuQueryOptions } from '../menu/menu-query';
import {
  ownAuthStatus,
  scrmAppInfoEndpoint,
  thirdAuthStatus,
} from '../../../contract/platform-reads';
import { callEndpoint } from '../../lib/api/endpoint-client';

// spec §3 user store + §4 start-up: the first platform calls, made together once the shell
// loads. Auth-status calls ignore non-zero codes silently (spec §8): they answer null then.

export interface TenantAppItem {
  code: string;
  path: string;
}

/** spec §3 authShop {data, authPlatform, isAuth, expireTime}. */
export interface AuthShop {
  data: AuthShopData[];
  authPlatform: number[];
  isAuth: boolean;
  expireTime: string | null;
}

export interface UserStoreData {
  appMode: 1 | 2 | 3;
  tenantApp: TenantAppItem[];
  ownAuthStatus: AuthStatus | null;
  thirdAuthStatus: AuthStatus | null;
  overdueInfo: { is_expiring: boolean; expire_day: number; is_overdue: boolean };
  modules: ModuleExpiry[];
  authShop: AuthShop;
  openMarket: boolean;
  corp: { name: string; logo: string; corpId: string };
}

/** Queries under ['platform'] hold the shell's tenant state: settings pages invalidate it. */
export const USER_STORE_KEY = ['platform', 'user-store'] as const;

export function authShopOf(modules: readonly ModuleExpiry[], now = Date.now()): AuthShop {
  const data = modules.flatMap((item): AuthShopData[] => {
    const platform = SHOP_MODULE_PLATFORMS[item.module];
    return platform === undefined
      ? []
      : [{ platform, module: item.module, name: item.name, expire_time: item.expire_time }];
  });
  const live = data.filter((shop) => Date.parse(shop.expire_time) > now);
  const earliest = live.map((shop) => shop.expire_time).sort()[0] ?? null;
  return {
    data,
    authPlatform: live.map((shop) => shop.platform),
    isAuth: live.length > 0,
    expireTime: earliest,
  };
}

async function loadUserStore(): Promise<UserStoreData> {
  const silent = { silent: true };
  const [own, third, info, corp, openMarket, menu] = await Promise.all([
    callEndpoint(ownAuthStatus, {}, silent),
    callEndpoint(thirdAuthStatus, {}, silent),
    callEndpoint(scrmAppInfoEndpoint, {}),
    // the same query /index's corp card reads: one request for both; fetchQuery (not
    // ensureQueryData) so that a refetch after a settings save gets the new logo and name
    queryClient.fetchQuery(corpInfoQueryOptions),
    get<boolean>('/scrm/v1/member/is-open-market'),
    // The shell already loads the menu: reuse it (its visibleAppList is the tenant's apps).
    // fetchQuery, not ensureQueryData: the latter answers whatever is cached, so a refetch after
    // a settings save (['platform'] invalidated) or after the persisted cache was read back
    // (src/lib/query/restored-queries.ts) kept the old apps for the store's 5 minutes while the
    // menu itself was already new. fetchQuery with the menu's own staleTime reads a menu answered
    // in this load, joins the one in flight (the shell's, src/app/start-first-requests.ts, or the
    // save's refetch), and asks only when the menu is stale and nobody is asking: a cold start
    // still asks the menu once (tests/e2e/shell-startup.spec.ts).
    queryClient.fetchQuery(menuQueryOptions),
  ]);
  return {
    appMode: info.app_mode,
    tenantApp: menu.visibleAppList.map(({ code, path }) => ({ code, path })),
    ownAuthStatus: own?.status ?? null,
    thirdAuthStatus: third?.status ?? null,
    overdueInfo: {
      is_expiring: info.is_expiring,
      expire_day: info.expire_day,
      is_overdue: info.is_overdue,
    },
    modules: [...info.modules],
    authShop: authShopOf(info.modules),
    openMarket: openMarket === true,
    corp: { name: corp.corp_name, logo: corp.logo, corpId: corp.corp_id },
  };
}

export const userStoreQueryOptions = queryOptions({
  queryKey: USER_STORE_KEY,
  queryFn: loadUserStore,
  staleTime: 5 * 60_000,
});
