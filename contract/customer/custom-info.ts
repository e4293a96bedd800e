// issue #19 /custom-info 客户字段 (docs/domain.md §4: [MC] mc_contact_field types, [KJ] phone/email/
// region, [OS] fixed fields with display rules): the field definitions, their per-type value
// rules (shared by the console's inputs and the server), and the customer's values.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import { bodyId, idParams, isRealDate, safeText } from '../fields';
import { OPTION_FIELD_TYPES } from './custom-info-routes';

export * from './custom-info-routes';

export const FIELD_TYPES = [
  'text',
  'radio',
  'checkbox',
  'select',
  'date',
  'datetime',
  'number',
  'rate',
  'phone',
  'email',
  'region',
  'file',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
/** [OS] fixed fields: always present, name and type fixed, display rules editable. */
export const SYSTEM_FIELDS = [
  { key: 'phone', name: '手机号', type: 'phone' },
  { key: 'birthday', name: '生日', type: 'date' },
  { key: 'email', name: '邮箱', type: 'email' },
  { key: 'address', name: '地址', type: 'text' },
  { key: 'company', name: '公司', type: 'text' },
] as const satisfies readonly { key: string; name: string; type: FieldType }[];

export const FIELD_NAME_MAX = 20;
export const FIELD_OPTION_MAX = 30;

export interface CustomFieldRow {
  readonly id: number;
  readonly name: string;
  readonly type: FieldType;
  readonly options: readonly string[];
  readonly sort_order: number;
  readonly required: boolean;
  readonly show_in_list: boolean;
  readonly show_in_detail: boolean;
  readonly show_in_sidebar: boolean;
  readonly enabled: boolean;
  /** '' for a custom field; phone, birthday… for a system one. */
  readonly system_key: string;
  /** Customers with a value. */
  readonly filled: number;
}

export type FieldValue = string | number | string[];

const optionList = z
  .array(safeText('选项', FIELD_OPTION_MAX, 1), { error: '选项格式不正确' })
  .max(50, { error: '选项最多50个' });

export const customFieldBody = z
  .object({
    name: safeText('字段名称', FIELD_NAME_MAX, 1),
    type: z.enum(FIELD_TYPES, { error: '字段类型不正确' }),
    options: optionList.default([]),
    required: z.boolean({ error: '是否必填格式不正确' }).default(false),
    show_in_list: z.boolean({ error: '列表显示格式不正确' }).default(false),
    show_in_detail: z.boolean({ error: '详情显示格式不正确' }).default(true),
    show_in_sidebar: z.boolean({ error: '侧边栏显示格式不正确' }).default(true),
    enabled: z.boolean({ error: '启用状态格式不正确' }).default(true),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!OPTION_FIELD_TYPES.has(body.type)) return;
    if (body.options.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: '选项不能为空，至少添加一个' });
    }
    if (new Set(body.options).size !== body.options.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: '选项不能重复' });
    }
  });
export type CustomFieldBody = z.output<typeof customFieldBody>;

const PHONE = /^1\d{10}$|^0\d{2,3}-?\d{7,8}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The rule of one value for a field (issue #19 "custom field validation per type"): answers
 * a Chinese message naming the field, or null when the value fits. Empty values are "no value".
 */
export function fieldValueError(
  field: Pick<CustomFieldRow, 'name' | 'type' | 'options'>,
  value: unknown,
): string | null {
  const name = field.name;
  switch (field.type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : `${name}必须是数字`;
    case 'rate':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5
        ? null
        : `${name}应为1到5星`;
    case 'checkbox':
      return Array.isArray(value) &&
        value.length > 0 &&
        value.every((item) => typeof item === 'string' && field.options.includes(item))
        ? null
        : `${name}只能选择已有选项`;
    default:
      break;
  }
  if (typeof value !== 'string' || value.trim() === '') return `${name}格式不正确`;
  const text = value.trim();
  switch (field.type) {
    case 'radio':
    case 'select':
      return field.options.includes(text) ? null : `${name}只能选择已有选项`;
    case 'date':
      return isRealDate(text) ? null : `${name}不是有效日期，应为YYYY-MM-DD`;
    case 'datetime': {
      const match = DATETIME.exec(text);
      return match?.[1] && isRealDate(match[1]) ? null : `${name}应为YYYY-MM-DD HH:mm`;
    }
    case 'phone':
      return PHONE.test(text) ? null : `${name}不是有效的电话号码`;
    case 'email':
      return EMAIL.test(text) && text.length <= 100 ? null : `${name}不是有效的邮箱`;
    default:
      return text.length <= 200 ? null : `${name}长度不能超过200个字符`;
  }
}

const fieldValue = z.union([
  z.string({ error: '字段值格式不正确' }).max(500, { error: '字段值过长' }),
  z.number({ error: '字段值格式不正确' }),
  z.array(z.string().max(FIELD_OPTION_MAX)).max(50),
  z.null(),
]);

export const saveFieldValuesBody = z
  .object({
    values: z
      .array(z.object({ field_id: bodyId('字段'), value: fieldValue }).strict())
      .max(100, { error: '字段过多' }),
  })
  .strict();

export interface CustomerFieldValue {
  readonly field: CustomFieldRow;
  readonly value: FieldValue | null;
}

export const listCustomFields = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/custom-fields',
  permission: page('/custom-info'),
  response: responseOf<CustomFieldRow[]>(),
});
/** The enabled fields, for the customer list's filter and the detail (any customer page). */
export const createCustomField = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/custom-fields',
  permission: page('/custom-info'),
  body: customFieldBody,
  response: responseOf<{ id: number }>(),
});
export const updateCustomField = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/custom-fields/:id',
  permission: page('/custom-info'),
  params: idParams('字段编号'),
  body: customFieldBody,
  response: responseOf<{ id: number }>(),
});
export const deleteCustomField = defineEndpoint({
  method: 'DELETE',
  path: '/scrm/v1/customer/custom-fields/:id',
  permission: page('/custom-info'),
  action: 'delete',
  params: idParams('字段编号'),
  response: responseOf<null>(),
});
export const reorderCustomFields = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/custom-fields-order',
  permission: page('/custom-info'),
  body: z.object({ ids: z.array(bodyId('字段')).min(1).max(200) }).strict(),
  response: responseOf<null>(),
});
export const customerFieldValues = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/customer/customers/:id/fields',
  permission: page('/customer-list'),
  scoped: true,
  params: idParams('客户编号'),
  response: responseOf<CustomerFieldValue[]>(),
});
export const saveCustomerFieldValues = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/customers/:id/fields',
  permission: page('/customer-list'),
  scoped: true,
  params: idParams('客户编号'),
  body: saveFieldValuesBody,
  response: responseOf<null>(),
});

export const CUSTOM_FIELD_ERRORS = {
  nameTaken: 119101,
  notFound: 119102,
  invalidValue: 119103,
  systemField: 119104,
} as const;
