// WeCom corp tags for the adapter: get_corp_tag_list, add_corp_tag (a new group with its
// tags, or tags into an existing group), edit_corp_tag, del_corp_tag and mark_tag. Tag and
// group names are at most 30 characters on WeCom.
import { z } from 'zod';
import type { PlatformTagGroup } from '../adapter';
import type { WecomApi } from './wecom-api';
import { readAnswer } from './wecom-api';

const tagShape = z.object({
  id: z.string(),
  name: z.string(),
  order: z.number().int().default(0),
  deleted: z.boolean().optional(),
});
const groupShape = z.object({
  group_id: z.string(),
  group_name: z.string(),
  order: z.number().int().default(0),
  deleted: z.boolean().optional(),
  tag: z.array(tagShape).default([]),
});

function toGroup(group: z.infer<typeof groupShape>): PlatformTagGroup {
  return {
    platformId: group.group_id,
    name: group.group_name,
    order: group.order,
    tags: group.tag
      .filter((tag) => !tag.deleted)
      .map((tag) => ({ platformId: tag.id, name: tag.name, order: tag.order })),
  };
}

export async function listCorpTags(api: WecomApi, tenantId: string): Promise<PlatformTagGroup[]> {
  const answer = await api.post(tenantId, 'externalcontact/get_corp_tag_list', {});
  const { tag_group: groups } = readAnswer(
    z.object({ tag_group: z.array(groupShape).default([]) }),
    answer,
    'get_corp_tag_list',
  );
  return groups.filter((group) => !group.deleted).map(toGroup);
}

export async function addCorpTags(
  api: WecomApi,
  tenantId: string,
  group: { platformId?: string; name: string },
  names: readonly string[],
): Promise<PlatformTagGroup> {
  const body = {
    ...(group.platformId ? { group_id: group.platformId } : { group_name: group.name }),
    tag: names.map((name) => ({ name })),
  };
  const answer = await api.post(tenantId, 'externalcontact/add_corp_tag', body);
  return toGroup(readAnswer(z.object({ tag_group: groupShape }), answer, 'add_corp_tag').tag_group);
}

export async function editCorpTag(
  api: WecomApi,
  tenantId: string,
  platformId: string,
  name: string,
  order?: number,
): Promise<void> {
  const body = order === undefined ? { id: platformId, name } : { id: platformId, name, order };
  await api.post(tenantId, 'externalcontact/edit_corp_tag', body);
}

/** del_corp_tag takes tag ids and group ids apart; ours are told apart by the group list. */
export async function deleteCorpTags(
  api: WecomApi,
  tenantId: string,
  platformIds: readonly string[],
): Promise<void> {
  if (platformIds.length === 0) return;
  const groups = new Set((await listCorpTags(api, tenantId)).map((group) => group.platformId));
  const groupIds = platformIds.filter((id) => groups.has(id));
  const tagIds = platformIds.filter((id) => !groups.has(id));
  await api.post(tenantId, 'externalcontact/del_corp_tag', {
    ...(tagIds.length ? { tag_id: tagIds } : {}),
    ...(groupIds.length ? { group_id: groupIds } : {}),
  });
}

export async function markTags(
  api: WecomApi,
  tenantId: string,
  pair: { userId: string; externalUserId: string },
  add: readonly string[],
  remove: readonly string[],
): Promise<void> {
  if (add.length === 0 && remove.length === 0) return;
  await api.post(tenantId, 'externalcontact/mark_tag', {
    userid: pair.userId,
    external_userid: pair.externalUserId,
    ...(add.length ? { add_tag: [...add] } : {}),
    ...(remove.length ? { remove_tag: [...remove] } : {}),
  });
}

/** externalcontact/remark: WeCom keeps remark ≤ 20 and description ≤ 150 characters. */
export async function remark(
  api: WecomApi,
  tenantId: string,
  pair: { userId: string; externalUserId: string },
  text: string,
  description: string,
): Promise<void> {
  await api.post(tenantId, 'externalcontact/remark', {
    userid: pair.userId,
    external_userid: pair.externalUserId,
    remark: text.slice(0, 20),
    description: description.slice(0, 150),
  });
}
