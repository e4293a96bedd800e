// /new-customer-join-group 新客拉群 (spec §2, docs/domain.md §1): a rule that sends each new friend
// of the chosen employees / channel codes a welcome carrying a group join card (guide text,
// link title and description) for the chosen groups (the next one when a group is full) or a
// group code; statistics per rule: customers reached, joined, join rate.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { bodyId, idParams, pagingQuery, safeText } from '../fields';
import type { Ref } from './tool-fields';
import { recordEndpoints } from './tool-endpoints';
import { bodyIds, toolListQuery, toolName } from './tool-fields';

export const GROUP_SOURCES = ['groups', 'group_code'] as const;
export type GroupSource = (typeof GROUP_SOURCES)[number];
/** WeCom: a join_way carries at most 5 groups (docs/domain.md §1 /group-code, [WC] 99547). */
export const RULE_GROUPS_MAX = 5;
/** WeCom external groups hold at most 200 members. */
export const GROUP_CAP_MAX = 200;

export const newCustomerRuleForm = z
  .object({
    name: toolName('规则名称'),
    employee_ids: bodyIds('员工', 200),
    channel_code_ids: bodyIds('渠道活码', 100),
    group_source: z.enum(GROUP_SOURCES, { error: '群来源只能是指定客户群或群活码' }),
    group_ids: bodyIds('客户群', RULE_GROUPS_MAX),
    group_code_id: bodyId('群活码').nullable(),
    member_cap: z
      .number({ error: '每群人数上限格式不正确' })
      .int({ error: '每群人数上限格式不正确' })
      .min(1, { error: '每群人数上限至少为1' })
      .max(GROUP_CAP_MAX, { error: `每群人数上限不能超过${GROUP_CAP_MAX}` }),
    guide_text: safeText('入群引导语', 200, 1),
    link_title: safeText('链接标题', 30, 1),
    link_desc: safeText('链接描述', 60),
  })
  .strict()
  .superRefine((form, context) => {
    const fail = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (form.employee_ids.length === 0 && form.channel_code_ids.length === 0) {
      fail('employee_ids', '请至少选择一名员工或一个渠道活码');
    }
    if (form.group_source === 'groups' && form.group_ids.length === 0) {
      fail('group_ids', '请至少选择一个客户群');
    }
    if (new Set(form.group_ids).size !== form.group_ids.length) {
      fail('group_ids', '客户群不能重复');
    }
    if (form.group_source === 'group_code' && form.group_code_id === null) {
      fail('group_code_id', '请选择群活码');
    }
  });
export type NewCustomerRuleForm = z.output<typeof newCustomerRuleForm>;
export type NewCustomerRuleFormInput = z.input<typeof newCustomerRuleForm>;

export const NEW_CUSTOMER_RULE_DEFAULTS: NewCustomerRuleFormInput = {
  name: '',
  employee_ids: [],
  channel_code_ids: [],
  group_source: 'groups',
  group_ids: [],
  group_code_id: null,
  member_cap: GROUP_CAP_MAX,
  guide_text: '欢迎添加！点击下方卡片加入福利群，第一时间获取优惠和活动信息～',
  link_title: '点击加入福利群',
  link_desc: '扫码进群领取新人专属福利',
};

export interface RuleStats {
  readonly reached: number;
  readonly joined: number;
  /** joined / reached, 0–1 (0 when none reached). */
  readonly join_rate: number;
}

export interface NewCustomerRuleRow extends RuleStats {
  readonly id: number;
  readonly name: string;
  readonly enabled: boolean;
  readonly employees: readonly Ref[];
  readonly channel_codes: readonly Ref[];
  /** The groups (or the group code) the card points to. */
  readonly target: string;
  /** The group a new friend's card shows now; null when every group is full. */
  readonly current_group: string | null;
  readonly created_at: string;
}

export interface NewCustomerRuleDetail extends NewCustomerRuleRow {
  readonly config: NewCustomerRuleForm;
  readonly groups: readonly { id: number; name: string; members: number; full: boolean }[];
}

export interface RuleRecordRow {
  readonly id: number;
  readonly customer: Ref;
  readonly employee: Ref | null;
  readonly group: Ref | null;
  readonly status: 1 | 2;
  readonly sent_at: string;
  readonly joined_at: string | null;
}

export interface RuleOptions {
  readonly channel_codes: readonly Ref[];
  readonly group_codes: readonly Ref[];
  readonly groups: readonly (Ref & { member_count: number })[];
}

/** The tools' list query: a name (≤ 24) and on/off. */
export const newCustomerRuleListQuery = toolListQuery;
export const ruleRecordQuery = z.object({
  ...pagingQuery,
  status: z.enum(['1', '2'], { error: '状态只能是已发送或已入群' }).optional(),
  customer: safeText('客户名称', 30).optional(),
});

const BASE = '/scrm/v1/acquiring/new-customer-join-group';
const permission = page('/new-customer-join-group');

const records = recordEndpoints<
  NewCustomerRuleRow,
  NewCustomerRuleDetail,
  typeof newCustomerRuleForm,
  typeof newCustomerRuleListQuery
>(BASE, permission, { query: newCustomerRuleListQuery, form: newCustomerRuleForm });
export const newCustomerJoinGroupList = records.list;
export const newCustomerRuleDetail = records.detail;
export const newCustomerRuleCreate = records.create;
export const newCustomerRuleUpdate = records.update;
export const newCustomerRuleDelete = records.remove;
export const newCustomerRuleToggle = defineEndpoint({
  method: 'POST',
  path: `${BASE}/:id/status`,
  permission,
  params: idParams(),
  body: z.object({ enabled: z.boolean({ error: '启用状态格式不正确' }) }).strict(),
  response: responseOf<null>(),
});
export const newCustomerRuleRecords = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:id/records`,
  permission,
  params: idParams(),
  query: ruleRecordQuery,
  response: responseOf<ListData<RuleRecordRow>>(),
});
export const newCustomerRuleOptions = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/acquiring/new-customer-join-group-options',
  permission,
  response: responseOf<RuleOptions>(),
});
/**
 * Sandbox: a new friend adds one of the rule's employees (add_external_contact); the rule
 * sends the welcome card, and the customer joins the card's group or not.
 */
export const newCustomerRuleSimulate = defineEndpoint({
  method: 'POST',
  path: `${BASE}/:id/sandbox-adds`,
  permission,
  params: idParams(),
  body: z
    .object({
      nickname: safeText('客户昵称', 30).optional(),
      joins: z.boolean({ error: '是否入群格式不正确' }),
    })
    .strict(),
  response: responseOf<{ customer: string; group: string | null; joined: boolean }>(),
});
