// /fission-add-fans 裂变加粉 (spec §2): this page's endpoints, declared once (issue #12); the
// server registers handlers against them and the console derives its calls from them.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { pagingQuery, safeText } from '../fields';

export interface FissionAddFansRow {
  readonly id: number;
  readonly name: string;
  readonly created_at: string;
}

export const fissionAddFansListQuery = z.object({
  ...pagingQuery,
  name: safeText('名称', 32).optional(),
});

export const fissionAddFansList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/acquiring/fission-add-fans',
  permission: page('/fission-add-fans'),
  query: fissionAddFansListQuery,
  response: responseOf<ListData<FissionAddFansRow>>(),
});
