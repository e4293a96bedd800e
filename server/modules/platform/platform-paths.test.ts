import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';
import { call, signInAdmin } from './test-support/platform-test-client';
import type { Session } from './test-support/platform-test-client';

// Issue #6 "Done when": every /scrm/v1/platform call of spec §7, at its exact path and method,
// answers {code, data, msg} with the data's shape, for the token's tenant only.
const P = '/scrm/v1/platform';
const BACK = 'http://localhost:80/authorize';

type Shape = 'object' | 'list' | 'page' | 'nullable';

const SPEC_CALLS: ReadonlyArray<
  readonly [method: 'GET' | 'POST', path: string, body: unknown, shape: Shape, keys: string[]]
> = [
  [
    'POST',
    'mini-initial-lead/get-initial-lead-by-tenant-id',
    {},
    'object',
    ['id', 'tenant_id', 'steps'],
  ],
  ['POST', 'mini-initial-lead/get-scrm-app-info', {}, 'object', ['is_expiring', 'expire_day']],
  ['POST', 'mini-initial-lead/update-initial-lead-by-id', 'LEAD', 'object', ['id', 'lead_step']],
  [
    'GET',
    'app/get-oss-sign',
    undefined,
    'object',
    ['dir', 'expire', 'host', 'access_id', 'policy', 'signature'],
  ],
  ['POST', 'app/corp/logo/update', { logo_url: 'https://evil.example/x.png' }, 'object', []],
  [
    'POST',
    'mini-initial-lead/get-index-corp-info',
    {},
    'object',
    ['corp_name', 'logo', 'app_mode', 'seats'],
  ],
  ['POST', 'third-app/corp/logo/update', { logo_url: '/uploads/tenant/other/x.png' }, 'object', []],
  ['POST', 'mini-initial-lead/get-system-health-score', {}, 'object', ['score', 'checks']],
  [
    'POST',
    'mini-initial-lead/get-notice-page-not-with-tenant',
    { page: 1, page_size: 20 },
    'page',
    [],
  ],
  ['POST', 'mini-initial-lead/get-notice-push-with-tenant', {}, 'list', []],
  ['POST', 'mini-initial-lead/update-notice-status', 'NOTICE', 'object', ['updated']],
  ['GET', 'app/auth/status', undefined, 'object', ['status']],
  ['GET', 'app/config/get', undefined, 'object', ['corp_id', 'agent_id', 'secret']],
  [
    'POST',
    'app/internal/save',
    { corp_id: 'wrong', agent_id: '1000001', secret: 'x'.repeat(20) },
    'object',
    [],
  ],
  ['GET', 'app/auth/detail', undefined, 'object', ['status', 'corp_id', 'visible_range']],
  [
    'GET',
    `third-app/get-grant-url?redirect_uri=${encodeURIComponent(BACK)}`,
    undefined,
    'object',
    ['url'],
  ],
  ['GET', 'third-app/auth/detail', undefined, 'object', ['status', 'app_name']],
  ['GET', 'third-app/corp/info', undefined, 'object', ['corp_id', 'corp_name', 'corp_logo']],
  ['GET', 'third-app/auth/status', undefined, 'object', ['status']],
  ['GET', 'application-license/get-grant-step', undefined, 'object', ['current_step', 'steps']],
  [
    'GET',
    `application-license/get-grant-url?redirect_uri=${encodeURIComponent(BACK)}`,
    undefined,
    'object',
    ['url'],
  ],
  ['GET', 'application-license/add-by-auth-code?auth_code=not-a-code', undefined, 'object', []],
  [
    'GET',
    `application-license/get-customized-auth-url?redirect_uri=${encodeURIComponent(BACK)}`,
    undefined,
    'object',
    ['url'],
  ],
  [
    'GET',
    `application-license/get-customized-grant-url?redirect_uri=${encodeURIComponent(BACK)}`,
    undefined,
    'object',
    ['url'],
  ],
  [
    'GET',
    'application-license/get-business-info',
    undefined,
    'object',
    ['corp_name', 'license_total'],
  ],
  ['GET', 'application-license/get-corporation-custom-app', undefined, 'nullable', []],
  ['GET', 'application-license/get-corporation-third-app', undefined, 'nullable', []],
  ['POST', 'application-license/check-result', {}, 'object', ['application_auth']],
  ['POST', 'application-license/auth/check', {}, 'list', []],
  [
    'POST',
    'mini-authorize-operate-record/get-operate-record-by-tenant-id',
    { page: 1, page_size: 20 },
    'page',
    [],
  ],
];

/** Calls that answer a business refusal on purpose (bad input), still in the envelope. */
const REFUSALS: Record<string, number> = {
  'app/corp/logo/update': 106005,
  'third-app/corp/logo/update': 106005,
  'app/internal/save': 106003,
  'application-license/add-by-auth-code?auth_code=not-a-code': 106002,
};

let test: TestApp;
let demo: Session;
let second: Session;

beforeAll(async () => {
  test = await createTestApp();
  demo = await signInAdmin(test.app, 'admin', 'demo');
  second = await signInAdmin(test.app, 'admin2');
});

afterAll(() => test.close());

async function bodyFor(session: Session, body: unknown): Promise<unknown> {
  if (body === 'LEAD') {
    const lead = await call<{ id: number }>(
      test.app,
      session,
      'POST',
      `${P}/mini-initial-lead/get-initial-lead-by-tenant-id`,
      {},
    );
    return { id: lead.body.data.id, lead_step: 1 };
  }
  if (body === 'NOTICE') {
    const page = await call<{ list: { id: number }[] }>(
      test.app,
      session,
      'POST',
      `${P}/mini-initial-lead/get-notice-page-not-with-tenant`,
      {},
    );
    return [{ id: page.body.data.list[0]?.id ?? 0, status: 1 }];
  }
  return body;
}

describe('every spec §7 /scrm/v1/platform call', () => {
  it('lists the 30 calls of spec §7', () => {
    expect(SPEC_CALLS).toHaveLength(30);
  });

  for (const [method, path, body, shape, keys] of SPEC_CALLS) {
    it(`${method} ${path.split('?')[0]} answers {code,data,msg} with its shape`, async () => {
      const { status, body: answer } = await call(
        test.app,
        demo,
        method,
        `${P}/${path}`,
        await bodyFor(demo, body),
      );
      expect(status).toBe(200);
      expect(Object.keys(answer).sort()).toEqual(['code', 'data', 'msg']);
      expect(typeof answer.msg).toBe('string');
      const refusal = REFUSALS[path];
      if (refusal !== undefined) {
        expect(answer.code).toBe(refusal);
        expect(answer.msg).toMatch(/[\u4e00-\u9fff]/);
        return;
      }
      expect(answer.code).toBe(0);
      const data = answer.data as Record<string, unknown> | unknown[] | null;
      if (shape === 'list') expect(Array.isArray(data)).toBe(true);
      if (shape === 'page') {
        expect(data).toMatchObject({ page: 1, page_size: 20 });
        expect(Array.isArray((data as { list: unknown }).list)).toBe(true);
      }
      if (shape === 'object')
        expect(data).toEqual(
          expect.objectContaining(Object.fromEntries(keys.map((key) => [key, expect.anything()]))),
        );
      if (shape === 'nullable') expect(data === null || typeof data === 'object').toBe(true);
    });
  }

  it('answers tenant second its own data, never demo’s', async () => {
    for (const path of ['app/config/get', 'app/auth/detail', 'third-app/corp/info']) {
      const mine = await call<{ corp_id: string }>(test.app, demo, 'GET', `${P}/${path}`);
      const theirs = await call<{ corp_id: string }>(test.app, second, 'GET', `${P}/${path}`);
      expect(theirs.body.data.corp_id).not.toBe(mine.body.data.corp_id);
    }
    const records = await call<{ list: unknown[]; total: number }>(
      test.app,
      second,
      'POST',
      `${P}/mini-authorize-operate-record/get-operate-record-by-tenant-id`,
      {},
    );
    expect(records.body.data.total).toBe(0);
    const sign = await call<{ dir: string }>(test.app, second, 'GET', `${P}/app/get-oss-sign`);
    expect(sign.body.data.dir).toMatch(/^tenant\/second\//);
  });
});
