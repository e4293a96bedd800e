// The server tests CI runs a second time on PostgreSQL (Vitest project `postgres`, .ci/run).
// PGlite is PostgreSQL compiled to WebAssembly: the same parser, planner, SQL and catalogue,
// so a query means the same on both. What differs, and so what runs on both, is listed in
// docs/testing.md "The PostgreSQL pass": one connection on PGlite (no race, lock wait,
// advisory lock or unique-violation race ever happens there), several processes and pools
// (jobs, cluster, instances), the session's time zone, the server version (migrations),
// result types of raw SQL (bigint: a number on PGlite, a string on node-postgres) and the
// order of rows a query does not sort. Every entry says why; postgres-selection.test.ts
// fails when a test or a source file needs PostgreSQL and no entry covers it.
// The entries live in postgres-selection.json (read by vitest.config.ts too): a test file, or a
// folder (ending in "/") for every test file under it, each with its reason.

import selection from './postgres-selection.json';

export interface PostgresEntry {
  readonly tests: string;
  readonly why: string;
}

export const POSTGRES_TESTS: readonly PostgresEntry[] = selection;

/** Whether a test file (repository path) is in the selection. */
export const inPostgresSelection = (file: string) =>
  POSTGRES_TESTS.some(({ tests }) =>
    tests.endsWith('/') ? file.startsWith(tests) : file === tests,
  );
