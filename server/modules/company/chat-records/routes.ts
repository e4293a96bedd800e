// /chat-records 会话记录 (issue #22): handlers registered against the declarations of
// contract/company/chat-records.ts (the guard checks each one's permission first); the
// archive pull is a job (archive-job.ts).
import type { FastifyInstance } from 'fastify';
import {
  chatArchivePull,
  chatArchiveStatus,
  chatConversationList,
  chatMessageList,
  sensitiveHitHandle,
  sensitiveHitList,
  sensitiveWordDelete,
  sensitiveWordList,
  sensitiveWordSave,
} from '../../../../contract/company/chat-records';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import { identityUsers } from '../performance-rule/rule-users';
import { defineArchivePullJob, enqueueArchivePull } from './archive-job';
import { archiveConfigured } from './archive-pull';
import { archiveStatus, listConversations, listMessages } from './message-store';
import { deleteWord, handleHits, listHits, listWords, saveWord } from './sensitive-store';

export const ARCHIVE_NOT_CONFIGURED = 220403;

export function registerChatRecordsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  defineArchivePullJob(deps);
  registerEndpoint(app, chatArchiveStatus, ({ tenantId }) =>
    archiveStatus(db, deps.jobs, tenantId),
  );
  registerEndpoint(app, chatArchivePull, async ({ tenantId }) => {
    if (!(await archiveConfigured(db, tenantId))) {
      throw new BusinessError(ARCHIVE_NOT_CONFIGURED, '请先在会话存档配置中填写Secret和私钥');
    }
    return { job_id: await enqueueArchivePull(deps, tenantId) };
  });
  registerEndpoint(app, chatConversationList, ({ tenantId, query, scope }) =>
    listConversations(db, tenantId, query, scope),
  );
  registerEndpoint(app, chatMessageList, ({ tenantId, query, scope }) =>
    listMessages(db, tenantId, query, scope),
  );
  registerEndpoint(app, sensitiveWordList, ({ tenantId, query }) => listWords(db, tenantId, query));
  registerEndpoint(app, sensitiveWordSave, ({ tenantId, body }) => saveWord(db, tenantId, body));
  registerEndpoint(app, sensitiveWordDelete, ({ tenantId, body }) =>
    deleteWord(db, tenantId, body.id),
  );
  registerEndpoint(app, sensitiveHitList, ({ tenantId, query, scope }) =>
    listHits(db, tenantId, query, scope),
  );
  registerEndpoint(app, sensitiveHitHandle, async ({ tenantId, userId, body }) =>
    handleHits(db, tenantId, body.ids, await identityUsers(db, userId)),
  );
}
