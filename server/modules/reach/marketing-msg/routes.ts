// issue #17 /marketing-msg handlers; reads settle the provider's due reviews first.
import type { FastifyInstance } from 'fastify';
import {
  createSmsSend as createEndpoint,
  resubmitSignature,
  saveSignature,
  saveTemplate,
  smsAccount as accountEndpoint,
  smsSends,
  smsSignatures,
  smsTemplates,
} from '../../../../contract/reach/marketing-msg';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { sandboxSmsProvider } from '../../../platform/sms/sms-provider';
import {
  createSmsSend,
  listReviews,
  listSmsSends,
  settleReviews,
  smsAccount,
  submitSignature,
  submitTemplate,
} from './sms-service';

export function registerMarketingMsgRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const provider = sandboxSmsProvider;
  const now = () => new Date(deps.now());
  registerEndpoint(app, accountEndpoint, ({ tenantId }) => smsAccount(db, tenantId));
  registerEndpoint(app, smsSignatures, async ({ tenantId }) => {
    await settleReviews(db, provider, tenantId, now());
    return listReviews(db, tenantId, 'signature');
  });
  registerEndpoint(app, smsTemplates, async ({ tenantId }) => {
    await settleReviews(db, provider, tenantId, now());
    return listReviews(db, tenantId, 'template');
  });
  registerEndpoint(app, saveSignature, ({ tenantId, body }) =>
    submitSignature(db, provider, tenantId, body.name, now()),
  );
  registerEndpoint(app, resubmitSignature, ({ tenantId, params, body }) =>
    submitSignature(db, provider, tenantId, body.name, now(), params.id),
  );
  registerEndpoint(app, saveTemplate, ({ tenantId, body }) =>
    submitTemplate(db, provider, tenantId, body, now()),
  );
  registerEndpoint(app, smsSends, ({ tenantId, query, scope }) =>
    listSmsSends(db, tenantId, query, scope),
  );
  registerEndpoint(app, createEndpoint, async ({ tenantId, userId, body }) => {
    await settleReviews(db, provider, tenantId, now());
    return createSmsSend(db, provider, tenantId, body, now(), userId);
  });
}
