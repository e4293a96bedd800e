// The sandbox platform's consent page (issue #6, spec §2 /authorize): the operator arrives
// from third-app/get-grant-url (or a licence / agent-developed grant URL), agrees or declines,
// and is sent back to the console's /authorize with auth_code. Server-rendered, no script.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GRANT_KIND_TITLES } from '../../../contract/setting/authorize';
import type { GrantKind } from '../../../contract/setting/authorize';
import type { RouteDeps } from '../../http/app-deps';
import { contentSecurityPolicy } from '../../http/security-headers';
import { decideConsent, findPendingConsent } from './auth-consent';
import type { PendingConsent } from './auth-consent';
import {
  CONSENT_PAGE_PATH,
  SANDBOX_APP_NAME,
  SANDBOX_LICENSE_TOTAL,
  sandboxCorpId,
} from './auth-sandbox';
import { CONSENT_PAGE_CSS } from './auth-consent-style';

const PERMISSIONS: Record<GrantKind, readonly string[]> = {
  third_app: ['读取通讯录（成员、部门）', '管理企业客户联系', '管理客户群', '发送应用消息'],
  license: [`激活 ${SANDBOX_LICENSE_TOTAL} 个接口许可账号`, '为可见范围内成员分配许可'],
  customized_auth: ['代开发应用使用企业的通讯录', '管理企业客户联系与客户群', '接收事件回调'],
  customized_grant: [`为代开发应用激活 ${SANDBOX_LICENSE_TOTAL} 个接口许可账号`],
};

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - 企业微信沙箱平台</title><style>${CONSENT_PAGE_CSS}</style></head>
<body><header class="top"><span class="brand">企业微信</span><span class="tag">沙箱平台</span></header>
<main class="card">${body}</main>
<p class="foot">这是控制台内置的沙箱平台，模拟企业微信的授权页面；授权不会连接真实企业。</p>
</body></html>`;
}

function consentHtml(consent: PendingConsent, state: string): string {
  const items = PERMISSIONS[consent.kind].map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  return page(
    GRANT_KIND_TITLES[consent.kind],
    `<div class="app"><div class="icon" aria-hidden="true">私</div><div>
<h1>${escapeHtml(SANDBOX_APP_NAME)}</h1><p class="muted">${escapeHtml(GRANT_KIND_TITLES[consent.kind])}</p></div></div>
<p>该应用申请获取「<strong>${escapeHtml(consent.tenantName)}</strong>」的以下权限：</p>
<ul class="perms">${items}</ul>
<dl class="meta"><dt>企业ID</dt><dd>${escapeHtml(sandboxCorpId(consent.tenantId))}</dd></dl>
<form method="post" action="${CONSENT_PAGE_PATH}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<button type="submit" name="decision" value="agree" class="primary">同意授权</button>
<button type="submit" name="decision" value="deny" class="ghost">拒绝</button>
</form>`,
  );
}

const EXPIRED_HTML = page(
  '授权链接已失效',
  `<h1>授权链接已失效</h1><p class="muted">授权链接10分钟内有效且只能使用一次。请回到控制台的「应用授权」页面重新发起授权。</p>
<p><a class="primary link" href="/authorize">返回应用授权</a></p>`,
);

function sendHtml(reply: FastifyReply, html: string, status = 200, formTarget?: string) {
  // The form posts here, then the browser follows a redirect to the console: form-action
  // must allow the console's origin as well (CSP checks redirects of a form submission).
  const policy = contentSecurityPolicy('').replace(
    "form-action 'self'",
    `form-action 'self'${formTarget ? ` ${formTarget}` : ''}`,
  );
  return reply
    .code(status)
    .header('content-security-policy', policy)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

function originOf(uri: string): string | undefined {
  try {
    return new URL(uri).origin;
  } catch {
    return undefined;
  }
}

export async function registerConsentPage(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  app.get(CONSENT_PAGE_PATH, async (request, reply) => {
    const { state } = request.query as { state?: unknown };
    const consent =
      typeof state === 'string' && state
        ? await findPendingConsent(deps.db, state, new Date(deps.now()))
        : undefined;
    if (!consent || typeof state !== 'string') return sendHtml(reply, EXPIRED_HTML, 410);
    return sendHtml(reply, consentHtml(consent, state), 200, originOf(consent.redirectUri));
  });

  // An encapsulated scope, so the form parser exists only for this route.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(CONSENT_PAGE_PATH, async (request, reply) => {
      const { state, decision } = (request.body ?? {}) as Record<string, unknown>;
      const target =
        typeof state === 'string' && state
          ? await decideConsent(deps.db, state, decision === 'agree', new Date(deps.now()))
          : undefined;
      if (!target) return sendHtml(reply, EXPIRED_HTML, 410);
      return reply.code(303).header('cache-control', 'no-store').redirect(target, 303);
    });
  });
}
