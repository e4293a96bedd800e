// The protocol fake serves each WeCom API from one registration (handlers/ files); a test may
// stand in for one only by saying so (docs/wecom.md, server/platform/wecom/README.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGeneratedCorp } from './fake-corp';
import { startWecomFake } from './wecom-fake';
import type { WecomFake } from './wecom-fake';

let fake: WecomFake;

beforeAll(async () => {
  fake = await startWecomFake();
});
afterAll(() => fake.stop());

describe('the WeCom protocol fake', () => {
  it('serves get_follow_user_list from one registration: a generated corp adds no second route', () => {
    expect(() =>
      addGeneratedCorp(fake, {
        corpId: 'wwfakeonce00000001',
        apps: [{ agentId: null, secret: 'fake-once-secret-0123456789abcdefgh' }],
        shape: { customers: 1, users: 1 },
      }),
    ).not.toThrow();
    const duplicate = {
      method: 'GET' as const,
      api: 'externalcontact/get_follow_user_list',
      handle: () => ({ follow_user: [] }),
    };
    expect(() => fake.route(duplicate)).toThrow(/already served/);
    expect(() => fake.route(duplicate, 'replace')).not.toThrow();
  });
});
