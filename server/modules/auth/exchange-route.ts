// docs/conventions.md "Login": the console trades the one-time code from the login page for its own
// session. Unknown, used or expired codes all answer the same business code.
import type { FastifyInstance } from 'fastify';
import { exchangeBodySchema } from '../../../contract/auth';
import { failure, success } from '../../../contract/envelope';
import { ERROR_CODES, ERROR_MESSAGES } from '../../../contract/error-codes';
import type { RouteDeps } from '../../http/app-deps';
import { parseBody } from '../../http/parse-body';
import { consumeAuthCode } from './auth-codes';
import { findMembershipCodes } from './identity-queries';
import { issueSession } from './sessions';

export function registerExchangeRoute(app: FastifyInstance, deps: RouteDeps): void {
  app.post('/scrm/v1/auth/exchange', async (request) => {
    const body = parseBody(exchangeBodySchema, request.body);
    const owner = await consumeAuthCode(deps.db, body.code, deps.now());
    // A membership removed since the code was made also voids it.
    if (
      !owner ||
      (await findMembershipCodes(deps.db, owner.tenantId, owner.userId)) === undefined
    ) {
      return failure(ERROR_CODES.authCodeInvalid, ERROR_MESSAGES.authCodeInvalid);
    }
    return success(await issueSession(deps, owner.userId, owner.tenantId));
  });
}
