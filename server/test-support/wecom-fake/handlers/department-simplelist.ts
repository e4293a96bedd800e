// department/simplelist: GET [?id] → department_id: [{id, parentid, order}], the department
// and its children (all when id is absent). An unknown id answers 60123.
import { z } from 'zod';
import { refusal } from '../fake-checks';
import type { FakeDepartment, FakeRoute } from '../fake-types';

function subtree(departments: readonly FakeDepartment[], rootId: number): FakeDepartment[] {
  const result: FakeDepartment[] = [];
  const queue = [rootId];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    const department = departments.find((candidate) => candidate.id === id);
    if (department) result.push(department);
    for (const child of departments) if (child.parentid === id) queue.push(child.id);
  }
  return result;
}

export const routes: readonly FakeRoute[] = [
  {
    method: 'GET',
    api: 'department/simplelist',
    permission: 'contact',
    query: z.object({ id: z.string().regex(/^\d+$/).optional() }),
    handle({ request, corp }) {
      const id = request.query.id;
      if (id !== undefined && !corp.departments.some((d) => d.id === Number(id))) {
        return refusal(60123, 'invalid party id');
      }
      const list = id === undefined ? corp.departments : subtree(corp.departments, Number(id));
      return {
        department_id: list.map(({ id: departmentId, parentid, order }) => ({
          id: departmentId,
          parentid,
          order,
        })),
      };
    },
  },
];
