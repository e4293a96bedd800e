import { describe, expect, it } from 'vitest';
import { departmentLines, withDescendants } from './department-tree';

const departments = [
  { id: 1, name: '总部', parent_id: null },
  { id: 3, name: '华东', parent_id: 1 },
  { id: 2, name: '销售部', parent_id: 1 },
  { id: 4, name: '杭州', parent_id: 3 },
];

describe('department tree (pickers)', () => {
  it('lists parents before their children with a depth for indenting', () => {
    expect(departmentLines(departments)).toEqual([
      { id: 1, name: '总部', depth: 0 },
      { id: 3, name: '华东', depth: 1 },
      { id: 4, name: '杭州', depth: 2 },
      { id: 2, name: '销售部', depth: 1 },
    ]);
  });

  it('includes every sub-department when a department is picked', () => {
    expect([...withDescendants(departments, 3)].sort()).toEqual([3, 4]);
    expect(withDescendants(departments, 1).size).toBe(4);
  });
});
