// externalcontact get_corp_tag_list / add_corp_tag / edit_corp_tag / del_corp_tag, mark_tag
// and remark. Names ≤ 30 characters; an unknown tag or group id answers 40068; a pair that is
// not a relation answers 84061; an unknown member 40003.
import { z } from 'zod';
import { refusal } from '../fake-checks';
import type { FakeRoute } from '../fake-types';
import { corpOf, relationExists, userKnown } from '../fake-corp-context';
import { tagIdsOf } from '../fake-corp';

const name = z.string().min(1).max(30);
const addBody = z.object({
  group_id: z.string().optional(),
  group_name: name.optional(),
  order: z.number().int().optional(),
  tag: z.array(z.object({ name, order: z.number().int().optional() })).min(1),
  agentid: z.number().int().optional(),
});
const editBody = z.object({
  id: z.string(),
  name: name.optional(),
  order: z.number().int().optional(),
});
const delBody = z.object({
  tag_id: z.array(z.string()).optional(),
  group_id: z.array(z.string()).optional(),
});
const pair = { userid: z.string(), external_userid: z.string() };
const markBody = z.object({
  ...pair,
  add_tag: z.array(z.string()).optional(),
  remove_tag: z.array(z.string()).optional(),
});
const remarkBody = z.object({
  ...pair,
  remark: z.string().max(20).optional(),
  description: z.string().max(150).optional(),
  remark_company: z.string().max(20).optional(),
  remark_mobiles: z.array(z.string()).optional(),
  remark_pic_mediaid: z.string().optional(),
});

const post = (api: string, body: z.ZodType, handle: FakeRoute['handle']): FakeRoute => ({
  method: 'POST',
  api: `externalcontact/${api}`,
  permission: 'externalcontact',
  body,
  handle,
});

export const routes: readonly FakeRoute[] = [
  post('get_corp_tag_list', delBody, (context) => {
    const input = delBody.parse(context.request.body ?? {});
    let groups = corpOf(context).tagGroups;
    if (input.group_id?.length) groups = groups.filter((g) => input.group_id?.includes(g.group_id));
    if (input.tag_id?.length) {
      groups = groups
        .map((g) => ({ ...g, tag: g.tag.filter((t) => input.tag_id?.includes(t.id)) }))
        .filter((g) => g.tag.length > 0);
    }
    return { tag_group: groups };
  }),
  post('add_corp_tag', addBody, (context) => {
    const corp = corpOf(context);
    const input = addBody.parse(context.request.body);
    let group = input.group_id
      ? corp.tagGroups.find((item) => item.group_id === input.group_id)
      : corp.tagGroups.find((item) => item.group_name === input.group_name);
    if (input.group_id && !group) return refusal(40068, 'invalid tagid');
    if (!group) {
      if (!input.group_name) return refusal(40058, 'missing required parameter: group_name');
      group = {
        group_id: corp.nextId('etgroup'),
        group_name: input.group_name,
        order: input.order ?? 0,
        create_time: corp.now(),
        tag: [],
      };
      corp.tagGroups.push(group);
    }
    const added = input.tag.map((tag) => ({
      id: corp.nextId('ettag'),
      name: tag.name,
      order: tag.order ?? 0,
      create_time: corp.now(),
    }));
    group.tag.push(...added);
    return { tag_group: { ...group, tag: added } };
  }),
  post('edit_corp_tag', editBody, (context) => {
    const corp = corpOf(context);
    const input = editBody.parse(context.request.body);
    const group = corp.tagGroups.find((item) => item.group_id === input.id);
    const tag = corp.tagGroups.flatMap((item) => item.tag).find((item) => item.id === input.id);
    if (!group && !tag) return refusal(40068, 'invalid tagid');
    if (group && input.name !== undefined) group.group_name = input.name;
    if (tag && input.name !== undefined) tag.name = input.name;
    const target = group ?? tag;
    if (target && input.order !== undefined) target.order = input.order;
    return {};
  }),
  post('del_corp_tag', delBody, (context) => {
    const corp = corpOf(context);
    const { tag_id: tagIds = [], group_id: groupIds = [] } = delBody.parse(context.request.body);
    if (tagIds.length + groupIds.length === 0) return refusal(40058, 'tag_id and group_id empty');
    const known = new Set([...tagIdsOf(corp), ...corp.tagGroups.map((group) => group.group_id)]);
    if ([...tagIds, ...groupIds].some((id) => !known.has(id)))
      return refusal(40068, 'invalid tagid');
    corp.tagGroups = corp.tagGroups
      .filter((group) => !groupIds.includes(group.group_id))
      .map((group) => ({ ...group, tag: group.tag.filter((tag) => !tagIds.includes(tag.id)) }));
    return {};
  }),
  post('mark_tag', markBody, (context) => {
    const corp = corpOf(context);
    const input = markBody.parse(context.request.body);
    if (!userKnown(context, input.userid)) return refusal(40003, 'invalid userid');
    if (!relationExists(corp, input.userid, input.external_userid)) {
      return refusal(84061, 'not external contact');
    }
    const known = new Set(tagIdsOf(corp));
    if ([...(input.add_tag ?? []), ...(input.remove_tag ?? [])].some((id) => !known.has(id))) {
      return refusal(40068, 'invalid tagid');
    }
    corp.markedTags.push(input);
    return {};
  }),
  post('remark', remarkBody, (context) => {
    const corp = corpOf(context);
    const input = remarkBody.parse(context.request.body);
    if (!userKnown(context, input.userid)) return refusal(40003, 'invalid userid');
    if (!relationExists(corp, input.userid, input.external_userid)) {
      return refusal(84061, 'not external contact');
    }
    corp.remarks.push(input);
    return {};
  }),
];
