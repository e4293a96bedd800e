// issue #39 (docs/architecture.md "Styling" point 7): /customer-list's endpoints as its first
// paint imports them, without a zod value: method, path, permission and the input types
// (`schemaRef`). contract/customer/customer-list.ts holds the schemas and completes each
// declaration (`withSchemas`); the server and the forms import that module, which re-exports
// these constants.
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import type { IdParams } from '../fields';
import { schemaRef } from '../schema-ref';
import type {
  BatchTagResult,
  CustomerDetail,
  CustomerEvent,
  CustomerRow,
  batchTagSchema,
  customerListQuerySchema,
  setCustomerTagsSchema,
} from './customer-list';
import type { pageQuerySchema } from '../company/mail-list';

/** docs/domain.md §0: how the relation came about (the platform's add_way). */
export const ADD_WAYS = {
  0: '未知来源',
  1: '扫描二维码',
  2: '搜索手机号',
  3: '名片分享',
  4: '群聊',
  5: '手机通讯录',
  6: '微信联系人',
  8: '安装第三方应用时自动添加',
  9: '搜索邮箱',
  201: '内部成员共享',
  202: '管理员/负责人分配',
} as const;
export type AddWay = keyof typeof ADD_WAYS;
export const ADD_WAY_VALUES = Object.keys(ADD_WAYS).map(Number) as AddWay[];

// issue #12: the endpoints of /customer-list, declared once.
const CUSTOMERS = '/scrm/v1/customer/customers';

export const customerList = defineEndpoint({
  method: 'GET',
  path: CUSTOMERS,
  permission: page('/customer-list'),
  scoped: true,
  query: schemaRef<typeof customerListQuerySchema>(),
  response: responseOf<ListData<CustomerRow>>(),
});

export const batchTagCustomers = defineEndpoint({
  method: 'POST',
  path: `${CUSTOMERS}/batch-tags`,
  permission: page('/customer-list'),
  scoped: true,
  body: schemaRef<typeof batchTagSchema>(),
  response: responseOf<BatchTagResult>(),
});

export const customerDetailRead = defineEndpoint({
  method: 'GET',
  path: `${CUSTOMERS}/:id`,
  permission: page('/customer-list'),
  scoped: true,
  params: schemaRef<IdParams>(),
  response: responseOf<CustomerDetail>(),
});

export const customerEvents = defineEndpoint({
  method: 'GET',
  path: `${CUSTOMERS}/:id/events`,
  permission: page('/customer-list'),
  scoped: true,
  params: schemaRef<IdParams>(),
  query: schemaRef<typeof pageQuerySchema>(),
  response: responseOf<ListData<CustomerEvent>>(),
});

export const setCustomerTags = defineEndpoint({
  method: 'POST',
  path: `${CUSTOMERS}/:id/tags`,
  permission: page('/customer-list'),
  scoped: true,
  params: schemaRef<IdParams>(),
  body: schemaRef<typeof setCustomerTagsSchema>(),
  response: responseOf<{ added: number; removed: number }>(),
});
