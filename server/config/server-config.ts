// docs/conventions.md "Contract: environment": every setting of the server, read once at start.
import { resolve } from 'node:path';
import { findProjectRoot } from './project-root';
import { parseTrustProxy } from './trust-proxy';
import type { TrustProxy } from './trust-proxy';

export type HistoryMode = 'browser' | 'hash' | 'memory';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** A postgres:// URL, or undefined for PGlite in dataDir/pglite. */
  readonly databaseUrl: string | undefined;
  /** From JWT_SECRET; undefined means "generate into dataDir" (see jwt-secret.ts). */
  readonly jwtSecret: string | undefined;
  /** From BUILD_VERSION; undefined means "read the build, else dev" (see build-version.ts). */
  readonly buildVersion: string | undefined;
  readonly loginHost: string;
  readonly siderHost: string;
  readonly h5Host: string;
  readonly allowedRedirectOrigins: readonly string[];
  readonly staticDir: string;
  readonly historyMode: HistoryMode;
  readonly basePath: string;
  /** TRUST_PROXY: proxies (a hop count or addresses) trusted for X-Forwarded-For / -Proto. */
  readonly trustProxy: TrustProxy;
  /** MAX_IN_FLIGHT: requests served at once before 503 + Retry-After (issue #24). */
  readonly maxInFlight: number | undefined;
  /**
   * DEMO (issue #36): seed the demo tenants and their history. Default true on the embedded
   * database, false whenever DATABASE_URL is set, unless DEMO says otherwise.
   */
  readonly demo: boolean;
  /** LOG_LEVEL: pino's level for the request log (info by default; silent turns it off). */
  readonly logLevel: LogLevel;
  /** METRICS_TOKEN: /metrics on the public port answers only this bearer token. */
  readonly metricsToken: string | undefined;
  /** METRICS_PORT: /metrics (no token) on its own port, e.g. reachable only from inside. */
  readonly metricsPort: number | undefined;
  /** WECOM_API_BASE: WeCom's server API (default https://qyapi.weixin.qq.com; tests: a fake). */
  readonly wecomApiBase: string | undefined;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

type Env = Readonly<Record<string, string | undefined>>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined): number {
  const port = Number(value ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT 无效 / invalid PORT: ${value}`);
  }
  return port;
}

function parseHistoryMode(value: string | undefined): HistoryMode {
  const mode = value ?? 'browser';
  if (mode === 'browser' || mode === 'hash' || mode === 'memory') return mode;
  throw new Error(`HISTORY_MODE 必须是 browser、hash 或 memory / invalid HISTORY_MODE: ${mode}`);
}

/** Origins are compared exactly, so normalise each entry through URL (drops a trailing /). */
function parseOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => new URL(entry).origin);
}

function stripTrailingSlash(host: string): string {
  return host.replace(/\/+$/, '');
}

function parseMaxInFlight(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1) {
    throw new Error(`MAX_IN_FLIGHT 必须是正整数 / invalid MAX_IN_FLIGHT: ${value}`);
  }
  return max;
}

function parseBoolean(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (/^(1|true|yes)$/i.test(value)) return true;
  if (/^(0|false|no)$/i.test(value)) return false;
  throw new Error(`${name} 必须是 true 或 false / invalid ${name}: ${value}`);
}

function parseLogLevel(value: string | undefined): LogLevel {
  const level = (value ?? 'info').toLowerCase();
  const known = LOG_LEVELS.find((candidate) => candidate === level);
  if (known) return known;
  throw new Error(`LOG_LEVEL 必须是 ${LOG_LEVELS.join('、')} 之一 / invalid LOG_LEVEL: ${value}`);
}

function parseOptionalPort(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} 无效 / invalid ${name}: ${value}`);
  }
  return port;
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const root = findProjectRoot();
  return {
    port: parsePort(nonEmpty(env.PORT)),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: resolve(root, nonEmpty(env.DATA_DIR) ?? 'data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    jwtSecret: nonEmpty(env.JWT_SECRET),
    buildVersion: nonEmpty(env.BUILD_VERSION),
    loginHost: stripTrailingSlash(nonEmpty(env.LOGIN_HOST) ?? ''),
    siderHost: stripTrailingSlash(nonEmpty(env.SIDER_HOST) ?? ''),
    h5Host: stripTrailingSlash(nonEmpty(env.H5_HOST) ?? ''),
    allowedRedirectOrigins: parseOrigins(nonEmpty(env.ALLOWED_REDIRECT_ORIGINS)),
    staticDir: resolve(root, nonEmpty(env.STATIC_DIR) ?? 'dist/client'),
    historyMode: parseHistoryMode(nonEmpty(env.HISTORY_MODE)),
    basePath: nonEmpty(env.BASE_PATH) ?? '/',
    trustProxy: parseTrustProxy(nonEmpty(env.TRUST_PROXY)),
    maxInFlight: parseMaxInFlight(nonEmpty(env.MAX_IN_FLIGHT)),
    demo: parseBoolean('DEMO', nonEmpty(env.DEMO)) ?? nonEmpty(env.DATABASE_URL) === undefined,
    logLevel: parseLogLevel(nonEmpty(env.LOG_LEVEL)),
    metricsToken: nonEmpty(env.METRICS_TOKEN),
    metricsPort: parseOptionalPort('METRICS_PORT', nonEmpty(env.METRICS_PORT)),
    wecomApiBase: nonEmpty(env.WECOM_API_BASE),
  };
}

/** PostgreSQL only for a postgres:// (or postgresql://) URL; anything else means PGlite. */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}
