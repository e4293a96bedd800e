// issue #35, docs/wecom.md "Callbacks": WeCom's callback URL of a tenant. GET verifies the URL
// (signature, then the decrypted echostr as plain text). POST checks the signature first,
// decrypts, checks the receive id is the tenant's corp id, records the event and enqueues its
// job, and answers `success` at once: no platform call happens in the request. A refusal
// (bad signature, foreign corp, no callback settings) writes nothing.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  receiveWecomCallback,
  verifyWecomCallbackUrl,
} from '../../../../contract/platform-wecom-callback';
import type { RouteDeps } from '../../../http/app-deps';
import { routeAccess } from '../../../http/route-audit';
import { openCallback } from '../../../platform/wecom-callback/callback-crypto';
import { readXml, textOf } from '../../../platform/wecom-callback/callback-xml';
import type { CallbackPlatformFor } from '../../../platform/wecom-callback/callback-platform';
import { wecomCallbackPlatform } from '../../../platform/wecom/wecom-callback-platform';
import { callbackSecretsOf, recordCallback, stampConnection } from './callback-store';
import { defineCallbackJob, WECOM_CALLBACK_JOB } from './callback-job';

function answer(reply: FastifyReply, status: number, text: string) {
  return reply.code(status).type('text/plain; charset=utf-8').send(text);
}

export function registerWecomCallbackRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  platformFor: CallbackPlatformFor = wecomCallbackPlatform(deps),
): void {
  const { db } = deps;
  defineCallbackJob(deps, platformFor);

  app.get(
    verifyWecomCallbackUrl.path,
    routeAccess(verifyWecomCallbackUrl.permission),
    async (request, reply) => {
      const params = verifyWecomCallbackUrl.params.safeParse(request.params);
      const query = verifyWecomCallbackUrl.query.safeParse(request.query);
      if (!params.success || !query.success) return answer(reply, 400, 'bad request');
      const secrets = await callbackSecretsOf(db, params.data.tenant);
      if (!secrets) return answer(reply, 404, 'not configured');
      const opened = openCallback(secrets, {
        signature: query.data.msg_signature,
        timestamp: query.data.timestamp,
        nonce: query.data.nonce,
        ciphertext: query.data.echostr,
      });
      if (!opened.ok) return answer(reply, 403, 'refused');
      await stampConnection(db, params.data.tenant, 'verified', new Date(deps.now()));
      return answer(reply, 200, opened.message);
    },
  );

  // WeCom posts XML: read it as text in this scope only.
  app.addContentTypeParser(
    ['text/xml', 'application/xml'],
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    receiveWecomCallback.path,
    routeAccess(receiveWecomCallback.permission),
    async (request, reply) => {
      const params = receiveWecomCallback.params.safeParse(request.params);
      const query = receiveWecomCallback.query.safeParse(request.query);
      const envelope = typeof request.body === 'string' ? readXml(request.body) : null;
      const ciphertext = envelope ? textOf(envelope, 'Encrypt') : '';
      if (!params.success || !query.success || !ciphertext)
        return answer(reply, 400, 'bad request');
      const tenantId = params.data.tenant;
      const secrets = await callbackSecretsOf(db, tenantId);
      if (!secrets) return answer(reply, 404, 'not configured');
      const opened = openCallback(secrets, {
        signature: query.data.msg_signature,
        timestamp: query.data.timestamp,
        nonce: query.data.nonce,
        ciphertext,
      });
      if (!opened.ok) return answer(reply, 403, 'refused');
      const fields = readXml(opened.message);
      const event = fields ? textOf(fields, 'Event') || textOf(fields, 'MsgType') : '';
      const record = await recordCallback(db, tenantId, {
        message: opened.message,
        event: event || 'unreadable',
        changeType: fields ? textOf(fields, 'ChangeType') : '',
        receivedAt: new Date(deps.now()),
      });
      await stampConnection(db, tenantId, 'received', new Date(deps.now()));
      // A retry of an event not applied yet enqueues again: the key answers the same job.
      if (!record.applied) {
        await deps.jobs.enqueue(
          WECOM_CALLBACK_JOB,
          { tenantId, callbackId: record.id },
          { key: `callback:${record.id}` },
        );
      }
      return answer(reply, 200, 'success');
    },
  );
}
