// issue #39 (docs/architecture.md "Styling" point 7): the endpoints of /channel-code (and its
// code-form and statistics children) as the list's first paint imports them, without a zod
// value: method, path, permission and the input types (`schemaRef`).
// contract/acquiring/channel-code.ts holds the schemas, completes each declaration
// (`withSchemas`) and re-exports these.
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import type { IdParams } from '../fields';
import { schemaRef } from '../schema-ref';
import type {
  ChannelCodeDetail,
  ChannelCodeGroupRow,
  ChannelCodeRow,
  ChannelCodeStatistics,
  channelCodeFormSchema,
  channelCodeGroupSchema,
  channelCodeListQuerySchema,
  moveCodesSchema,
  statisticsQuerySchema,
} from './channel-code';

// issue #12: the endpoints of /channel-code, declared once.
const GROUPS = '/scrm/v1/acquiring/channel-code/groups';
const CODES = '/scrm/v1/acquiring/channel-codes';
const CHANNEL_CODE = page('/channel-code');

export const channelCodeGroupList = defineEndpoint({
  method: 'GET',
  path: GROUPS,
  permission: CHANNEL_CODE,
  response: responseOf<ChannelCodeGroupRow[]>(),
});

export const createChannelCodeGroup = defineEndpoint({
  method: 'POST',
  path: GROUPS,
  permission: CHANNEL_CODE,
  body: schemaRef<typeof channelCodeGroupSchema>(),
  response: responseOf<{ id: number | undefined }>(),
});

export const renameChannelCodeGroup = defineEndpoint({
  method: 'POST',
  path: `${GROUPS}/:id`,
  permission: CHANNEL_CODE,
  params: schemaRef<IdParams>(),
  body: schemaRef<typeof channelCodeGroupSchema>(),
  response: responseOf<{ id: number }>(),
});

export const deleteChannelCodeGroup = defineEndpoint({
  method: 'DELETE',
  path: `${GROUPS}/:id`,
  permission: CHANNEL_CODE,
  action: 'delete',
  params: schemaRef<IdParams>(),
  response: responseOf<{ id: number; moved_to: number }>(),
});

export const channelCodeList = defineEndpoint({
  method: 'GET',
  path: CODES,
  permission: CHANNEL_CODE,
  query: schemaRef<typeof channelCodeListQuerySchema>(),
  response: responseOf<ListData<ChannelCodeRow>>(),
});

export const createChannelCode = defineEndpoint({
  method: 'POST',
  path: CODES,
  permission: CHANNEL_CODE,
  body: schemaRef<typeof channelCodeFormSchema>(),
  response: responseOf<{ id: number | undefined }>(),
});

export const moveChannelCodes = defineEndpoint({
  method: 'POST',
  path: `${CODES}/move`,
  permission: CHANNEL_CODE,
  body: schemaRef<typeof moveCodesSchema>(),
  response: responseOf<{ moved: number }>(),
});

export const channelCodeDetail = defineEndpoint({
  method: 'GET',
  path: `${CODES}/:id`,
  permission: CHANNEL_CODE,
  params: schemaRef<IdParams>(),
  response: responseOf<ChannelCodeDetail>(),
});

export const updateChannelCode = defineEndpoint({
  method: 'POST',
  path: `${CODES}/:id`,
  permission: CHANNEL_CODE,
  params: schemaRef<IdParams>(),
  body: schemaRef<typeof channelCodeFormSchema>(),
  response: responseOf<{ id: number }>(),
});

export const copyChannelCode = defineEndpoint({
  method: 'POST',
  path: `${CODES}/:id/copy`,
  permission: CHANNEL_CODE,
  params: schemaRef<IdParams>(),
  response: responseOf<{ id: number | undefined }>(),
});

export const deleteChannelCode = defineEndpoint({
  method: 'DELETE',
  path: `${CODES}/:id`,
  permission: CHANNEL_CODE,
  action: 'delete',
  params: schemaRef<IdParams>(),
  response: responseOf<{ id: number }>(),
});

export const channelCodeStatistics = defineEndpoint({
  method: 'GET',
  path: `${CODES}/:id/statistics`,
  permission: CHANNEL_CODE,
  params: schemaRef<IdParams>(),
  query: schemaRef<typeof statisticsQuerySchema>(),
  response: responseOf<ChannelCodeStatistics>(),
});
