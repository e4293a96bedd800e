// issue #9 /customer-list (docs/domain.md §4): the list query with its filters, the rows, the detail
// (relations, tags, timeline) and batch tagging. Names and phones are personal data: the
// console never persists these answers (docs/conventions.md "Personal data is not persisted").
import { z } from 'zod';
import { idListQuery, pageQuerySchema } from '../company/mail-list';
import { withSchemas } from '../schema-ref';
import { MAX_INT_ID, bodyId, calendarDate, idParams, queryId, queryInt } from '../fields';
import { optionalText } from '../validation';
import type { AddWay } from './customer-list-routes';
import * as routes from './customer-list-routes';

export * from './customer-list-routes';

/** Business codes of customers (1091xx). */
export const CUSTOMER_ERROR_CODES = {
  customerNotFound: 109101,
  unknownTags: 109102,
} as const;

/** spec §4: customer type 1 non-enterprise (WeChat), 2 enterprise (WeCom). */
export const CUSTOMER_TYPES = { wechat: 1, enterprise: 2 } as const;
export const GENDERS = { unknown: 0, male: 1, female: 2 } as const;

/** The timeline's event types (issue #9: added via a code, tagged, forms, points, ...). */
export const CUSTOMER_EVENT_TYPES = [
  'added',
  'deleted_by_customer',
  'deleted_by_employee',
  'tag_added',
  'tag_removed',
  'joined_group',
  'left_group',
  'welcome_sent',
  'form_submitted',
  'points_changed',
  // issue #15 /lock-code: a binding unbound or transferred by an operator.
  'lock_changed',
  // issue #20 /super-radar: the customer opened a tracked link an employee sent.
  'radar_opened',
  // issue #18 the chat sidebar: an employee's follow-up note ({ text, source: 'sidebar' }).
  'follow_up',
  // issue #41: a hand-over reached its result ({ mode, status, status_label, … }).
  'handover',
] as const;
export type CustomerEventType = (typeof CUSTOMER_EVENT_TYPES)[number];

export const TAG_LOGICS = ['and', 'or'] as const;
export type TagLogic = (typeof TAG_LOGICS)[number];

/** Batch actions take at most this many customers at a time. */
export const BATCH_CUSTOMERS_MAX = 500;

// issue #25 finding 5: a date that does not exist (2026-13-45, 0000-00-00) is a 400.
const dateOnly = (label: string) => calendarDate(label).optional();

export const customerListQuerySchema = pageQuerySchema
  .extend({
    name: optionalText('客户名称', 50),
    employee_ids: idListQuery('添加员工'),
    department_ids: idListQuery('所属部门'),
    gender: queryInt('性别', 0, 2).optional(),
    type: queryInt('客户类型', 1, 2).optional(),
    tag_ids: idListQuery('标签'),
    tag_logic: z.enum(TAG_LOGICS, { error: '标签条件只能是且或或' }).default('or'),
    add_way: queryInt('添加渠道', 0, MAX_INT_ID).optional(),
    channel_code_id: queryId('渠道活码'),
    added_from: dateOnly('添加开始日期'),
    added_to: dateOnly('添加结束日期'),
    /** 'true' lost (no employee relation left), 'false' still a friend of someone. */
    lost: z.enum(['true', 'false'], { error: '流失状态格式不正确' }).optional(),
    /** issue #19: a custom field (/custom-info) and the value it holds (choice or text). */
    field_id: z.coerce.number({ error: '客户字段格式不正确' }).int().positive().optional(),
    field_value: optionalText('字段值', 50),
    /** issue #41: customers at this stage (客户阶段). */
    stage_id: queryId('客户阶段'),
    /** issue #41 待跟进: the customer's latest follow-up asks for a follow-up by now. */
    follow_due: z.enum(['true'], { error: '待跟进筛选格式不正确' }).optional(),
  })
  .refine((query) => !query.added_from || !query.added_to || query.added_from <= query.added_to, {
    error: '添加开始日期不能晚于结束日期',
    path: ['added_from'],
  });
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

export interface TagRef {
  readonly id: number;
  readonly name: string;
  readonly group_name: string;
}

export interface EmployeeRef {
  readonly id: number;
  readonly name: string;
}

export interface CustomerRow {
  readonly id: number;
  readonly external_user_id: string;
  readonly name: string;
  readonly avatar: string;
  readonly type: 1 | 2;
  readonly corp_name: string;
  readonly gender: 0 | 1 | 2;
  /** Employees with an active relation (who added and are still friends). */
  readonly employees: readonly EmployeeRef[];
  readonly tags: readonly TagRef[];
  readonly added_at: string;
  /** The channel code of the latest add, when there was one. */
  readonly channel: { readonly id: number; readonly name: string } | null;
  readonly add_way: AddWay;
  readonly lost: boolean;
}

export interface CustomerRelation {
  readonly employee: EmployeeRef & { readonly department_name: string };
  readonly remark: string;
  readonly description: string;
  readonly add_way: AddWay;
  readonly state: string;
  readonly channel: { readonly id: number; readonly name: string } | null;
  readonly added_at: string;
  readonly deleted_by_customer_at: string | null;
  readonly deleted_by_employee_at: string | null;
}

export interface CustomerDetail extends CustomerRow {
  readonly relations: readonly CustomerRelation[];
  readonly groups: readonly { readonly id: number; readonly name: string }[];
  /** issue #41: the customer's stage (客户阶段). */
  readonly stage: { readonly id: number; readonly name: string } | null;
}

export interface CustomerEvent {
  readonly id: number;
  readonly event_type: CustomerEventType;
  readonly employee: EmployeeRef | null;
  readonly channel: { readonly id: number; readonly name: string } | null;
  readonly content: Record<string, unknown>;
  readonly occurred_at: string;
}

const customerIds = z
  .array(bodyId('客户'), { error: '请选择客户' })
  .min(1, { error: '请选择客户' })
  .max(BATCH_CUSTOMERS_MAX, { error: `一次最多选择${BATCH_CUSTOMERS_MAX}个客户` });

const tagIds = z.array(bodyId('标签'), { error: '标签格式不正确' }).max(200);

export const batchTagSchema = z
  .object({
    customer_ids: customerIds,
    add_tag_ids: tagIds.default([]),
    remove_tag_ids: tagIds.default([]),
  })
  .refine((body) => body.add_tag_ids.length + body.remove_tag_ids.length > 0, {
    error: '请选择要添加或移除的标签',
    path: ['add_tag_ids'],
  });
export type BatchTagBody = z.output<typeof batchTagSchema>;

/** The tags of one customer, replaced as a whole from the detail drawer. */
export const setCustomerTagsSchema = z.object({ tag_ids: tagIds });
export type SetCustomerTagsBody = z.output<typeof setCustomerTagsSchema>;

export interface BatchTagResult {
  readonly customers: number;
  readonly added: number;
  readonly removed: number;
}

// issue #12 and #39: the endpoints of /customer-list, declared once (customer-list-routes.ts,
// free of zod for the page's first paint) and completed here by their schemas.
export const customerList = withSchemas(routes.customerList, { query: customerListQuerySchema });
export const batchTagCustomers = withSchemas(routes.batchTagCustomers, { body: batchTagSchema });
export const customerDetailRead = withSchemas(routes.customerDetailRead, {
  params: idParams('客户编号'),
});
export const customerEvents = withSchemas(routes.customerEvents, {
  params: idParams('客户编号'),
  query: pageQuerySchema,
});
export const setCustomerTags = withSchemas(routes.setCustomerTags, {
  params: idParams('客户编号'),
  body: setCustomerTagsSchema,
});
