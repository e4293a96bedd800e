import { describe, expect, it } from 'vitest';
import type { ModuleExpiry } from '../../../contract/platform';
import { platformBanners, RENEW_PATH } from './platform-banners';
import type { UserStoreData } from './user-store-query';
import { authShopOf } from './user-store-query';

function store(overrides: Partial<UserStoreData> = {}): UserStoreData {
  return {
    appMode: 1,
    tenantApp: [],
    ownAuthStatus: 0,
    thirdAuthStatus: 1,
    overdueInfo: { is_expiring: false, expire_day: 30, is_overdue: false },
    modules: [],
    authShop: authShopOf([]),
    openMarket: false,
    corp: { name: '演示企业', logo: '', corpId: 'ww1' },
    ...overrides,
  };
}

const youzan: ModuleExpiry = {
  module: 'youzan',
  name: '有赞店铺授权',
  is_expiring: true,
  expire_day: 3,
  expire_time: '2026-03-04T00:00:00.000Z',
};

const kinds = (data: UserStoreData, overdue = false, closed = new Set<string>()) =>
  platformBanners(data, overdue, closed).map((banner) => banner.kind);

describe('platform banners (spec §4: the app mode decides which banner shows)', () => {
  it('shows nothing for an authorized tenant with time left', () => {
    expect(kinds(store())).toEqual([]);
  });

  it('follows the own-app status in self-built and agent-developed mode', () => {
    expect(kinds(store({ ownAuthStatus: 1 }))).toEqual(['unauthorized']);
    expect(kinds(store({ appMode: 2, ownAuthStatus: 2 }))).toEqual(['abnormal']);
    // Third-party status 1 does not matter to a self-built app.
    expect(kinds(store({ thirdAuthStatus: 1 }))).toEqual([]);
  });

  it('follows the third-party status in third-party mode', () => {
    expect(kinds(store({ appMode: 3, ownAuthStatus: 0, thirdAuthStatus: 1 }))).toEqual([
      'unauthorized',
    ]);
    expect(kinds(store({ appMode: 3, ownAuthStatus: 1, thirdAuthStatus: 0 }))).toEqual([]);
  });

  it('links unauthorized to /authorize and abnormal to /config-check (spec §8)', () => {
    const [unauthorized] = platformBanners(store({ ownAuthStatus: 1 }), false, new Set());
    expect(unauthorized?.link.href).toBe('/authorize');
    expect(unauthorized?.message.key).toBe('platform.banner.unauthorized');
    const [abnormal] = platformBanners(store({ ownAuthStatus: 2 }), false, new Set());
    expect(abnormal?.link.href).toBe('/config-check');
  });

  it('says the service expires in N days with a renewal link', () => {
    const data = store({ overdueInfo: { is_expiring: true, expire_day: 7, is_overdue: false } });
    const [banner] = platformBanners(data, false, new Set());
    expect(banner).toMatchObject({
      kind: 'expiring',
      message: { key: 'platform.banner.expiring', params: { days: 7 } },
      link: { href: RENEW_PATH },
      closable: false,
    });
  });

  it('raises the overdue state on a body code "102" (spec §8)', () => {
    expect(kinds(store(), true)).toEqual(['overdue']);
  });

  it('adds closable module tips, and leaves out the ones closed this session', () => {
    const data = store({ modules: [youzan, { ...youzan, module: 'forms', name: '超级表单功能' }] });
    expect(kinds(data)).toEqual(['module', 'module']);
    const banners = platformBanners(data, false, new Set(['youzan']));
    expect(banners.map((banner) => banner.id)).toEqual(['module:forms']);
    expect(banners[0]?.closable).toBe(true);
  });

  it('puts authorization first, then expiry, then module tips', () => {
    const data = store({
      ownAuthStatus: 1,
      overdueInfo: { is_expiring: true, expire_day: 2, is_overdue: false },
      modules: [youzan],
    });
    expect(kinds(data)).toEqual(['unauthorized', 'expiring', 'module']);
  });
});

describe('authShop (spec §3 user store)', () => {
  it('lists linked shops with their platform codes and the earliest expiry', () => {
    const shop = authShopOf(
      [youzan, { ...youzan, module: 'marketing', name: '营销活动功能' }],
      Date.parse('2026-03-01'),
    );
    expect(shop).toEqual({
      data: [
        { platform: 5, module: 'youzan', name: '有赞店铺授权', expire_time: youzan.expire_time },
      ],
      authPlatform: [5],
      isAuth: true,
      expireTime: youzan.expire_time,
    });
    expect(authShopOf([youzan], Date.parse('2026-04-01')).isAuth).toBe(false);
  });
});
