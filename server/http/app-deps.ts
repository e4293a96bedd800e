// What buildApp needs: everything that differs between a real start and a test.
import type { LogLevel, ServerConfig } from '../config/server-config';
import type { Database, DatabaseKind } from '../db/database';
import type { JobRunner } from '../jobs/job-types';
import type { CallbackPlatformFor } from '../platform/wecom-callback/callback-platform';
import type { ServerErrorLogger } from './http-errors';
import type { LogSink } from './request-log';
import type { PoolStats } from './ops/metrics';
import type { SqlProbe } from './ops/readiness';

export type AppConfig = Pick<
  ServerConfig,
  | 'loginHost'
  | 'siderHost'
  | 'h5Host'
  | 'allowedRedirectOrigins'
  | 'staticDir'
  | 'historyMode'
  | 'basePath'
  | 'dataDir'
  | 'trustProxy'
> &
  Partial<Pick<ServerConfig, 'wecomApiBase'>>;

export interface AppDeps {
  readonly db: Database;
  /** The database handle's kind (server/db/database.ts). */
  readonly dbKind: DatabaseKind;
  readonly config: AppConfig;
  readonly jwtSecret: string;
  /** The effective build version (probe, meta tag, /config.json). */
  readonly buildVersion: string;
  /** Milliseconds since the epoch; tests move it to expire codes and tokens. */
  readonly now?: () => number;
  /** Request log sink; stdout by default. */
  readonly log?: LogSink;
  /** LOG_LEVEL (info by default). */
  readonly logLevel?: LogLevel;
  readonly logError?: ServerErrorLogger;
  /** The job runner (server/jobs); without one, enqueueing fails loudly. */
  readonly jobs?: JobRunner;
  /** issue #24: requests served at once before answering 503 (server/http/load-shedding.ts). */
  readonly maxInFlight?: number;
  /** Of those, how many work at once (the rest wait in order). */
  readonly maxActive?: number;
  /** issue #35: the platform WeCom callbacks read details through (tests pass a fake). */
  readonly callbackPlatform?: CallbackPlatformFor;
  /** issue #36 /readyz and /metrics: raw SQL on the database (DatabaseHandle); else `db`. */
  readonly probe?: SqlProbe;
  /** PostgreSQL's pool use for /metrics. */
  readonly pool?: () => PoolStats;
  /** METRICS_TOKEN: /metrics on this app answers only this bearer token. */
  readonly metricsToken?: string;
  /** Collect metrics even without a token (METRICS_PORT serves them elsewhere). */
  readonly collectMetrics?: boolean;
}

/** The deps a route module reads, with the defaults filled in. */
export interface RouteDeps {
  readonly db: Database;
  readonly dbKind: DatabaseKind;
  readonly config: AppConfig;
  readonly jwtSecret: string;
  readonly now: () => number;
  /** Define jobs while registering routes; enqueue from handlers (server/jobs/README.md). */
  readonly jobs: JobRunner;
}
