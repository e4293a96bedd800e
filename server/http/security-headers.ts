// issue #2 "Security headers" on every response. docs/stack.md "Chakra v3": Emotion injects <style>, so
// style-src needs 'unsafe-inline'; a Vite build works with script-src 'self'. A page with an
// inline script of its own (index.html's route preload, scripts/route-preload.ts) names it by
// its hash (CSP Level 2 `'sha256-…'`): that script runs, no other inline script does.
import type { FastifyInstance } from 'fastify';

export function contentSecurityPolicy(
  loginHost: string,
  scriptHashes: readonly string[] = [],
): string {
  const loginOrigin = loginHost ? ` ${new URL(loginHost).origin}` : '';
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self'${loginOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action 'self'${loginOrigin}`,
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, loginHost: string): void {
  const headers = {
    'content-security-policy': contentSecurityPolicy(loginHost),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  };
  // onRequest, so 404s, errors and static files carry them too.
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    // issue #25 finding 9: API answers carry tokens and personal data; no cache keeps them.
    if (request.url.startsWith('/scrm/')) reply.header('cache-control', 'no-store');
    // Served over TLS: request.protocol reads X-Forwarded-Proto only when TRUST_PROXY is set.
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000');
    }
  });
}
