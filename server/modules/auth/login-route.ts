// docs/conventions.md "Login" + issue #2: POST /scrm/v1/auth/login answers a session, a one-time
// code for the console and where to send the browser (or, for a password an admin set, only a
// ticket to change it: issue #32, docs/security.md "First sign-in"); throttled per address, per account and
// address, and per account (issue #32, login-throttle.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginBodySchema } from '../../../contract/auth';
import type { LoginData } from '../../../contract/auth';
import { PASSWORD_TICKET_TTL_SECONDS } from '../../../contract/auth-password';
import type { PasswordChangeTicket } from '../../../contract/auth-password';
import { failure, success } from '../../../contract/envelope';
import type { Envelope } from '../../../contract/envelope';
import { ERROR_CODES, ERROR_MESSAGES, loginThrottledMessage } from '../../../contract/error-codes';
import type { RouteDeps } from '../../http/app-deps';
import { BodyValidationError } from '../../http/http-errors';
import { parseBody } from '../../http/parse-body';
import { createAuthCode } from './auth-codes';
import { findUserByAccount, listTenantsOfUser } from './identity-queries';
import { clearLoginAttempts, reserveLoginAttempt, throttleKeys } from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import { issuePasswordTicket } from './password-ticket';
import { redirectTargetWithCode } from './redirect-target';
import { issueSession } from './sessions';

/** The origin the browser used to reach us (Host header and protocol). */
export function requestOrigin(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return '';
  }
}

// A hash to check against when the account does not exist, so both failures take as long.
let decoyHash: Promise<string> | undefined;

export function registerLoginRoute(app: FastifyInstance, deps: RouteDeps): void {
  // Made at start, so the first unknown account does not take one scrypt longer (issue #24).
  decoyHash ??= hashPassword('decoy-password');
  app.post('/scrm/v1/auth/login', async (request) => {
    const body = parseBody(loginBodySchema, request.body);
    const ownOrigin = requestOrigin(request);
    const allowed = deps.config.allowedRedirectOrigins;
    // Checked before the password, so a refused target never receives a code.
    if (redirectTargetWithCode(body.redirect_uri, 'check', ownOrigin, allowed) === undefined) {
      throw new BodyValidationError(ERROR_MESSAGES.redirectNotAllowed, 'redirect_uri');
    }
    const now = deps.now();
    // request.ip is the peer, or the client the trusted proxies name (TRUST_PROXY, issue #32).
    const keys = throttleKeys(body.account, request.ip);
    const waitMinutes = await reserveLoginAttempt(deps.db, keys, now);
    if (waitMinutes !== undefined) {
      return failure(ERROR_CODES.loginThrottled, loginThrottledMessage(waitMinutes));
    }

    const user = await findUserByAccount(deps.db, body.account);
    decoyHash ??= hashPassword('decoy-password');
    const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash));
    // A failure stays counted (it was counted before the check).
    if (!user || !passwordOk) {
      return failure(ERROR_CODES.badCredentials, ERROR_MESSAGES.badCredentials);
    }
    await clearLoginAttempts(deps.db, keys, now);

    const tenants = await listTenantsOfUser(deps.db, user.id);
    const first = tenants[0];
    if (!first) return failure(ERROR_CODES.noTenant, ERROR_MESSAGES.noTenant);
    const tenantId = body.tenant_id ?? first.tenant_id;
    if (!tenants.some((tenant) => tenant.tenant_id === tenantId)) {
      return failure(ERROR_CODES.notTenantMember, ERROR_MESSAGES.notTenantMember);
    }

    // issue #32: a password an admin set opens no session until its owner changes it.
    if (user.mustChangePassword) {
      const data: PasswordChangeTicket = {
        ticket: issuePasswordTicket(deps.jwtSecret, user, now),
        expires_in: PASSWORD_TICKET_TTL_SECONDS,
      };
      const answer: Envelope<PasswordChangeTicket> = {
        code: ERROR_CODES.passwordChangeRequired,
        data,
        msg: ERROR_MESSAGES.passwordChangeRequired,
      };
      return answer;
    }

    const session = await issueSession(deps, user.id, tenantId);
    const code = await createAuthCode(deps.db, { userId: user.id, tenantId }, now);
    const redirectTo = redirectTargetWithCode(body.redirect_uri, code, ownOrigin, allowed);
    const data: LoginData = { ...session, code, redirect_to: redirectTo ?? '/index' };
    return success(data);
  });
}
