// department/list (GET [?id]: departments with name, parentid, order) and user/list (GET
// ?department_id: the members of one department in detail). An unknown department: 60003.
import { z } from 'zod';
import { refusal } from '../fake-checks';
import type { FakeRoute } from '../fake-types';
import { corpOf } from '../fake-corp-context';
import { usersOf } from '../fake-corp';

export const routes: readonly FakeRoute[] = [
  {
    method: 'GET',
    api: 'department/list',
    permission: 'contact',
    query: z.object({ id: z.string().regex(/^\d+$/).optional() }),
    handle({ corp }) {
      return { department: corp.departments.map((department) => ({ ...department })) };
    },
  },
  {
    method: 'GET',
    api: 'user/list',
    permission: 'contact',
    query: z.object({ department_id: z.string().regex(/^\d+$/) }),
    missingCodes: { department_id: 40058 },
    handle(context) {
      const id = Number(context.request.query.department_id);
      if (!context.corp.departments.some((department) => department.id === id)) {
        return refusal(60003, 'department not found');
      }
      const generated = corpOf(context);
      const detailed = new Map(usersOf(generated).map((user) => [user.userid, user]));
      const userlist = context.corp.users
        .filter((user) => user.department.includes(id))
        .map((user) => detailed.get(user.userid) ?? { ...user, status: 1 });
      return { userlist };
    },
  },
];
