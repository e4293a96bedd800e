// spec §6: the server is the guard. Option lists (employees, departments, tags) serve several
// pages, so they accept any one of those pages' codes; the guard checks single codes only.
import type { RequestAuth } from '../../../http/auth/request-auth';
import { requireAuth } from '../../../http/auth/request-auth';
import { HttpError } from '../../../http/http-errors';

export function requireAnyCode(
  request: { auth?: RequestAuth },
  codes: readonly (string | undefined)[],
): RequestAuth {
  const auth = requireAuth(request);
  if (!codes.some((code) => code !== undefined && auth.codes.includes(code))) {
    throw new HttpError(403);
  }
  return auth;
}
