// issue #9 /tag-manage (docs/domain.md §4): company tag groups and tags. Names are unique in their
// group (groups unique in the tenant) and at most 15 characters; several tags at once.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import { bodyId, idParams } from '../fields';
import { withSchemas } from '../schema-ref';
import { requiredText } from '../validation';
import * as routes from './tag-manage-routes';

export * from './tag-manage-routes';

export const TAG_NAME_MAX = 15;
export const TAG_GROUP_NAME_MAX = 15;
/** How many tags one create may carry. */
export const TAGS_PER_CREATE_MAX = 50;

/** Business codes of tags (1090xx). */
export const TAG_ERROR_CODES = {
  tagNotFound: 109001,
  tagGroupNotFound: 109002,
  tagNameTaken: 109003,
  tagGroupNameTaken: 109004,
} as const;

export interface TagRow {
  readonly id: number;
  readonly group_id: number;
  readonly name: string;
  readonly order: number;
  /** How many customers carry it (shown before a delete, issue #9). */
  readonly customer_count: number;
}

export interface TagGroupRow {
  readonly id: number;
  readonly name: string;
  readonly order: number;
  readonly tags: readonly TagRow[];
}

export interface TagSyncReport {
  readonly added: readonly string[];
  readonly updated: readonly string[];
  readonly removed: readonly string[];
  readonly synced_at: string;
}

const tagName = () => requiredText('标签名称', TAG_NAME_MAX);
const groupName = () => requiredText('标签组名称', TAG_GROUP_NAME_MAX);

/** Several names at once: each checked, and no name twice in one request. */
const tagNames = z
  .array(tagName(), { error: '标签名称不能为空' })
  .min(1, { error: '请至少填写一个标签' })
  .max(TAGS_PER_CREATE_MAX, { error: `一次最多添加${TAGS_PER_CREATE_MAX}个标签` })
  .refine((names) => new Set(names).size === names.length, { error: '标签名称不能重复' });

export const createTagGroupSchema = z.object({
  name: groupName(),
  tags: tagNames,
});
export type CreateTagGroupBody = z.output<typeof createTagGroupSchema>;

export const renameTagGroupSchema = z.object({ name: groupName() });
export const addTagsSchema = z.object({ names: tagNames });
export const renameTagSchema = z.object({ name: tagName() });

/** The new order: every id of the list, first to last. */
export const reorderSchema = z.object({
  ids: z
    .array(bodyId('排序'), { error: '排序格式不正确' })
    .min(1, { error: '排序不能为空' })
    .max(1000),
});
export type ReorderBody = z.output<typeof reorderSchema>;

// issue #12: the endpoints of /tag-manage, declared once. The tag groups are a picker's read
// (any signed-in member); writes need the /tag-manage code.
const TAG_GROUPS = '/scrm/v1/customer/tag-groups';

/** The tag groups' read: `counts=true` adds each tag's customer count. */
export const tagGroupListQuerySchema = z.object({ counts: z.enum(['true', 'false']).optional() });
export const tagGroupList = withSchemas(routes.tagGroupList, { query: tagGroupListQuerySchema });

export const createTagGroup = defineEndpoint({
  method: 'POST',
  path: TAG_GROUPS,
  permission: page('/tag-manage'),
  body: createTagGroupSchema,
  response: responseOf<{ id: number }>(),
});

export const reorderTagGroups = defineEndpoint({
  method: 'POST',
  path: `${TAG_GROUPS}/reorder`,
  permission: page('/tag-manage'),
  body: reorderSchema,
  response: responseOf<{ ids: readonly number[] }>(),
});

export const renameTagGroup = defineEndpoint({
  method: 'POST',
  path: `${TAG_GROUPS}/:id`,
  permission: page('/tag-manage'),
  params: idParams(),
  body: renameTagGroupSchema,
  response: responseOf<{ id: number }>(),
});

export const deleteTagGroup = defineEndpoint({
  method: 'DELETE',
  path: `${TAG_GROUPS}/:id`,
  permission: page('/tag-manage'),
  action: 'delete',
  params: idParams(),
  response: responseOf<{ id: number }>(),
});

export const addTags = defineEndpoint({
  method: 'POST',
  path: `${TAG_GROUPS}/:id/tags`,
  permission: page('/tag-manage'),
  params: idParams(),
  body: addTagsSchema,
  response: responseOf<{ added: number }>(),
});

export const reorderTags = defineEndpoint({
  method: 'POST',
  path: `${TAG_GROUPS}/:id/tags/reorder`,
  permission: page('/tag-manage'),
  params: idParams(),
  body: reorderSchema,
  response: responseOf<{ ids: readonly number[] }>(),
});

export const syncTags = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/tags/sync',
  permission: page('/tag-manage'),
  response: responseOf<TagSyncReport>(),
});

export const renameTag = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/customer/tags/:id',
  permission: page('/tag-manage'),
  params: idParams(),
  body: renameTagSchema,
  response: responseOf<{ id: number }>(),
});

export const deleteTag = defineEndpoint({
  method: 'DELETE',
  path: '/scrm/v1/customer/tags/:id',
  permission: page('/tag-manage'),
  action: 'delete',
  params: idParams(),
  response: responseOf<{ id: number }>(),
});
