// WeCom's customer moments (客户朋友圈, docs/wecom.md "Moments"): add_moment_task starts an
// asynchronous job (jobid) that creates the task; get_moment_task_result answers its state
// (1 started, 2 running, 3 done) and, when done, the moment_id with the senders and tags WeCom
// refused. get_moment_task lists each sender's publish state, get_moment_customer_list the
// customers who can see a sender's post, get_moment_send_result those it reached;
// cancel_moment_task stops a task for senders who have not published.
import { z } from 'zod';
import type { WecomMessage } from './message-attachments';
import type { WecomApi } from './wecom-api';
import { readAnswer } from './wecom-api';

/** WeCom: at most 9 images, or 1 video, or 1 link; text ≤ 2,000 characters. */
export const MOMENT_TEXT_MAX = 2000;
export const MOMENT_PAGE_LIMIT = 1000;

export interface MomentTaskInput {
  readonly message: WecomMessage;
  readonly senderUserIds: readonly string[];
  readonly tagIds: readonly string[];
}

export async function addMomentTask(api: WecomApi, tenantId: string, input: MomentTaskInput) {
  const answer = await api.post(tenantId, 'externalcontact/add_moment_task', {
    ...(input.message.text ? { text: input.message.text } : {}),
    ...(input.message.attachments.length ? { attachments: input.message.attachments } : {}),
    visible_range: {
      sender_list: { user_list: input.senderUserIds },
      ...(input.tagIds.length ? { external_contact_list: { tag_list: input.tagIds } } : {}),
    },
  });
  return readAnswer(z.object({ jobid: z.string() }), answer, 'add_moment_task').jobid;
}

const taskResult = z.object({
  status: z.number().int(),
  result: z
    .object({
      errcode: z.number().int().optional(),
      errmsg: z.string().optional(),
      moment_id: z.string().optional(),
      invalid_sender_list: z
        .object({ user_list: z.array(z.string()).optional() })
        .partial()
        .optional(),
      invalid_external_contact_list: z
        .object({ tag_list: z.array(z.string()).optional() })
        .partial()
        .optional(),
    })
    .optional(),
});

export async function momentTaskResult(api: WecomApi, tenantId: string, jobId: string) {
  const answer = await api.get(tenantId, 'externalcontact/get_moment_task_result', {
    jobid: jobId,
  });
  const read = readAnswer(taskResult, answer, 'get_moment_task_result');
  return {
    done: read.status === 3,
    errcode: read.result?.errcode ?? 0,
    errmsg: read.result?.errmsg ?? '',
    momentId: read.result?.moment_id ?? null,
    invalidSenders: read.result?.invalid_sender_list?.user_list ?? [],
    invalidTags: read.result?.invalid_external_contact_list?.tag_list ?? [],
  };
}

const taskPage = z.object({
  next_cursor: z.string().optional(),
  task_list: z
    .array(z.object({ userid: z.string(), publish_status: z.number().int() }))
    .default([]),
});

/** get_moment_task: every sender and whether it published (1) or not yet (0). */
export async function momentSenders(api: WecomApi, tenantId: string, momentId: string) {
  const senders: { userid: string; published: boolean }[] = [];
  let cursor = '';
  do {
    const answer = await api.post(tenantId, 'externalcontact/get_moment_task', {
      moment_id: momentId,
      limit: MOMENT_PAGE_LIMIT,
      ...(cursor ? { cursor } : {}),
    });
    const page = readAnswer(taskPage, answer, 'get_moment_task');
    for (const task of page.task_list) {
      senders.push({ userid: task.userid, published: task.publish_status === 1 });
    }
    cursor = page.next_cursor ?? '';
  } while (cursor);
  return senders;
}

const customerPage = z.object({
  next_cursor: z.string().optional(),
  customer_list: z.array(z.object({ external_userid: z.string() })).default([]),
});

/** get_moment_customer_list (who can see it) or get_moment_send_result (who it reached). */
export async function momentCustomers(
  api: WecomApi,
  tenantId: string,
  momentId: string,
  userId: string,
  which: 'visible' | 'reached',
): Promise<string[]> {
  const path =
    which === 'visible'
      ? 'externalcontact/get_moment_customer_list'
      : 'externalcontact/get_moment_send_result';
  const customers: string[] = [];
  let cursor = '';
  do {
    const answer = await api.post(tenantId, path, {
      moment_id: momentId,
      userid: userId,
      limit: MOMENT_PAGE_LIMIT,
      ...(cursor ? { cursor } : {}),
    });
    const page = readAnswer(customerPage, answer, path);
    customers.push(...page.customer_list.map((row) => row.external_userid));
    cursor = page.next_cursor ?? '';
  } while (cursor);
  return customers;
}

export async function cancelMomentTask(api: WecomApi, tenantId: string, momentId: string) {
  await api.post(tenantId, 'externalcontact/cancel_moment_task', { moment_id: momentId });
}
