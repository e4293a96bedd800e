import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../vitest.config';

// issue #33 (docs/testing.md "Stop 54: the jsdom files beside the server's seed"): `test:unit`
// runs the jsdom projects and the server projects as two Vitest runs side by side, so the jsdom
// files use the core the server's one-thread seed leaves idle. Split in two, a project can be
// dropped from `npm test` without any test failing; this file is what fails then.
const scripts = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
).scripts;
const projectsOf = (script: string) =>
  [...(scripts[script] ?? '').matchAll(/--project[= ](\S+)/g)].map((match) => match[1]);
const configured = (config.test?.projects ?? []).map(
  (project) => (project as { test?: { name?: string } }).test?.name,
);

describe('npm test runs every Vitest project once (issue #33)', () => {
  it('runs the jsdom projects and the server projects side by side', () => {
    expect(scripts['test:unit']).toBe(
      'node scripts/run-parallel.mjs test:unit:dom test:unit:server',
    );
    expect(scripts['test']).toContain('npm run test:unit');
  });

  it('names every project but the PostgreSQL pass exactly once across the two runs', () => {
    const named = [...projectsOf('test:unit:dom'), ...projectsOf('test:unit:server')];
    const expected = configured.filter((name) => name !== 'postgres');
    expect(expected.length).toBeGreaterThanOrEqual(4);
    expect([...named].sort()).toEqual([...expected].sort());
  });

  it('keeps the jsdom run to one worker: the server run has the two cores once it has seeded', () => {
    expect(projectsOf('test:unit:dom').every((name) => name?.startsWith('unit'))).toBe(true);
    expect(scripts['test:unit:dom']).toContain('--maxWorkers=1');
  });
});
