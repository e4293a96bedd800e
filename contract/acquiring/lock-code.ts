// issue #15 /lock-code 获客锁客码 (docs/domain.md §1: is_exclusive, guide lock + expiry): a live
// code whose customer stays bound to the employee who first added them. The form is the
// channel code's routing part (employees, schedule, backups, auto-accept, tags, welcome)
// plus the lock: scope, duration and what happens when the employee leaves.
import { z } from 'zod';
import { scheduleSchema } from './channel-code';
import { defineEndpoint, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { toolEndpoints } from './tool-endpoints';
import { bodyId, idParams, pagingQuery, safeText } from '../fields';
import type { DayFigure, Ref } from './tool-fields';
import { bodyIds, statisticsQuery, toolName } from './tool-fields';

export const LOCK_SCOPES = ['code', 'tenant'] as const;
export const LOCK_ON_LEAVE = ['pool', 'successor'] as const;
export const LOCK_DAYS_MAX = 3650;

export const lockCodeForm = z
  .object({
    name: toolName('锁客码名称'),
    employee_ids: bodyIds('使用员工').default([]),
    schedule_enable: z.boolean().default(false),
    schedules: z.array(scheduleSchema).max(20, { error: '排班最多20条' }).default([]),
    backup_employee_ids: bodyIds('备用员工').default([]),
    auto_accept: z.boolean().default(true),
    tag_ids: bodyIds('客户标签').default([]),
    welcome_text: safeText('欢迎语', 1500).default(''),
    /** 'code': bound on this code only; 'tenant': every lock code of the tenant keeps it. */
    lock_scope: z.enum(LOCK_SCOPES, { error: '锁客范围只能是本码或全部锁客码' }).default('code'),
    /** 0: permanent. */
    lock_days: z
      .number({ error: '锁客天数必须是数字' })
      .int({ error: '锁客天数必须是整数' })
      .min(0, { error: '锁客天数不能小于0' })
      .max(LOCK_DAYS_MAX, { error: `锁客天数不能超过${LOCK_DAYS_MAX}` })
      .default(30),
    /** When the bound employee leaves: back to the pool, or to a named successor. */
    on_leave: z.enum(LOCK_ON_LEAVE, { error: '离职处理方式不正确' }).default('pool'),
    successor_employee_id: bodyId('接替员工').nullable().default(null),
  })
  .superRefine((form, context) => {
    const fail = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!form.schedule_enable && form.employee_ids.length === 0)
      fail('employee_ids', '使用员工不能为空');
    if (form.schedule_enable && form.schedules.length === 0)
      fail('schedules', '请至少添加一条排班');
    if (form.on_leave === 'successor' && form.successor_employee_id === null)
      fail('successor_employee_id', '请选择接替员工');
  });
export type LockCodeForm = z.output<typeof lockCodeForm>;
export type LockCodeFormInput = z.input<typeof lockCodeForm>;

export interface LockCodeRow {
  readonly id: number;
  readonly name: string;
  readonly enabled: boolean;
  readonly scan_path: string;
  readonly employees: readonly Ref[];
  readonly lock_scope: (typeof LOCK_SCOPES)[number];
  readonly lock_days: number;
  readonly bound_count: number;
  readonly kept_rescans: number;
  readonly created_at: string;
}
export interface LockCodeDetail extends LockCodeRow {
  readonly config: LockCodeForm;
}

export interface LockBindingRow {
  readonly id: number;
  readonly customer: Ref;
  readonly employee: Ref;
  readonly bound_at: string;
  readonly expires_at: string | null;
  readonly released_at: string | null;
  readonly release_reason: string;
  readonly rescans: number;
}

export interface LockStatistics {
  readonly totals: {
    readonly scans: number;
    readonly new_bindings: number;
    readonly kept_rescans: number;
    readonly active_bindings: number;
  };
  readonly days: readonly DayFigure[];
  readonly employees: readonly (Ref & { readonly bindings: number; readonly kept: number })[];
}

const BASE = '/scrm/v1/acquiring/lock-codes';
const tool = toolEndpoints<LockCodeRow, LockCodeDetail, typeof lockCodeForm>(
  BASE,
  '/lock-code',
  lockCodeForm,
);
const { permission } = tool;

export const lockCodeList = tool.list;
export const lockCodeDetail = tool.detail;
export const lockCodeCreate = tool.create;
export const lockCodeUpdate = tool.update;
export const lockCodeToggle = tool.toggle;
export const lockCodeDelete = tool.remove;
export const lockBindingList = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:id/bindings`,
  permission,
  params: idParams(),
  query: z.object({
    ...pagingQuery,
    status: z.enum(['active', 'released'], { error: '绑定状态不正确' }).default('active'),
    customer: safeText('客户名称', 30).optional(),
  }),
  response: responseOf<ListData<LockBindingRow>>(),
});
export const lockBindingUnbind = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/acquiring/lock-bindings/:id/unbind',
  permission,
  params: idParams(),
  response: responseOf<null>(),
});
export const lockBindingTransfer = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/acquiring/lock-bindings/:id/transfer',
  permission,
  params: idParams(),
  body: z.object({ employee_id: bodyId('接替员工') }),
  response: responseOf<null>(),
});
export const lockCodeStatistics = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/acquiring/lock-code-statistics',
  permission,
  query: statisticsQuery(366),
  response: responseOf<LockStatistics>(),
});
