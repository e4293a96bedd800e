import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '../../../../../contract/envelope';
import type { MiniProgram } from '../../../../../contract/setting/authorize-mini-program';
import { createTestApp } from '../../../../test-support/test-app';
import type { TestApp } from '../../../../test-support/test-app';
import { call, ok, signInAdmin } from '../../../platform/test-support/platform-test-client';
import type { Session } from '../../../platform/test-support/platform-test-client';

const M = '/scrm/v1/platform/mini-program';

let test: TestApp;
let demo: Session;
let second: Session;

beforeAll(async () => {
  test = await createTestApp();
  demo = await signInAdmin(test.app, 'admin', 'demo');
  second = await signInAdmin(test.app, 'admin2');
});

afterAll(() => test.close());

describe('mini programs (spec §3 entity, bound under /authorize)', () => {
  it('lists the tenant’s mini programs with every field of spec §3', async () => {
    const page = await ok<ListData<MiniProgram>>(test.app, demo, 'GET', `${M}/list`);
    expect(page.total).toBe(3);
    expect(Object.keys(page.list[0] ?? {}).sort()).toEqual(
      [
        'applet_function',
        'authorization_appid',
        'bind_status',
        'head_img',
        'id',
        'nick_name',
        'release_status',
        'authorizer_status',
        'tenant_id',
        'verify_type_info',
        'wx_third_platform_id',
      ].sort(),
    );
    expect((await ok<ListData<MiniProgram>>(test.app, second, 'GET', `${M}/list`)).total).toBe(0);
  });

  it('binds and unbinds; a cancelled authorization cannot be bound', async () => {
    const { list } = await ok<ListData<MiniProgram>>(test.app, demo, 'GET', `${M}/list`);
    const unbound = list.find((item) => item.bind_status === 0 && item.authorizer_status === 1);
    const cancelled = list.find((item) => item.authorizer_status === 2);
    expect(await ok(test.app, demo, 'POST', `${M}/bind`, { id: unbound?.id })).toMatchObject({
      bind_status: 1,
    });
    expect(await ok(test.app, demo, 'POST', `${M}/unbind`, { id: unbound?.id })).toMatchObject({
      bind_status: 0,
    });
    expect((await call(test.app, demo, 'POST', `${M}/bind`, { id: cancelled?.id })).body.code).toBe(
      106008,
    );
    expect((await call(test.app, second, 'POST', `${M}/bind`, { id: unbound?.id })).body.code).toBe(
      106006,
    );
  });
});
