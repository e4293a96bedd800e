// externalcontact/batch/get_by_user (POST: userid_list ≤ 100, cursor, limit ≤ 100, default 50
// → external_contact_list of {external_contact, follow_info}, next_cursor).
import { z } from 'zod';
import { refusal } from '../fake-checks';
import type { FakeRoute } from '../fake-types';
import { corpOf, decodeCursor, encodeCursor } from '../fake-corp-context';
import { externalContactOf, followedBy, followInfoOf } from '../fake-corp';

const batchBody = z.object({
  userid_list: z.array(z.string()).min(1).max(100),
  cursor: z.string().optional(),
  limit: z.number().int().optional(),
});

export const routes: readonly FakeRoute[] = [
  {
    method: 'POST',
    api: 'externalcontact/batch/get_by_user',
    permission: 'externalcontact',
    body: batchBody,
    handle(context) {
      const corp = corpOf(context);
      const body = batchBody.parse(context.request.body);
      const users = body.userid_list.map((userid) => {
        const match = /^user(\d+)$/.exec(userid);
        return match && Number(match[1]) < corp.shape.users ? Number(match[1]) : -1;
      });
      if (users.includes(-1)) return refusal(40003, 'invalid userid');
      // Documented: default 50; a limit above 100 is taken as 100.
      const limit = Math.min(Math.max(body.limit ?? 50, 1), 100);
      const start = body.cursor
        ? decodeCursor<{ u: number; k: number }>(body.cursor)
        : { u: 0, k: 0 };
      if (!start || typeof start.u !== 'number') return refusal(40058, 'invalid parameter: cursor');
      const list = [];
      let { u, k } = start;
      while (u < users.length && list.length < limit) {
        const user = users[u] as number;
        const customers = followedBy(corp, user);
        while (k < customers.length && list.length < limit) {
          const index = customers[k] as number;
          list.push({
            external_contact: externalContactOf(index),
            follow_info: followInfoOf(corp, index, user),
          });
          k += 1;
        }
        if (k >= customers.length) {
          u += 1;
          k = 0;
        }
      }
      return {
        external_contact_list: list,
        next_cursor: u < users.length ? encodeCursor({ u, k }) : '',
      };
    },
  },
];
