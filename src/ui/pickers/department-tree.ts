import type { PickerDepartment } from './picker-types';

export interface DepartmentLine {
  readonly id: number;
  readonly name: string;
  readonly depth: number;
}

/** The departments in tree order (parents before children, siblings in given order). */
export function departmentLines(departments: readonly PickerDepartment[]): DepartmentLine[] {
  const ids = new Set(departments.map((department) => department.id));
  const lines: DepartmentLine[] = [];
  const visit = (parentId: number | null, depth: number) => {
    for (const department of departments) {
      const isRoot = department.parent_id === null || !ids.has(department.parent_id);
      if (
        (parentId === null && isRoot) ||
        (parentId !== null && department.parent_id === parentId)
      ) {
        lines.push({ id: department.id, name: department.name, depth });
        visit(department.id, depth + 1);
      }
    }
  };
  visit(null, 0);
  return lines;
}

/** A department and every department below it. */
export function withDescendants(departments: readonly PickerDepartment[], id: number): Set<number> {
  const result = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const department of departments) {
      if (
        department.parent_id !== null &&
        result.has(department.parent_id) &&
        !result.has(department.id)
      ) {
        result.add(department.id);
        grew = true;
      }
    }
  }
  return result;
}
