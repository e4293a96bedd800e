// issue #7: the public page sets a visitor id cookie on the first visit; it counts visits once
// per half hour and marks a submit as coming from an opened page. It never decides the
// per-person limit: the client can drop or choose it (issue #32 finding 9, docs/security.md).
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const VISITOR_COOKIE = 'sf_vid';
const ONE_YEAR_S = 365 * 24 * 3600;
const VISITOR_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function readVisitorId(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === VISITOR_COOKIE) {
      const value = rest.join('=');
      return VISITOR_PATTERN.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** The visitor id of this request, setting a new cookie when there is none. */
export function ensureVisitorId(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readVisitorId(request);
  if (existing) return existing;
  const id = randomBytes(16).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${VISITOR_COOKIE}=${id}; Path=/p/; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${secure}`,
  );
  return id;
}
