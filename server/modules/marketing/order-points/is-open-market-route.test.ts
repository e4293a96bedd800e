import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, signInAdmin } from '../../platform/test-support/platform-test-client';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(() => test.close());

describe('GET /scrm/v1/member/is-open-market (spec §7, user store openMarket)', () => {
  it('is false without a linked shop and true with one', async () => {
    const second = await signInAdmin(test.app, 'admin2');
    const expiring = await signInAdmin(test.app, 'expiring-admin');
    expect(await ok(test.app, second, 'GET', '/scrm/v1/member/is-open-market')).toBe(false);
    expect(await ok(test.app, expiring, 'GET', '/scrm/v1/member/is-open-market')).toBe(true);
  });

  it('is true for a tenant with a shop linked for members and points (issue #8 seed: demo)', async () => {
    const demo = await signInAdmin(test.app, 'admin', 'demo');
    expect(await ok(test.app, demo, 'GET', '/scrm/v1/member/is-open-market')).toBe(true);
  });

  it('turns false once the shop authorization has ended', async () => {
    test.clock.advance(4 * 86_400_000);
    const expiring = await signInAdmin(test.app, 'expiring-admin');
    expect(await ok(test.app, expiring, 'GET', '/scrm/v1/member/is-open-market')).toBe(false);
  });
});
