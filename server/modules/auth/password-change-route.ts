// issue #32: POST /scrm/v1/auth/password/change (contract/auth-password.ts), public: the sign-in
// ticket is the grant. Rate-limited per address by the one limiter; the new password passes
// the shared strength rule (400 naming new_password), differs from the current one, and
// replaces it only while the ticket's password hash is still the stored one (one use, even
// under parallel requests). No session is answered: the login page then signs in with the new
// password like any sign-in. docs/security.md "First sign-in".
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { changePasswordWithTicket } from '../../../contract/auth-password';
import { ERROR_CODES, ERROR_MESSAGES } from '../../../contract/error-codes';
import { memberships, users } from '../../db/schema/identity';
import type { RouteDeps } from '../../http/app-deps';
import { registerEndpoint } from '../../http/endpoint-routes';
import { BusinessError } from '../../http/http-errors';
import { RATE_LIMITS } from '../../http/rate-limit/rate-limit-rules';
import { takeRequest } from '../../http/rate-limit/request-limit';
import { findUserByAccount } from './identity-queries';
import { hashPassword, verifyPassword } from './password';
import { verifyPasswordTicket } from './password-ticket';

const invalidTicket = () =>
  new BusinessError(ERROR_CODES.passwordTicketInvalid, ERROR_MESSAGES.passwordTicketInvalid);

export function registerPasswordChangeRoute(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, changePasswordWithTicket, async ({ body, request }) => {
    if (!(await takeRequest(deps, request, RATE_LIMITS.passwordChange))) {
      throw new BusinessError(
        ERROR_CODES.passwordChangeThrottled,
        ERROR_MESSAGES.passwordChangeThrottled,
      );
    }
    const now = deps.now();
    const user = await findUserByAccount(deps.db, body.account);
    if (
      !user ||
      !user.mustChangePassword ||
      !verifyPasswordTicket(deps.jwtSecret, body.ticket, user, now)
    ) {
      throw invalidTicket();
    }
    if (await verifyPassword(body.new_password, user.passwordHash)) {
      throw new BusinessError(ERROR_CODES.passwordUnchanged, ERROR_MESSAGES.passwordUnchanged);
    }
    const passwordHash = await hashPassword(body.new_password);
    const changed = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .update(users)
        .set({ passwordHash, mustChangePassword: false })
        .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
        .returning({ id: users.id });
      if (rows.length === 0) return false;
      // Ends any session the old password had (issue #32 finding 6).
      await tx
        .update(memberships)
        .set({ sessionVersion: sql`${memberships.sessionVersion} + 1` })
        .where(eq(memberships.userId, user.id));
      return true;
    });
    if (!changed) throw invalidTicket();
    return { account: user.account };
  });
}
