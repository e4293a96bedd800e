// /tag-invite-group 标签拉群 (spec §2): this page's endpoints, declared once (issue #12); the
// server registers handlers against them and the console derives its calls from them.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { pagingQuery, safeText } from '../fields';

export interface TagInviteGroupRow {
  readonly id: number;
  readonly name: string;
  readonly created_at: string;
}

export const tagInviteGroupListQuery = z.object({
  ...pagingQuery,
  name: safeText('名称', 32).optional(),
});

export const tagInviteGroupList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/acquiring/tag-invite-group',
  permission: page('/tag-invite-group'),
  query: tagInviteGroupListQuery,
  response: responseOf<ListData<TagInviteGroupRow>>(),
});
