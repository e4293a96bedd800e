// issue #7 public fill page, outside the console guard: GET /p/<public_id> (the legacy
// /superform-web/p/<id> is redirected here), POST /p/<public_id>/submit, and the page's
// script /p/_/fill.js. No session: the form is found by its random public id only.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { failure, success } from '../../../../contract/envelope';
import { SUPERFORM_ERRORS } from '../../../../contract/material/super-form/error-codes';
import { DEFAULT_END_WORD } from '../../../../contract/material/super-form/form-schema';
import type { RouteDeps } from '../../../http/app-deps';
import { contentSecurityPolicy } from '../../../http/security-headers';
import { IMMUTABLE } from '../../../http/static/static-files';
import { findFormByPublicId } from './form-queries';
import { loadFillScript } from './public-page/fill-script-loader';
import { renderFillPage, renderNoticePage } from './public-page/render-page';
import { sanitiseRichText } from './rich-text-sanitiser';
import { CUSTOMER_TABLE_BRIDGE } from './customer-bridge';
import type { CustomerBridge } from './submission-effects';
import { verifyCustomerRef } from './customer-link-token';
import { formAvailability, recordVisit, submitAnswers } from './submission-service';
import { ensureVisitorId, readVisitorId } from './visitor-cookie';
import { addressKey } from '../../../http/rate-limit/client-address';

const PUBLIC_ID = /^[A-Za-z0-9_-]{6,40}$/;
export const FILL_SCRIPT_PATH = '/p/_/fill.js';
/** A 1 MB answer must reach the validator to be refused by name, not by the body limit. */
const SUBMIT_BODY_LIMIT = 2 * 1024 * 1024;

function sendPage(reply: FastifyReply, html: string, loginHost: string, status = 200) {
  // Covers and images may come from an https image host; scripts stay 'self' only.
  const policy = contentSecurityPolicy(loginHost).replace(
    "img-src 'self' data: blob:",
    "img-src 'self' data: blob: https:",
  );
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', policy)
    .send(html);
}

const queryText = (query: unknown, name: string) => {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length <= 200 ? value : '';
};

export function registerSuperformPublicRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  bridge: CustomerBridge = CUSTOMER_TABLE_BRIDGE,
): void {
  const loginHost = deps.config.loginHost;

  app.get(FILL_SCRIPT_PATH, async (request, reply) => {
    const script = await loadFillScript();
    const versioned = queryText(request.query, 'v') === script.version;
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', versioned ? IMMUTABLE : 'no-cache')
      .send(script.code);
  });

  app.get<{ Params: { publicId: string } }>('/p/:publicId', async (request, reply) => {
    const { publicId } = request.params;
    const form = PUBLIC_ID.test(publicId) ? await findFormByPublicId(deps.db, publicId) : undefined;
    if (!form) {
      const html = renderNoticePage('表单不存在', '表单不存在', SUPERFORM_ERRORS.notFound.msg);
      return sendPage(reply, html, loginHost, 404);
    }
    const now = deps.now();
    const availability = formAvailability(form, now);
    if (availability === 'notPublished') {
      return sendPage(reply, renderNoticePage(form.title, '表单尚未发布', '请稍后再来'), loginHost);
    }
    if (availability === 'ended') {
      const word = form.endWord || DEFAULT_END_WORD;
      return sendPage(reply, renderNoticePage(form.title, '表单已结束', word), loginHost);
    }
    const visitorId = ensureVisitorId(request, reply);
    // issue #25 finding 8: only a cid signed for this form and tenant names a customer.
    const signedRef = queryText(request.query, 'cid');
    const externalUserId = verifyCustomerRef(
      deps.jwtSecret,
      form.tenantId,
      form.publicId,
      signedRef,
    );
    const customerRef = externalUserId === undefined ? '' : signedRef;
    const customer = externalUserId
      ? await bridge.findCustomer(deps.db, form.tenantId, externalUserId)
      : undefined;
    await recordVisit(deps.db, form, visitorId, now, customer);
    // Sanitised on display as well as on save (issue #7).
    const richTexts = new Map<string, string>();
    for (const component of form.componentList) {
      if (component.field_type === 'text') {
        richTexts.set(
          component.field_name,
          await sanitiseRichText(component.field_config.rich_text),
        );
      }
    }
    const script = await loadFillScript();
    const html = renderFillPage({
      form,
      components: form.componentList,
      richTexts,
      customerRef,
      scriptSrc: `${FILL_SCRIPT_PATH}?v=${script.version}`,
    });
    return sendPage(reply, html, loginHost);
  });

  app.post<{ Params: { publicId: string } }>(
    '/p/:publicId/submit',
    { bodyLimit: SUBMIT_BODY_LIMIT },
    async (request, reply) => {
      const { publicId } = request.params;
      const form = PUBLIC_ID.test(publicId)
        ? await findFormByPublicId(deps.db, publicId)
        : undefined;
      if (!form) return failure(SUPERFORM_ERRORS.notFound.code, SUPERFORM_ERRORS.notFound.msg);
      const visitorId = readVisitorId(request);
      if (!visitorId) {
        return failure(SUPERFORM_ERRORS.invalidAnswers.code, '页面已过期，请刷新页面后重新提交');
      }
      const body = (request.body ?? {}) as Record<string, unknown>;
      const externalUserId = verifyCustomerRef(
        deps.jwtSecret,
        form.tenantId,
        form.publicId,
        body.customer_ref,
      );
      const outcome = await submitAnswers(deps.db, bridge, {
        form,
        visitorId,
        // request.ip is the peer or the client the trusted proxies name (TRUST_PROXY).
        clientAddress: addressKey(request.ip),
        // The customer is the one the signed cid names, never an id the visitor typed.
        body: { ...body, customer_ref: externalUserId ?? '' },
        nowMs: deps.now(),
      });
      switch (outcome.kind) {
        case 'ok':
          return success(outcome.result, '提交成功');
        case 'invalid':
          return reply.code(400).send({
            code: 400,
            msg: outcome.issues[0]?.message ?? SUPERFORM_ERRORS.invalidAnswers.msg,
            data: { issues: outcome.issues },
          });
        case 'notPublished':
          return failure(SUPERFORM_ERRORS.notPublished.code, SUPERFORM_ERRORS.notPublished.msg);
        case 'ended':
          return failure(SUPERFORM_ERRORS.ended.code, outcome.endWord || DEFAULT_END_WORD);
        case 'limit':
          return failure(
            SUPERFORM_ERRORS.commitLimit.code,
            `您已提交过该表单，每人最多可提交${outcome.limit}次`,
          );
      }
    },
  );
}
