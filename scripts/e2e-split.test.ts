import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { splitSpecs } from './e2e-split';

// issue #33: the Playwright servers get equal measured work (playwright.config.ts).
const times = JSON.parse(readFileSync('tests/e2e/spec-times.json', 'utf8')) as Record<
  string,
  number
>;
const specs = readdirSync('tests/e2e')
  .filter((file) => file.endsWith('.spec.ts'))
  .sort();
const PINNED = ['shell-startup.spec.ts', 'reach-sider-iframe.spec.ts'];
const load = (files: readonly string[]) => files.reduce((sum, file) => sum + (times[file] ?? 0), 0);

describe('Playwright specs over the servers (issue #33)', () => {
  it('puts every spec on exactly one server and the pinned ones on the first', () => {
    const [first = [], second = []] = splitSpecs(specs, times, PINNED);
    expect([...first, ...second].sort()).toEqual(specs);
    expect(first.filter((spec) => second.includes(spec))).toEqual([]);
    expect(PINNED.every((spec) => first.includes(spec))).toBe(true);
  });

  it('on the measured times the two servers differ by less than 5 % of the suite', () => {
    const [first = [], second = []] = splitSpecs(specs, times, PINNED);
    expect(Math.abs(load(first) - load(second))).toBeLessThan(0.05 * load(specs));
  });

  it('the longest specs go first: 1, 1 and 2 seconds split into 2 | 1 + 1, not 1 + 2 | 1', () => {
    // in name order the two short ones would take a server each and the long one join one
    const [first = [], second = []] = splitSpecs(['a', 'b', 'c'], { a: 1, b: 1, c: 2 }, []);
    expect([first, second]).toEqual([['c'], ['a', 'b']]);
  });

  it('over three servers every spec runs once and the busiest differs from the least busy by less than 5 %', () => {
    const parts = splitSpecs(specs, times, PINNED, 3);
    expect(parts).toHaveLength(3);
    expect(parts.flat().sort()).toEqual(specs);
    expect(PINNED.every((spec) => parts[0]?.includes(spec))).toBe(true);
    const loads = parts.map(load);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThan(0.05 * load(specs));
  });

  it('counts a spec not measured yet as the median one, not as free', () => {
    // median of 10, 20, 30 is 20: b (30) | c (20), new (20) | a (10); as free, new would join b
    const [first = [], second = []] = splitSpecs(
      ['a', 'b', 'c', 'new'],
      { a: 10, b: 30, c: 20 },
      [],
    );
    expect(first).toEqual(['a', 'b']);
    expect(second).toEqual(['c', 'new']);
  });

  it('every measured spec still exists (a renamed spec is measured again)', () => {
    expect(Object.keys(times).filter((spec) => !specs.includes(spec))).toEqual([]);
  });
});
