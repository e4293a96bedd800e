import { describe, expect, it } from 'vitest';
import { inProjectOrder } from './vitest-project-order';

// issue #33, docs/testing.md "Stop 58: the seed beside the unit files"
describe("the Vitest run's project order", () => {
  const files = [
    { project: 'server', name: 's1' },
    { project: 'server-isolated', name: 'si1' },
    { project: 'server', name: 's2' },
    { project: 'unit', name: 'u1' },
    { project: 'unit-isolated', name: 'ui1' },
    { project: 'postgres', name: 'p1' },
    { project: 'unit', name: 'u2' },
  ];
  const order = inProjectOrder(files, (file) => file.project).map((file) => file.name);

  it('queues the unit files before the server files, which wait for the seed', () => {
    expect(order.slice(0, 2)).toEqual(['u1', 'u2']);
    expect(order.indexOf('s1')).toBeGreaterThan(order.indexOf('u2'));
  });

  it('keeps the order inside a project and puts the isolated unit files and others last', () => {
    expect(order).toEqual(['u1', 'u2', 's1', 's2', 'si1', 'ui1', 'p1']);
  });
});
