// issue #17: the handlers of one mass-send page (/private-chat or /group-chat). Every read
// first moves the tenant's sends forward (scheduled → sending, confirmed → delivered), by at
// most one small budget of recipients; the job runner (issue #14) does the rest.
import type { FastifyInstance } from 'fastify';
import type { GroupFilter, PrivateFilter } from '../../../../contract/reach/mass-send';
import { MASS_CHANNELS } from '../../../../contract/reach/mass-send';
import type { massSendEndpoints } from '../../../../contract/reach/mass-send-endpoints';
import type { MessageContent } from '../../../../contract/message-content';
import { wecomMassRefusal } from '../../../../contract/message-content';
import type { RouteDeps } from '../../../http/app-deps';
import type { DataScope } from '../../../http/auth/data-scope';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BodyValidationError, HttpError } from '../../../http/http-errors';
import { createMassSendPlatform } from '../../../platform/mass-send-adapter';
import { tenantPlatformKind } from '../../../platform/wecom/tenant-platform';
import { enqueueAdvance } from './advance-job';
import { countRecipients, createSend } from './create-send';
import type { NewSend } from './create-send';
import { updateScheduledSend } from './edit-send';
import { advanceSends, READ_DELIVERY_BUDGET } from './deliver-sends';
import { enqueueFanOut } from './fan-out-job';
import {
  checkGroupFilter,
  checkPrivateFilter,
  groupRecipientsSql,
  privateRecipientsSql,
} from './recipient-match';
import type { TargetRange } from './recipient-match';
import { checkSend, groupSkippedSql, privateSkippedSql } from './send-check';
import { cancelSend, remindEmployees } from './send-commands';
import { listSends, sendDetail, sendInScope, sendRecipients, sendTasks } from './send-queries';

type Endpoints = ReturnType<typeof massSendEndpoints>;

interface SendInput {
  name: string;
  filter: unknown;
  message: MessageContent;
  send_type: 'now' | 'scheduled';
  send_at?: string;
}

export function registerMassSendRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  channelName: 'private' | 'group',
  endpoints: Endpoints,
): void {
  const { db } = deps;
  const platform = createMassSendPlatform(db, deps.dbKind);
  const channel = MASS_CHANNELS[channelName];
  const now = () => new Date(deps.now());
  // A read moves sends forward by a bounded amount (a large send is the job's work).
  const advance = (tenantId: string) =>
    advanceSends(db, platform, tenantId, now(), { maxRecipients: READ_DELIVERY_BUDGET });
  const recipientsOf = async (tenantId: string, filter: unknown) => {
    if (channelName === 'private') {
      await checkPrivateFilter(db, tenantId, filter as PrivateFilter);
      return (range?: TargetRange) =>
        privateRecipientsSql(db, tenantId, filter as PrivateFilter, range);
    }
    await checkGroupFilter(db, tenantId, filter as GroupFilter);
    return (range?: TargetRange) =>
      Promise.resolve(groupRecipientsSql(tenantId, filter as GroupFilter, range));
  };
  const emptyMessage =
    channelName === 'private' ? '筛选条件没有匹配到任何客户' : '没有匹配到任何客户群';

  // issue #41: a send outside the user's data scope is answered as not found.
  const assertInScope = async (tenantId: string, id: number, scope: DataScope) => {
    if (!(await sendInScope(db, tenantId, channel, id, scope))) {
      throw new HttpError(404, '群发任务不存在');
    }
  };

  registerEndpoint(app, endpoints.list, async ({ tenantId, query, scope }) => {
    await advance(tenantId);
    return listSends(db, tenantId, channel, query as never, scope);
  });
  registerEndpoint(app, endpoints.preview, async ({ tenantId, body }) => {
    const filter = (body as { filter: unknown }).filter;
    const counted = await countRecipients(db, await (await recipientsOf(tenantId, filter))());
    const at = now();
    return {
      matched: counted.matched,
      employees: counted.employees,
      at_limit: (await platform.atLimit(tenantId, channel, counted.ids, at)).size,
      monthly_limit: await platform.monthlyLimit(tenantId, at),
    };
  });
  // docs/wecom.md "No per-customer variables in a WeCom mass send": on WeCom one text goes to
  // every customer of a task, so {客户昵称} is refused before anything is written.
  const refuseRawVariables = async (tenantId: string, input: SendInput) => {
    if (channelName !== 'private') return;
    const refused = wecomMassRefusal(input.message.text);
    if (refused && (await tenantPlatformKind(db, tenantId)) === 'wecom') {
      throw new BodyValidationError(refused, 'message.text');
    }
  };
  const newSend = async (tenantId: string, input: SendInput): Promise<NewSend> => ({
    channel,
    name: input.name,
    filter: input.filter as Record<string, unknown>,
    message: input.message,
    sendType: input.send_type,
    sendAt: input.send_at,
    recipients: await recipientsOf(tenantId, input.filter),
    emptyMessage,
  });
  // A large send answers at once in 准备中; the job creates the rest of its recipients.
  const startJobs = async (
    tenantId: string,
    made: { id: number; preparing: boolean },
    input: SendInput,
    round = '',
  ) => {
    if (made.preparing) await enqueueFanOut(deps, tenantId, made.id, round);
    const startAt = input.send_type === 'now' ? now() : new Date(input.send_at ?? '');
    await enqueueAdvance(deps, tenantId, made.id, startAt, round);
    await advance(tenantId);
  };
  registerEndpoint(app, endpoints.check, async ({ tenantId, body }) => {
    const filter = (body as { filter: unknown }).filter;
    const recipients = await (await recipientsOf(tenantId, filter))();
    const skipped =
      channelName === 'private'
        ? await privateSkippedSql(db, tenantId, filter as PrivateFilter)
        : groupSkippedSql(tenantId, filter as GroupFilter);
    return checkSend(db, platform, tenantId, channel, recipients, skipped, now());
  });
  registerEndpoint(app, endpoints.create, async ({ tenantId, userId, body }) => {
    const input = body as SendInput;
    await refuseRawVariables(tenantId, input);
    const created = await createSend(
      db,
      platform,
      tenantId,
      userId,
      await newSend(tenantId, input),
      now(),
    );
    await startJobs(tenantId, created, input);
    return created;
  });
  registerEndpoint(app, endpoints.update, async ({ tenantId, params, body, scope }) => {
    await assertInScope(tenantId, params.id, scope);
    const input = body as SendInput;
    await refuseRawVariables(tenantId, input);
    // Reads first move a send whose time has come to 发送中, so the edit sees it started.
    await advance(tenantId);
    const at = now();
    const updated = await updateScheduledSend(
      db,
      platform,
      tenantId,
      params.id,
      await newSend(tenantId, input),
      at,
    );
    await startJobs(tenantId, updated, input, `:edit${at.getTime()}`);
    return updated;
  });
  registerEndpoint(app, endpoints.detail, async ({ tenantId, params, scope }) => {
    await assertInScope(tenantId, params.id, scope);
    await advance(tenantId);
    return sendDetail(db, tenantId, channel, params.id);
  });
  registerEndpoint(app, endpoints.tasks, async ({ tenantId, params, scope }) => {
    await assertInScope(tenantId, params.id, scope);
    return sendTasks(db, tenantId, channel, params.id, now());
  });
  registerEndpoint(app, endpoints.recipients, async ({ tenantId, params, query, scope }) => {
    await assertInScope(tenantId, params.id, scope);
    return sendRecipients(db, tenantId, channel, params.id, query as never);
  });
  registerEndpoint(app, endpoints.remind, async ({ tenantId, params, body, scope }) => {
    await assertInScope(tenantId, params.id, scope);
    return remindEmployees(db, platform, tenantId, channel, params.id, body.task_ids, now());
  });
  registerEndpoint(app, endpoints.cancel, async ({ tenantId, params, scope }) => {
    await assertInScope(tenantId, params.id, scope);
    return cancelSend(db, platform, tenantId, channel, params.id, now());
  });
}
