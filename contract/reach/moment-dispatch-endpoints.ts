// /moment-dispatch 朋友圈群发 and its children: every endpoint declared once with the page's code.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import {
  bodyId,
  calendarDate,
  idParams,
  pagingQuery,
  queryId,
  queryInt,
  safeText,
} from '../fields';
import type {
  MomentDetail,
  MomentEmployeeRow,
  MomentInteractionRow,
  MomentRow,
} from './moment-dispatch';
import { momentBodySchema } from './moment-dispatch';

const BASE = '/scrm/v1/reach/moment-dispatch';
const permission = page('/moment-dispatch');

export const momentListQuery = z.object({
  ...pagingQuery,
  name: safeText('任务名称', 30).optional(),
  status: queryInt('状态', 1, 4).optional(),
  creator_id: queryId('创建人'),
  created_from: calendarDate('创建开始日期').optional(),
  created_to: calendarDate('创建结束日期').optional(),
});
export type MomentListQuery = z.output<typeof momentListQuery>;

export const momentList = defineEndpoint({
  method: 'GET',
  path: BASE,
  permission,
  scoped: true,
  query: momentListQuery,
  response: responseOf<ListData<MomentRow>>(),
});

export const momentCreators = defineEndpoint({
  method: 'GET',
  path: `${BASE}/creators`,
  permission,
  scoped: true,
  response: responseOf<{ id: number; name: string }[]>(),
});

export const momentCreate = defineEndpoint({
  method: 'POST',
  path: BASE,
  permission,
  action: 'send',
  body: momentBodySchema,
  response: responseOf<{ id: number; employees: number }>(),
});

export const momentDetail = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:id`,
  permission,
  scoped: true,
  params: idParams('朋友圈任务编号'),
  response: responseOf<MomentDetail>(),
});

export const momentEmployees = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:id/employees`,
  permission,
  scoped: true,
  params: idParams('朋友圈任务编号'),
  query: z.object({
    ...pagingQuery,
    /** 0 未发表, 1 已发表. */
    published: queryInt('发表状态', 0, 1).optional(),
    name: safeText('员工姓名', 30).optional(),
  }),
  response: responseOf<ListData<MomentEmployeeRow>>(),
});

export const momentInteractions = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:id/interactions`,
  permission,
  scoped: true,
  params: idParams('朋友圈任务编号'),
  query: z.object({ ...pagingQuery, kind: queryInt('互动类型', 1, 2).optional() }),
  response: responseOf<ListData<MomentInteractionRow>>(),
});

export const momentRemind = defineEndpoint({
  method: 'POST',
  path: `${BASE}/:id/remind`,
  permission,
  scoped: true,
  action: 'send',
  params: idParams('朋友圈任务编号'),
  body: z.object({
    /** Unpublished employees to remind; absent = every unpublished employee. */
    employee_ids: z.array(bodyId('员工')).max(2000).optional(),
  }),
  response: responseOf<{ reminded: number; skipped: number }>(),
});

export const momentCancel = defineEndpoint({
  method: 'POST',
  path: `${BASE}/:id/cancel`,
  permission,
  scoped: true,
  params: idParams('朋友圈任务编号'),
  response: responseOf<{ cancelled: true }>(),
});
