// Builds the real app on a test database with a movable clock and a silent request log.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../contract/envelope';
import type { LoginData } from '../../contract/auth';
import { changePasswordWithTicket } from '../../contract/auth-password';
import type { PasswordChangeTicket } from '../../contract/auth-password';
import { ERROR_CODES } from '../../contract/error-codes';
import { chinaDateOf, chinaInstant } from '../../contract/china-time';
import type { AppConfig } from '../http/app-deps';
import { buildApp } from '../http/app';
import type { LogSink } from '../http/request-log';
import { createJobRunner } from '../jobs/job-runner';
import type { JobRunner } from '../jobs/job-types';
import type { CallbackPlatformFor } from '../platform/wecom-callback/callback-platform';
import { createTestDatabase } from './test-database';
import type { TestDatabase } from './test-database';

export const TEST_SECRET = 'test-secret-for-hs256-only-in-tests';

export interface TestClock {
  now: number;
  advance(ms: number): void;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  readonly clock: TestClock;
  readonly errors: unknown[];
  /** Manual runner: `await jobs.runDue()` runs what handlers enqueued, without sleeping. */
  readonly jobs: JobRunner;
  /** The app's config (its private DATA_DIR included). */
  readonly config: AppConfig;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    loginHost: '',
    siderHost: '',
    h5Host: '',
    allowedRedirectOrigins: [],
    // An empty folder: no console build unless a test makes one.
    staticDir: join(mkdtempSync(join(tmpdir(), 'scrm-static-')), 'missing'),
    historyMode: 'browser',
    basePath: '/',
    trustProxy: false,
    // uploads and secrets of the platform area land in a private folder per test app
    dataDir: mkdtempSync(join(tmpdir(), 'scrm-data-')),
    // Tests never reach WeCom: a closed local port unless a test passes its fake's URL.
    wecomApiBase: 'http://127.0.0.1:9',
    ...overrides,
  };
}

/**
 * Where a test app's clock starts: now, or with TEST_CLOCK_CHINA_TIME=HH:mm the next instant
 * China's wall clock shows that time, to run the suite at a day boundary on purpose
 * (docs/testing.md "Time of day"): a test that assumes two hours share a China day fails there.
 */
function testClockStart(): number {
  const wall = process.env.TEST_CLOCK_CHINA_TIME;
  if (!wall) return Date.now();
  const today = chinaInstant(chinaDateOf(Date.now()), wall).getTime();
  return today > Date.now() ? today : chinaInstant(chinaDateOf(Date.now(), 1), wall).getTime();
}

export async function createTestApp(
  options: {
    config?: Partial<AppConfig>;
    buildVersion?: string;
    database?: TestDatabase;
    /** issue #35: the platform WeCom callbacks read details through. */
    callbackPlatform?: CallbackPlatformFor;
    /** The request log's sink (silent by default); a test may capture the lines. */
    log?: LogSink;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const clock: TestClock = {
    now: testClockStart(),
    advance(ms) {
      this.now += ms;
    },
  };
  const errors: unknown[] = [];
  const jobs = createJobRunner({ db: database.db, executor: database.handle, mode: 'manual' });
  const config = testConfig(options.config);
  const app = await buildApp({
    db: database.db,
    dbKind: database.handle.kind,
    config,
    jwtSecret: TEST_SECRET,
    buildVersion: options.buildVersion ?? 'test-version',
    now: () => clock.now,
    log: options.log ?? (() => {}),
    logError: (_request, error) => errors.push(error),
    jobs,
    callbackPlatform: options.callbackPlatform,
  });
  await jobs.start();
  return {
    app,
    database,
    clock,
    errors,
    jobs,
    config,
    async close() {
      await app.close();
      await jobs.stop(0);
      if (!options.database) await database.close();
    },
  };
}

export async function login(
  app: FastifyInstance,
  body: { account: string; password: string; tenant_id?: string; redirect_uri?: string },
): Promise<Envelope<LoginData>> {
  const response = await app.inject({ method: 'POST', url: '/scrm/v1/auth/login', payload: body });
  return response.json<Envelope<LoginData>>();
}

/** Signs in and answers the token and tenant, failing loudly when sign-in fails. */
export async function signIn(
  app: FastifyInstance,
  account: string,
  password: string,
  tenantId?: string,
): Promise<{ token: string; tenantId: string }> {
  const answer = await login(app, {
    account,
    password,
    ...(tenantId ? { tenant_id: tenantId } : {}),
  });
  if (answer.code !== 0) throw new Error(`sign-in of ${account} failed: ${answer.msg}`);
  return { token: answer.data.token, tenantId: answer.data.tenant_id };
}

/** The password signInFirstTime changes an admin-set password to (strong, no account in it). */
export const CHANGED_PASSWORD = 'Changed#Pass2026';
let changeAddress = 0;

/**
 * issue #32: the first sign-in of an account whose password an admin set. Sign-in answers a
 * ticket instead of a session; the password is changed with it, then the account signs in.
 * Each change comes from its own address, so a file's many members never meet the limiter.
 */
export async function signInFirstTime(
  app: FastifyInstance,
  account: string,
  initialPassword: string,
  newPassword = CHANGED_PASSWORD,
): Promise<{ token: string; tenantId: string }> {
  const first = await login(app, { account, password: initialPassword });
  if (first.code !== ERROR_CODES.passwordChangeRequired) {
    throw new Error(`first sign-in of ${account} asked no change: ${first.msg}`);
  }
  const { ticket } = first.data as unknown as PasswordChangeTicket;
  changeAddress += 1;
  const changed = await app.inject({
    method: 'POST',
    url: changePasswordWithTicket.path,
    remoteAddress: `198.18.${Math.floor(changeAddress / 250)}.${(changeAddress % 250) + 1}`,
    payload: { account, ticket, new_password: newPassword },
  });
  const answer = changed.json<Envelope<unknown>>();
  if (answer.code !== 0) throw new Error(`password change of ${account} failed: ${answer.msg}`);
  return signIn(app, account, newPassword);
}

export function authHeaders(session: { token: string; tenantId: string }) {
  return { authorization: `Bearer ${session.token}`, 'x-tenant': session.tenantId };
}
