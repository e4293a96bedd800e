// issue #9 /channel-code (docs/domain.md §1): the live code form (name ≤ 24, group, employees with a
// weekly schedule, daily cap with backups, auto-accept, tags, remark and description, welcome),
// the list rows, groups and the statistics. One schema for the form and the server.
import { z } from 'zod';
import { idListQuery, pageQuerySchema } from '../company/mail-list';
import { MAX_INT_ID, bodyId, idParams, isRealDate, queryId } from '../fields';
import { optionalText, requiredText } from '../validation';
import { CLOCK_TIME } from '../time-window';
import { withSchemas } from '../schema-ref';
import * as routes from './channel-code-routes';

export * from './channel-code-routes';

export const CHANNEL_CODE_NAME_MAX = 24;
export const CHANNEL_CODE_GROUP_NAME_MAX = 15;
export const REMARK_MAX = 20;
export const DESCRIPTION_MAX = 150;
export const WELCOME_TEXT_MAX = 1500;
/** docs/domain.md §0: a message is text + at most 9 attachments. */
export const WELCOME_ATTACHMENTS_MAX = 9;
export const DAILY_LIMIT_MAX = 5000;
export const DEFAULT_DAILY_LIMIT = 100;
/** Statistics look back at most a year per query. */
export const STATISTICS_RANGE_MAX_DAYS = 366;

/** Business codes of acquiring (1093xx). */
export const CHANNEL_CODE_ERROR_CODES = {
  codeNotFound: 109301,
  groupNotFound: 109302,
  groupNameTaken: 109303,
  defaultGroupLocked: 109304,
  unknownEmployees: 109305,
  unknownTags: 109306,
} as const;

/** docs/domain.md §1 auto_reply_type: 1 own welcome, 2 the default welcome, 3 none. */
export const WELCOME_TYPES = { own: 1, default: 2, none: 3 } as const;
export type WelcomeType = (typeof WELCOME_TYPES)[keyof typeof WELCOME_TYPES];

export const ATTACHMENT_TYPES = ['image', 'link', 'miniprogram', 'video', 'file'] as const;
export const STATISTICS_GRANULARITIES = ['day', 'week', 'month'] as const;
export type StatisticsGranularity = (typeof STATISTICS_GRANULARITIES)[number];

const time = (label: string) =>
  z.string({ error: `${label}不能为空` }).regex(CLOCK_TIME, { error: `${label}格式应为HH:mm` });
// issue #25 findings 5 and 6: ids are JSON numbers within PostgreSQL's integer.
const ids = (label: string) => z.array(bodyId(label), { error: `${label}格式不正确` }).max(200);
const groupId = () =>
  z
    .number({ error: '请选择分组' })
    .int()
    .positive({ error: '请选择分组' })
    .max(MAX_INT_ID, { error: '分组超出范围' });

export const scheduleSchema = z
  .object({
    /** 1 Monday … 7 Sunday. */
    weekdays: z
      .array(z.number().int().min(1).max(7), { error: '请选择工作日' })
      .min(1, { error: '排班的工作日不能为空' }),
    start_time: time('排班开始时间'),
    end_time: time('排班结束时间'),
    employee_ids: ids('排班员工').min(1, { error: '排班员工不能为空' }),
  })
  // Start later than end is an overnight shift (contract/time-window.ts).
  .refine((row) => row.start_time !== row.end_time, {
    error: '排班开始时间和结束时间不能相同',
    path: ['end_time'],
  });
export type ChannelCodeSchedule = z.output<typeof scheduleSchema>;

export const attachmentSchema = z.object({
  type: z.enum(ATTACHMENT_TYPES, { error: '附件类型不正确' }),
  title: requiredText('附件标题', 64),
  url: requiredText('附件地址', 1024),
});
export type WelcomeAttachment = z.output<typeof attachmentSchema>;

const dailyLimitSchema = z.object({
  employee_id: bodyId('员工'),
  limit: z
    .number({ error: '每日添加上限必须是数字' })
    .int({ error: '每日添加上限必须是整数' })
    .min(1, { error: '每日添加上限不能小于1' })
    .max(DAILY_LIMIT_MAX, { error: `每日添加上限不能超过${DAILY_LIMIT_MAX}` }),
});

export const channelCodeFormSchema = z
  .object({
    name: requiredText('活码名称', CHANNEL_CODE_NAME_MAX),
    group_id: groupId(),
    /** The employees on duty when no schedule is set. */
    employee_ids: ids('使用员工').default([]),
    schedule_enable: z.boolean().default(false),
    schedules: z.array(scheduleSchema).max(20, { error: '排班最多20条' }).default([]),
    daily_limit_enable: z.boolean().default(false),
    daily_limits: z.array(dailyLimitSchema).max(200).default([]),
    backup_employee_ids: ids('备用员工').default([]),
    auto_accept: z.boolean().default(true),
    auto_accept_all_day: z.boolean().default(true),
    auto_accept_start: time('自动通过开始时间').default('09:00'),
    auto_accept_end: time('自动通过结束时间').default('18:00'),
    tag_enable: z.boolean().default(false),
    tag_ids: ids('客户标签').default([]),
    remark_enable: z.boolean().default(false),
    remark: optionalText('客户备注', REMARK_MAX).default(''),
    description_enable: z.boolean().default(false),
    description: optionalText('客户描述', DESCRIPTION_MAX).default(''),
    welcome_type: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
    welcome_text: optionalText('欢迎语', WELCOME_TEXT_MAX).default(''),
    welcome_attachments: z
      .array(attachmentSchema)
      .max(WELCOME_ATTACHMENTS_MAX, { error: `欢迎语附件最多${WELCOME_ATTACHMENTS_MAX}个` })
      .default([]),
  })
  .superRefine((form, context) => {
    const fail = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!form.schedule_enable && form.employee_ids.length === 0)
      fail('employee_ids', '使用员工不能为空');
    if (form.schedule_enable && form.schedules.length === 0)
      fail('schedules', '请至少添加一条排班');
    if (form.daily_limit_enable && form.backup_employee_ids.length === 0)
      fail('backup_employee_ids', '开启每日添加上限时，备用员工不能为空');
    if (
      form.auto_accept &&
      !form.auto_accept_all_day &&
      form.auto_accept_start === form.auto_accept_end
    )
      fail('auto_accept_end', '自动通过开始时间和结束时间不能相同');
    if (form.tag_enable && form.tag_ids.length === 0) fail('tag_ids', '请选择要打的客户标签');
    if (form.remark_enable && !form.remark) fail('remark', '客户备注不能为空');
    if (form.description_enable && !form.description) fail('description', '客户描述不能为空');
    if (form.welcome_type === 1 && !form.welcome_text && form.welcome_attachments.length === 0)
      fail('welcome_text', '欢迎语内容不能为空');
  });
export type ChannelCodeForm = z.output<typeof channelCodeFormSchema>;
export type ChannelCodeFormInput = z.input<typeof channelCodeFormSchema>;

export const channelCodeListQuerySchema = pageQuerySchema.extend({
  name: optionalText('活码名称', CHANNEL_CODE_NAME_MAX),
  group_id: queryId('分组'),
});
export type ChannelCodeListQuery = z.output<typeof channelCodeListQuerySchema>;

export const channelCodeGroupSchema = z.object({
  name: requiredText('分组名称', CHANNEL_CODE_GROUP_NAME_MAX),
});

export const moveCodesSchema = z.object({
  ids: ids('活码').min(1, { error: '请选择活码' }),
  group_id: groupId(),
});

const dateOnly = (label: string) =>
  z.string({ error: `${label}不能为空` }).refine(isRealDate, {
    error: `${label}格式应为YYYY-MM-DD`,
  });

export const statisticsQuerySchema = z
  .object({
    from: dateOnly('开始日期'),
    to: dateOnly('结束日期'),
    granularity: z
      .enum(STATISTICS_GRANULARITIES, { error: '统计维度只能是日、周或月' })
      .default('day'),
    employee_ids: idListQuery('员工'),
  })
  .refine((query) => query.from <= query.to, {
    error: '开始日期不能晚于结束日期',
    path: ['from'],
  })
  .refine(
    (query) => Date.parse(query.to) - Date.parse(query.from) <= STATISTICS_RANGE_MAX_DAYS * 864e5,
    { error: `统计时间范围不能超过${STATISTICS_RANGE_MAX_DAYS}天`, path: ['to'] },
  );
export type StatisticsQuery = z.output<typeof statisticsQuerySchema>;

export interface ChannelCodeGroupRow {
  readonly id: number;
  readonly name: string;
  readonly is_default: boolean;
  readonly code_count: number;
}

export interface NamedRef {
  readonly id: number;
  readonly name: string;
}

export interface ChannelCodeRow {
  readonly id: number;
  readonly name: string;
  readonly group: NamedRef;
  readonly state: string;
  /** The public scan URL's path; the console prefixes its origin for the QR. */
  readonly scan_path: string;
  /** Every employee the code may route to (staff and schedules). */
  readonly employees: readonly NamedRef[];
  /** Those on duty right now (schedule and day). */
  readonly on_duty: readonly NamedRef[];
  readonly backup_employees: readonly NamedRef[];
  readonly tags: readonly NamedRef[];
  /** docs/domain.md §1: adds through the code (re-adds count again). */
  readonly add_count: number;
  readonly created_at: string;
}

export interface ChannelCodeDetail extends ChannelCodeRow {
  readonly config: ChannelCodeForm;
}

export interface StatisticsFigures {
  readonly adds: number;
  readonly deleted_by_customer: number;
  readonly deleted_by_employee: number;
  /** adds − deleted_by_customer − deleted_by_employee. */
  readonly net: number;
}

export interface ChannelCodeStatistics {
  readonly totals: StatisticsFigures;
  /** One row per day, week (Monday) or month (first day) of the range, empty ones included. */
  readonly series: readonly (StatisticsFigures & { readonly period: string })[];
  readonly employees: readonly (StatisticsFigures & { readonly employee: NamedRef })[];
}

// issue #12 and #39: the endpoints of /channel-code, declared once (channel-code-routes.ts,
// free of zod for the list's first paint) and completed here by their schemas.
export const createChannelCodeGroup = withSchemas(routes.createChannelCodeGroup, {
  body: channelCodeGroupSchema,
});
export const renameChannelCodeGroup = withSchemas(routes.renameChannelCodeGroup, {
  params: idParams(),
  body: channelCodeGroupSchema,
});
export const deleteChannelCodeGroup = withSchemas(routes.deleteChannelCodeGroup, {
  params: idParams(),
});
export const channelCodeList = withSchemas(routes.channelCodeList, {
  query: channelCodeListQuerySchema,
});
export const createChannelCode = withSchemas(routes.createChannelCode, {
  body: channelCodeFormSchema,
});
export const moveChannelCodes = withSchemas(routes.moveChannelCodes, { body: moveCodesSchema });
export const channelCodeDetail = withSchemas(routes.channelCodeDetail, { params: idParams() });
export const updateChannelCode = withSchemas(routes.updateChannelCode, {
  params: idParams(),
  body: channelCodeFormSchema,
});
export const copyChannelCode = withSchemas(routes.copyChannelCode, { params: idParams() });
export const deleteChannelCode = withSchemas(routes.deleteChannelCode, { params: idParams() });
export const channelCodeStatistics = withSchemas(routes.channelCodeStatistics, {
  params: idParams(),
  query: statisticsQuerySchema,
});
