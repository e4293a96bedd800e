import { describe, expect, it } from 'vitest';
import { scrmAppInfo } from './app-info';
import type { TenantApp } from './tenant-app';
import { daysLeft } from './tenant-app';

const NOW = new Date('2026-03-01T08:00:00Z');
const DAY = 86_400_000;

function tenant(serviceExpiresAt: Date | null): TenantApp {
  return { appMode: 1, serviceExpiresAt } as TenantApp;
}

describe('service expiry (spec §7 get-scrm-app-info, §8 expiry banner)', () => {
  it('defaults expire_day to 30 and is not expiring when the platform sets no term', () => {
    expect(scrmAppInfo(tenant(null), [], NOW)).toMatchObject({
      is_expiring: false,
      expire_day: 30,
      is_overdue: false,
      expire_time: null,
    });
  });

  it('is expiring within 30 days, counting whole days up', () => {
    const info = scrmAppInfo(tenant(new Date(NOW.getTime() + 6.5 * DAY)), [], NOW);
    expect(info).toMatchObject({ is_expiring: true, expire_day: 7 });
    expect(scrmAppInfo(tenant(new Date(NOW.getTime() + 31 * DAY)), [], NOW).is_expiring).toBe(
      false,
    );
  });

  it('is overdue (0 days) once the term has passed', () => {
    expect(scrmAppInfo(tenant(new Date(NOW.getTime() - DAY)), [], NOW)).toMatchObject({
      is_expiring: true,
      is_overdue: true,
      expire_day: 0,
    });
    expect(daysLeft(new Date(NOW.getTime() - DAY), NOW)).toBe(-1);
  });

  it('names each module tip', () => {
    const info = scrmAppInfo(
      tenant(null),
      [{ module: 'youzan', expiresAt: new Date(NOW.getTime() + 3 * DAY) }],
      NOW,
    );
    expect(info.modules).toEqual([
      {
        module: 'youzan',
        name: '有赞店铺授权',
        is_expiring: true,
        expire_day: 3,
        expire_time: '2026-03-04T08:00:00.000Z',
      },
    ]);
  });
});
