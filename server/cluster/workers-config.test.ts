import { describe, expect, it } from 'vitest';
import { resolveWorkers, WorkersConfigError } from './workers-config';

const PG = 'postgres://scrm@db.internal:5432/scrm';

describe('WORKERS (issue #24)', () => {
  it('runs one process when WORKERS is unset or empty, with or without DATABASE_URL', () => {
    expect(resolveWorkers({})).toBe(1);
    expect(resolveWorkers({ WORKERS: ' ' })).toBe(1);
    expect(resolveWorkers({ WORKERS: '1' })).toBe(1);
    expect(resolveWorkers({ WORKERS: '1', DATABASE_URL: PG })).toBe(1);
  });

  it('runs N workers when WORKERS=N and DATABASE_URL is a PostgreSQL URL', () => {
    expect(resolveWorkers({ WORKERS: '2', DATABASE_URL: PG })).toBe(2);
    expect(resolveWorkers({ WORKERS: '8', DATABASE_URL: 'postgresql://x/y' })).toBe(8);
  });

  it('refuses WORKERS>1 without DATABASE_URL, saying PGlite is one process and to set DATABASE_URL', () => {
    for (const env of [{ WORKERS: '2' }, { WORKERS: '2', DATABASE_URL: './data/db' }]) {
      expect(() => resolveWorkers(env)).toThrow(WorkersConfigError);
      expect(() => resolveWorkers(env)).toThrow(/需要 DATABASE_URL.*PGlite 只能由一个进程打开/);
    }
  });

  it('refuses a WORKERS that is not an integer from 1 to 64', () => {
    for (const WORKERS of ['0', '-1', '1.5', 'two', '65']) {
      expect(() => resolveWorkers({ WORKERS, DATABASE_URL: PG })).toThrow(/WORKERS 必须是/);
    }
  });
});
