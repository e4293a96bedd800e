// externalcontact/get (GET external_userid, optional cursor → external_contact and its
// follow_user entries, 500 a page with next_cursor). An id that is not a customer of the corp
// answers 40096 (invalid external_userid); one no member follows any more, 84061.
import { z } from 'zod';
import { refusal } from '../fake-checks';
import type { FakeRoute } from '../fake-types';
import { corpOf } from '../fake-corp-context';
import { externalContactOf, followedBy, followInfoOf } from '../fake-corp';

const FOLLOWERS_PER_PAGE = 500;

export const routes: readonly FakeRoute[] = [
  {
    method: 'GET',
    api: 'externalcontact/get',
    permission: 'externalcontact',
    query: z.object({ external_userid: z.string().min(1), cursor: z.string().optional() }),
    missingCodes: { external_userid: 40096 },
    handle(context) {
      const corp = corpOf(context);
      const id = context.request.query.external_userid ?? '';
      const match = /^wm(\d{8})fake-external$/.exec(id);
      const index = match ? Number(match[1]) : -1;
      if (index < 0 || index >= corp.shape.customers) {
        return refusal(40096, 'invalid external userid');
      }
      const followers = [];
      for (let u = 0; u < corp.shape.users; u += 1) {
        if (followedBy(corp, u).includes(index)) followers.push(u);
      }
      if (followers.length === 0) {
        return refusal(84061, 'not external contact');
      }
      const start = Number(context.request.query.cursor ?? 0) || 0;
      const page = followers.slice(start, start + FOLLOWERS_PER_PAGE);
      const end = start + page.length;
      return {
        external_contact: externalContactOf(index),
        follow_user: page.map((u) => {
          const { tag_id: tagIds, ...info } = followInfoOf(corp, index, u);
          return { ...info, tags: tagIds.map((tagId) => ({ tag_id: tagId, type: 1 })) };
        }),
        next_cursor: end < followers.length ? String(end) : '',
      };
    },
  },
];
