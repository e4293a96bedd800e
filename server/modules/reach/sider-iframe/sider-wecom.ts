// The chat sidebar inside WeCom (docs/wecom.md "The chat sidebar"): WeCom's web authorization
// identifies the employee (auth/getuserinfo, the same trade as 企业微信扫码登录), the page is
// signed for ww.register on the sidebar's trusted domain only, and the external contact the
// JS-SDK names becomes the chat's ticket — only for a customer of that employee.
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SiderJsConfig, SiderWecomTicket } from '../../../../contract/reach/sider-wecom';
import { SIDER_TICKET_HEADER, SIDER_TICKET_TTL_MS } from '../../../../contract/reach/sider-app';
import type { RouteDeps } from '../../../http/app-deps';
import { BodyValidationError, BusinessError, HttpError } from '../../../http/http-errors';
import { wecomTenantById, wecomTenantOfCorp } from '../../../platform/wecom/corp-tenant';
import type { CorpTenant } from '../../../platform/wecom/corp-tenant';
import { signPageForJsapi, urlWithoutFragment } from '../../../platform/wecom/jsapi-signature';
import { consumeOAuthState, issueOAuthState } from '../../../platform/wecom/oauth-state';
import { tenantCredentials, wecomClientFor } from '../../../platform/wecom/tenant-platform';
import { wecomVisitorOfCode } from '../../../platform/wecom/user-identity';
import { requestOrigin } from '../../auth/login-route';
import { limitWecomAuthorize } from '../../auth/wecom-sign-in';
import { signSiderTicket, verifySiderTicket } from './sider-ticket';

/** WeCom's web authorization inside its client (snsapi_base: silent, answers the member). */
export const WECOM_OAUTH_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';

export const SIDER_WECOM_ERRORS = {
  notOnWecom: { code: 101180110, msg: '该企业未接入企业微信，无法在企业微信中使用侧边栏' },
} as const;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The sidebar's trusted domain: the origin of SIDER_HOST (what the operator enters as the
 * app's 可信域名), or this server's origin when SIDER_HOST is unset.
 */
function trustedOrigin(deps: RouteDeps, request: FastifyRequest): string {
  try {
    return new URL(deps.config.siderHost).origin;
  } catch {
    return requestOrigin(request);
  }
}

/** The page URL without its fragment, refused (400 naming `url`) off the trusted domain. */
function trustedPageUrl(deps: RouteDeps, request: FastifyRequest, given: string): URL {
  let url: URL;
  try {
    url = new URL(urlWithoutFragment(given));
  } catch {
    throw new BodyValidationError('页面地址格式不正确', 'url');
  }
  const trusted = trustedOrigin(deps, request);
  if (url.username !== '' || url.password !== '' || url.origin !== trusted) {
    throw new BodyValidationError('页面地址不在侧边栏的可信域名内', 'url');
  }
  return url;
}

function notOnWecom(): never {
  throw new BusinessError(SIDER_WECOM_ERRORS.notOnWecom.code, SIDER_WECOM_ERRORS.notOnWecom.msg);
}

export async function siderWecomAuthorizeUrl(
  deps: RouteDeps,
  request: FastifyRequest,
  body: { corp_id: string; url: string },
): Promise<{ url: string }> {
  const page = trustedPageUrl(deps, request, body.url);
  await limitWecomAuthorize(deps, request);
  const tenant = await wecomTenantOfCorp(deps.db, body.corp_id);
  if (!tenant) notOnWecom();
  // WeCom appends code and state again: an old pair in the page address is dropped.
  page.searchParams.delete('code');
  page.searchParams.delete('state');
  const state = await issueOAuthState(
    deps.db,
    deps.jwtSecret,
    { tenantId: tenant.tenantId, purpose: 'sidebar', returnTo: page.href },
    deps.now(),
  );
  const url = new URL(WECOM_OAUTH_URL);
  url.searchParams.set('appid', tenant.corpId);
  url.searchParams.set('redirect_uri', page.href);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'snsapi_base');
  url.searchParams.set('state', state);
  url.searchParams.set('agentid', String(tenant.agentId));
  return { url: `${url.href}#wechat_redirect` };
}

function ticketFor(
  deps: RouteDeps,
  tenant: CorpTenant,
  employeeId: number,
  externalUserId: string,
): SiderWecomTicket {
  const ticket = signSiderTicket(deps.jwtSecret, {
    tenantId: tenant.tenantId,
    employeeId,
    externalUserId,
    expiresAt: deps.now() + SIDER_TICKET_TTL_MS,
  });
  return { ticket, corp_id: tenant.corpId, agent_id: tenant.agentId };
}

export async function siderWecomSignIn(
  deps: RouteDeps,
  body: { code: string; state: string },
): Promise<SiderWecomTicket> {
  const state = await consumeOAuthState(deps.db, deps.jwtSecret, body.state, 'sidebar', deps.now());
  if (!state) throw new HttpError(401, '侧边栏授权已失效，请在聊天中重新打开');
  const tenant = await wecomTenantById(deps.db, state.tenantId);
  if (!tenant) notOnWecom();
  const app = await tenantCredentials(deps.db, tenant.tenantId);
  const visitor = await wecomVisitorOfCode(wecomClientFor(deps), app, body.code);
  if (visitor.kind !== 'member') throw new HttpError(401, '您不是该企业的成员，无法使用侧边栏');
  const [employee] = rowsOf<{ id: number }>(
    await deps.db.execute(sql`select id from employees
      where tenant_id = ${tenant.tenantId} and platform_user_id = ${visitor.userId}
        and status = 1`),
  );
  if (!employee) {
    throw new HttpError(401, '您不在本企业的员工名单中，请管理员同步通讯录后再打开侧边栏');
  }
  return ticketFor(deps, tenant, Number(employee.id), '');
}

/** The tenant and employee of a valid sidebar ticket of a tenant on WeCom; else 401. */
async function employeeOfTicket(deps: RouteDeps, request: FastifyRequest) {
  const ticket = verifySiderTicket(
    deps.jwtSecret,
    request.headers[SIDER_TICKET_HEADER],
    deps.now(),
  );
  if (!ticket) throw new HttpError(401, '侧边栏身份已失效，请在聊天中重新打开');
  const tenant = await wecomTenantById(deps.db, ticket.tenantId);
  if (!tenant) notOnWecom();
  return { tenant, employeeId: ticket.employeeId };
}

export async function siderWecomJsConfig(
  deps: RouteDeps,
  request: FastifyRequest,
  body: { url: string },
): Promise<SiderJsConfig> {
  const { tenant } = await employeeOfTicket(deps, request);
  trustedPageUrl(deps, request, body.url);
  const app = await tenantCredentials(deps.db, tenant.tenantId);
  // Signed as the page gave it (WeCom signs the page's own address, not a normalised one).
  const signed = await signPageForJsapi(wecomClientFor(deps), app, body.url, deps.now());
  return { corp_id: tenant.corpId, agent_id: tenant.agentId, ...signed };
}

export async function siderWecomChatTicket(
  deps: RouteDeps,
  request: FastifyRequest,
  body: { external_userid: string },
): Promise<SiderWecomTicket> {
  const { tenant, employeeId } = await employeeOfTicket(deps, request);
  const [relation] = rowsOf<{ customer_id: number }>(
    await deps.db.execute(sql`select c.id as customer_id from customers c
      join customer_relations r on r.tenant_id = c.tenant_id and r.customer_id = c.id
      where c.tenant_id = ${tenant.tenantId} and c.external_user_id = ${body.external_userid}
        and r.employee_id = ${employeeId} and r.deleted_by_customer_at is null
        and r.deleted_by_employee_at is null`),
  );
  if (!relation) throw new HttpError(401, '当前会话的客户不存在或已不是您的客户');
  return ticketFor(deps, tenant, employeeId, body.external_userid);
}
