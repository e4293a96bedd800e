import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthScore, IndexCorpInfo, ScrmAppInfo } from '../../../../contract/platform';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { call, ok, signInAdmin } from '../test-support/platform-test-client';
import type { Session } from '../test-support/platform-test-client';

const P = '/scrm/v1/platform';
const LEAD = `${P}/mini-initial-lead`;

let test: TestApp;
let demo: Session;
let second: Session;
let unauthorized: Session;
let expiring: Session;
let abnormal: Session;

beforeAll(async () => {
  test = await createTestApp();
  demo = await signInAdmin(test.app, 'admin', 'demo');
  second = await signInAdmin(test.app, 'admin2');
  unauthorized = await signInAdmin(test.app, 'unauthorized-admin');
  expiring = await signInAdmin(test.app, 'expiring-admin');
  abnormal = await signInAdmin(test.app, 'abnormal-admin');
});

afterAll(() => test.close());

describe('auth status calls (spec §4, §7)', () => {
  it('answers own-app status 0 for the authorized demo tenant, 2 for an abnormal one', async () => {
    expect(await ok(test.app, demo, 'GET', `${P}/app/auth/status`)).toEqual({ status: 0 });
    expect(await ok(test.app, abnormal, 'GET', `${P}/app/auth/status`)).toEqual({ status: 2 });
  });

  it('starts third-party status at 1 (unauthorized)', async () => {
    expect(await ok(test.app, unauthorized, 'GET', `${P}/third-app/auth/status`)).toEqual({
      status: 1,
    });
    expect(await ok(test.app, demo, 'GET', `${P}/third-app/auth/status`)).toEqual({ status: 1 });
  });

  it('refuses a call without a token (401)', async () => {
    const response = await test.app.inject({ method: 'GET', url: `${P}/app/auth/status` });
    expect(response.statusCode).toBe(401);
  });
});

describe('get-scrm-app-info: is_expiring and expire_day (spec §7, §8)', () => {
  it('counts the days left of an expiring tenant and its module tips', async () => {
    const info = await ok<ScrmAppInfo>(test.app, expiring, 'POST', `${LEAD}/get-scrm-app-info`);
    expect(info).toMatchObject({
      is_expiring: true,
      expire_day: 7,
      is_overdue: false,
      app_mode: 1,
    });
    expect(info.modules.map((item) => [item.module, item.expire_day])).toEqual([
      ['youzan', 3],
      ['forms', 20],
    ]);
  });

  it('does not tell a tenant with a year left to renew', async () => {
    const info = await ok<ScrmAppInfo>(test.app, demo, 'POST', `${LEAD}/get-scrm-app-info`);
    expect(info.is_expiring).toBe(false);
    expect(info.modules).toEqual([]);
  });
});

describe('/index calls', () => {
  it('answers the corp card of the token’s tenant only', async () => {
    const mine = await ok<IndexCorpInfo>(test.app, demo, 'POST', `${LEAD}/get-index-corp-info`);
    const theirs = await ok<IndexCorpInfo>(test.app, second, 'POST', `${LEAD}/get-index-corp-info`);
    expect(mine).toMatchObject({ tenant_id: 'demo', corp_name: '演示企业', app_mode: 1 });
    expect(mine.seats.total).toBe(100);
    expect(theirs.tenant_id).toBe('second');
    expect(theirs.corp_id).not.toBe(mine.corp_id);
  });

  it('answers today’s figures as numbers', async () => {
    const figures = await ok<Record<string, unknown>>(
      test.app,
      demo,
      'POST',
      `${LEAD}/get-index-today-figures`,
    );
    for (const key of ['new_customers', 'lost_customers', 'net_customers', 'total_customers']) {
      expect(typeof figures[key]).toBe('number');
    }
  });

  it('scores health from five checks with fix links, weights summing to 100', async () => {
    const health = await ok<HealthScore>(
      test.app,
      unauthorized,
      'POST',
      `${LEAD}/get-system-health-score`,
    );
    expect(health.checks.map((item) => item.key)).toEqual([
      'authorization',
      'app_status',
      'chat_archive',
      'callback',
      'visible_range',
    ]);
    expect(health.checks.reduce((sum, item) => sum + item.weight, 0)).toBe(100);
    expect(health.checks[0]).toMatchObject({ passed: false, fix_path: '/authorize' });
    expect(health.score).toBe(
      health.checks.filter((item) => item.passed).reduce((sum, item) => sum + item.weight, 0),
    );
  });

  it('keeps the getting-started guide per tenant: another tenant’s id changes nothing', async () => {
    const lead = await ok<{ id: number; lead_status: number }>(
      test.app,
      demo,
      'POST',
      `${LEAD}/get-initial-lead-by-tenant-id`,
    );
    const foreign = await call(test.app, second, 'POST', `${LEAD}/update-initial-lead-by-id`, {
      id: lead.id,
      lead_status: 1,
    });
    expect(foreign.body.code).toBe(106001);
    const closed = await ok<{ lead_status: number; steps: unknown[] }>(
      test.app,
      demo,
      'POST',
      `${LEAD}/update-initial-lead-by-id`,
      { id: lead.id, lead_status: 1 },
    );
    expect(closed.lead_status).toBe(1);
    expect(closed.steps).toHaveLength(4);
  });
});
