// externalcontact/add_moment_task, get_moment_task_result (GET ?jobid), get_moment_task,
// get_moment_customer_list, get_moment_send_result, cancel_moment_task (state in
// ../fake-moments.ts). Enforced: text ≤ 2,000 characters; text and attachments not both empty
// (41033); ≤ 9 images, or 1 video, or 1 link, never mixed (40058); attachment media ids must
// come from media/upload_attachment and be alive (40007); unknown senders and tags come back
// in the job result's invalid lists; pages ≤ 1,000.
import { z } from 'zod';
import { refusal } from '../fake-checks';
import { corpOf, decodeCursor, encodeCursor, userKnown } from '../fake-corp-context';
import { deadMediaIn, mediaIdsIn } from '../fake-media';
import { momentAudience, momentState } from '../fake-moments';
import { tagIdsOf } from '../fake-corp';
import type { FakeContext, FakeRoute } from '../fake-types';

const addBody = z.object({
  text: z.object({ content: z.string() }).optional(),
  attachments: z
    .array(z.object({ msgtype: z.enum(['image', 'video', 'link']) }).passthrough())
    .optional(),
  visible_range: z
    .object({
      sender_list: z
        .object({
          user_list: z.array(z.string()).optional(),
          department_list: z.array(z.number()).optional(),
        })
        .optional(),
      external_contact_list: z.object({ tag_list: z.array(z.string()).optional() }).optional(),
    })
    .optional(),
});
const page = { cursor: z.string().optional(), limit: z.number().int().optional() };
const momentBody = z.object({ moment_id: z.string(), ...page });
const senderBody = z.object({ moment_id: z.string(), userid: z.string(), ...page });

function paged<T>(items: readonly T[], input: { cursor?: string; limit?: number }) {
  const limit = Math.min(Math.max(input.limit ?? 500, 1), 1000);
  const offset = input.cursor ? (decodeCursor<{ o: number }>(input.cursor)?.o ?? 0) : 0;
  const next = offset + limit < items.length ? encodeCursor({ o: offset + limit }) : '';
  return { slice: items.slice(offset, offset + limit), next };
}

const momentOf = (context: FakeContext, id: string) => {
  const moment = momentState(context.state).moments.get(id);
  return moment && moment.corpId === context.corp.corpId ? moment : undefined;
};

function attachmentsRefusal(context: FakeContext, input: z.infer<typeof addBody>) {
  const list = input.attachments ?? [];
  const kinds = new Set(list.map((a) => a.msgtype));
  if (kinds.size > 1) return refusal(40058, 'invalid attachments msgtype');
  const limit = kinds.has('image') ? 9 : 1;
  if (list.length > limit) return refusal(40058, 'invalid attachments size');
  const ids = mediaIdsIn(list);
  if (ids.some((id) => !id.startsWith('attach-')) || deadMediaIn(context, list)) {
    return refusal(40007, 'invalid media_id');
  }
  return undefined;
}

const post = (api: string, body: z.ZodType, handle: FakeRoute['handle']): FakeRoute => ({
  method: 'POST',
  api: `externalcontact/${api}`,
  permission: 'externalcontact',
  body,
  handle,
});

export const routes: readonly FakeRoute[] = [
  post('add_moment_task', addBody, (context) => {
    const input = addBody.parse(context.request.body);
    const text = input.text?.content ?? '';
    if (!text && !input.attachments?.length) return refusal(41033, 'missing content');
    if ([...text].length > 2000) return refusal(40058, 'invalid text size');
    const bad = attachmentsRefusal(context, input);
    if (bad) return bad;
    const corp = corpOf(context);
    const requested =
      input.visible_range?.sender_list?.user_list ?? context.corp.users.map((u) => u.userid);
    const tags = input.visible_range?.external_contact_list?.tag_list ?? [];
    const knownTags = new Set(tagIdsOf(corp));
    const state = momentState(context.state);
    const momentId = corp.nextId('mom');
    const jobid = corp.nextId('job');
    state.moments.set(momentId, {
      momentId,
      corpId: context.corp.corpId,
      senders: requested.filter((id) => userKnown(context, id)),
      tags: tags.filter((id) => knownTags.has(id)),
      body: input as Record<string, unknown>,
      published: new Set(),
      cancelled: false,
    });
    state.jobs.set(jobid, {
      jobid,
      momentId,
      reads: 0,
      invalidSenders: requested.filter((id) => !userKnown(context, id)),
      invalidTags: tags.filter((id) => !knownTags.has(id)),
    });
    return { jobid };
  }),
  {
    method: 'GET',
    api: 'externalcontact/get_moment_task_result',
    permission: 'externalcontact',
    query: z.object({ jobid: z.string() }),
    handle(context) {
      const job = momentState(context.state).jobs.get(context.request.query.jobid ?? '');
      if (!job) return refusal(40058, 'invalid jobid');
      job.reads += 1;
      if (job.reads === 1) return { status: 2, type: 'add_moment_task' };
      return {
        status: 3,
        type: 'add_moment_task',
        result: {
          errcode: 0,
          errmsg: 'ok',
          moment_id: job.momentId,
          invalid_sender_list: { user_list: job.invalidSenders },
          invalid_external_contact_list: { tag_list: job.invalidTags },
        },
      };
    },
  },
  post('get_moment_task', momentBody, (context) => {
    const input = momentBody.parse(context.request.body);
    const moment = momentOf(context, input.moment_id);
    if (!moment) return refusal(40058, 'invalid moment_id');
    const { slice, next } = paged(moment.senders, input);
    return {
      ...(next ? { next_cursor: next } : {}),
      task_list: slice.map((userid) => ({
        userid,
        publish_status: moment.published.has(userid) ? 1 : 0,
      })),
    };
  }),
  ...(['get_moment_customer_list', 'get_moment_send_result'] as const).map((api) =>
    post(api, senderBody, (context) => {
      const input = senderBody.parse(context.request.body);
      const moment = momentOf(context, input.moment_id);
      if (!moment) return refusal(40058, 'invalid moment_id');
      const reached = api === 'get_moment_customer_list' || moment.published.has(input.userid);
      const audience = reached ? momentAudience(corpOf(context), moment, input.userid) : [];
      const { slice, next } = paged(audience, input);
      return {
        ...(next ? { next_cursor: next } : {}),
        customer_list: slice.map((external_userid) => ({ userid: input.userid, external_userid })),
      };
    }),
  ),
  post('cancel_moment_task', momentBody, (context) => {
    const moment = momentOf(context, momentBody.parse(context.request.body).moment_id);
    if (!moment) return refusal(40058, 'invalid moment_id');
    moment.cancelled = true;
    return {};
  }),
];
