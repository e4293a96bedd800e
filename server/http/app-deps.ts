// What buildApp needs: everything that differs between a real start and a test.
import type { ServerConfig } from '../config/server-config';
import type { Database, DatabaseKind } from '../db/database';
import type { JobRunner } from '../jobs/job-types';
import type { ServerErrorLogger } from './http-errors';
import type { LogSink } from './request-log';

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
  readonly logError?: ServerErrorLogger;
  /** The job runner (server/jobs); without one, enqueueing fails loudly. */
  readonly jobs?: JobRunner;
  /** issue #24: requests served at once before answering 503 (server/http/load-shedding.ts). */
  readonly maxInFlight?: number;
  /** Of those, how many work at once (the rest wait in order). */
  readonly maxActive?: number;
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
