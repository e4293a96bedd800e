// issue #9: the public URL a channel code's QR encodes. Opening it (phone or browser) is a
// scan in the sandbox: it adds a simulated customer and answers a Chinese confirmation page.
// Outside the guard (a customer has no token); GET only, no HEAD (a HEAD must not add).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteDeps } from '../../../http/app-deps';
import { createPlatformAdapter } from '../../../platform/adapter';
import { scanPathOf } from './channel-code-queries';
import { handleScan } from './scan-flow';
import { scanPage } from './scan-page';
import { RATE_LIMITS } from '../../../http/rate-limit/rate-limit-rules';
import { takeRequest } from '../../../http/rate-limit/request-limit';

const params = z.object({ key: z.string().regex(/^[0-9a-f]{8,64}$/) });
const query = z.object({ name: z.string().max(30).optional() });

export function registerScanRoute(app: FastifyInstance, deps: RouteDeps): void {
  const adapter = createPlatformAdapter(deps.db);
  app.get('/s/c/:key', { exposeHeadRoute: false }, async (request, reply) => {
    const key = params.safeParse(request.params);
    const nickname = query.safeParse(request.query);
    // issue #25 finding 8: an address adds at most 20 simulated customers per 10 minutes.
    const allowed = key.success && (await takeRequest(deps, request, RATE_LIMITS.sandboxScan));
    const outcome = !key.success
      ? ({ ok: false, problem: 'not_found' } as const)
      : !allowed
        ? ({ ok: false, problem: 'too_many' } as const)
        : await handleScan(
            deps.db,
            adapter,
            key.data.key,
            nickname.data?.name,
            new Date(deps.now()),
          );
    const status = outcome.ok ? 200 : outcome.problem === 'too_many' ? 429 : 404;
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(scanPage(outcome, key.success ? scanPathOf(key.data.key) : '/'));
  });
}
