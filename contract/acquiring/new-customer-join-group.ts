// /new-customer-join-group 新客拉群 (spec §2): this page's endpoints, declared once (issue #12); the
// server registers handlers against them and the console derives its calls from them.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { pagingQuery, safeText } from '../fields';

export interface NewCustomerJoinGroupRow {
  readonly id: number;
  readonly name: string;
  readonly created_at: string;
}

export const newCustomerJoinGroupListQuery = z.object({
  ...pagingQuery,
  name: safeText('名称', 32).optional(),
});

export const newCustomerJoinGroupList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/acquiring/new-customer-join-group',
  permission: page('/new-customer-join-group'),
  query: newCustomerJoinGroupListQuery,
  response: responseOf<ListData<NewCustomerJoinGroupRow>>(),
});
