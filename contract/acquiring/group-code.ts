// issue #15 /group-code 无限群活码 (docs/domain.md §1: add_join_way, mc_room_infinite): one permanent QR
// over an ordered list of group QRs, each with a member cap (≤ 200 for WeCom external groups)
// and, for uploaded personal-group QRs, an expiry (≤ 7 days); the code moves to the next
// group when one is full or expired, and can auto-create a group when the list runs out.
// spec §8: 48002 platform API error, 701170 missing platform permission.
import { z } from 'zod';
import { defineEndpoint, responseOf } from '../endpoint';
import { toolEndpoints } from './tool-endpoints';
import { bodyId, idParams, safeText } from '../fields';
import type { DayFigure, Ref } from './tool-fields';
import { bodyIds, statisticsQuery, toolName } from './tool-fields';

export const GROUP_MEMBER_CAP_MAX = 200;
export const PERSONAL_QR_DAYS = 7;
export const GROUP_QRS_MAX = 100;
/** spec §8 business codes of the group-code platform calls. */
export const GROUP_CODE_PLATFORM_CODES = { apiError: 48002, noPermission: 701170 } as const;
export const SANDBOX_FAILURES = ['none', '48002', '701170'] as const;

export const groupQrInput = z
  .object({
    /** A WeCom external group of the tenant, or null for an uploaded personal-group QR. */
    group_id: bodyId('客户群').nullable().default(null),
    name: safeText('群名称', 30).default(''),
    member_cap: z
      .number({ error: '群人数上限必须是数字' })
      .int({ error: '群人数上限必须是整数' })
      .min(1, { error: '群人数上限不能小于1' })
      .max(GROUP_MEMBER_CAP_MAX, { error: `群人数上限不能超过${GROUP_MEMBER_CAP_MAX}` })
      .default(GROUP_MEMBER_CAP_MAX),
    /** ISO time; required for personal-group QRs (they expire after 7 days). */
    expires_at: z.iso
      .datetime({ offset: true, error: '二维码有效期格式不正确' })
      .nullable()
      .default(null),
  })
  .superRefine((row, context) => {
    if (row.group_id === null && !row.name)
      context.addIssue({ code: 'custom', path: ['name'], message: '个人群二维码需填写群名称' });
    if (row.group_id === null && row.expires_at === null)
      context.addIssue({
        code: 'custom',
        path: ['expires_at'],
        message: '个人群二维码需填写有效期（最长7天）',
      });
  });

export const groupCodeForm = z
  .object({
    name: toolName('群活码名称'),
    qrs: z
      .array(groupQrInput, { error: '群二维码格式不正确' })
      .min(1, { error: '请至少添加一个群' })
      .max(GROUP_QRS_MAX, { error: `群最多${GROUP_QRS_MAX}个` }),
    tag_ids: bodyIds('入群标签').default([]),
    join_guide: safeText('入群引导语', 200).default(''),
    auto_create: z.boolean().default(false),
    room_base_name: safeText('新群名称前缀', 20).default(''),
    owner_employee_id: bodyId('群主').nullable().default(null),
    /** Warn when fewer than this many slots are left over the usable groups. */
    warn_slots: z
      .number({ error: '剩余名额提醒必须是数字' })
      .int({ error: '剩余名额提醒必须是整数' })
      .min(1, { error: '剩余名额提醒不能小于1' })
      .max(1000, { error: '剩余名额提醒不能超过1000' })
      .default(20),
  })
  .superRefine((form, context) => {
    if (form.auto_create && !form.room_base_name)
      context.addIssue({ code: 'custom', path: ['room_base_name'], message: '请填写新群名称前缀' });
    if (form.auto_create && form.owner_employee_id === null)
      context.addIssue({ code: 'custom', path: ['owner_employee_id'], message: '请选择新群群主' });
  });
export type GroupCodeForm = z.output<typeof groupCodeForm>;
export type GroupCodeFormInput = z.input<typeof groupCodeForm>;

export interface GroupQrRow {
  readonly id: number;
  readonly position: number;
  readonly group_id: number | null;
  readonly name: string;
  readonly member_cap: number;
  readonly members: number;
  readonly expires_at: string | null;
  readonly auto_created: boolean;
  /** 'current' | 'waiting' | 'full' | 'expired' */
  readonly status: 'current' | 'waiting' | 'full' | 'expired';
}

export interface GroupCodeRow {
  readonly id: number;
  readonly name: string;
  readonly enabled: boolean;
  readonly scan_path: string;
  readonly current: GroupQrRow | null;
  readonly group_count: number;
  readonly slots_left: number;
  readonly joins: number;
  /** Banner lines: QRs expiring within a day, slots below the threshold, nothing usable. */
  readonly warnings: readonly string[];
  readonly created_at: string;
}
export interface GroupCodeDetail extends GroupCodeRow {
  readonly config: GroupCodeForm;
  readonly qrs: readonly GroupQrRow[];
  readonly tags: readonly Ref[];
}
export interface GroupStatistics {
  readonly totals: { scans: number; joins: number; quits: number; net: number };
  readonly days: readonly DayFigure[];
  readonly groups: readonly {
    readonly name: string;
    readonly joins: number;
    readonly quits: number;
    readonly net: number;
    readonly members: number;
    readonly member_cap: number;
  }[];
}

const BASE = '/scrm/v1/acquiring/group-codes';
const tool = toolEndpoints<GroupCodeRow, GroupCodeDetail, typeof groupCodeForm>(
  BASE,
  '/group-code',
  groupCodeForm,
);
const { permission } = tool;

export const groupCodeList = tool.list;
export const groupCodeDetail = tool.detail;
export const groupCodeCreate = tool.create;
export const groupCodeUpdate = tool.update;
export const groupCodeDelete = tool.remove;
export const groupCodeStatistics = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/acquiring/group-code-statistics',
  permission,
  query: statisticsQuery(366),
  response: responseOf<GroupStatistics>(),
});
/** The tenant's WeCom groups the form may add. */
export const groupCodeGroupOptions = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/acquiring/group-code-groups',
  permission,
  response: responseOf<readonly (Ref & { members: number })[]>(),
});
/** Sandbox: customers join through the code `count` times (fills groups in the browser). */
export const groupCodeSandboxJoins = defineEndpoint({
  method: 'POST',
  path: `${BASE}/:id/sandbox-joins`,
  permission,
  params: idParams(),
  body: z.object({
    count: z
      .number({ error: '人数必须是数字' })
      .int({ error: '人数必须是整数' })
      .min(1, { error: '人数不能小于1' })
      .max(300, { error: '人数不能超过300' }),
  }),
  response: responseOf<{ joined: number; switched_to: string | null }>(),
});
/** Sandbox: make the platform's group-code calls fail with 48002 or 701170. */
export const groupCodeSandboxFailure = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/acquiring/group-code-sandbox',
  permission,
  body: z.object({ fail: z.enum(SANDBOX_FAILURES, { error: '模拟方式不正确' }) }),
  response: responseOf<{ fail: (typeof SANDBOX_FAILURES)[number] }>(),
});
