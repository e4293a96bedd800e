// issue #16: the public URL a fission poster's QR encodes (/s/f/<key>: the task's own poster or
// a participant's). Opening it is a scan in the sandbox. Outside the guard (a customer has no
// token); GET only, no HEAD (a HEAD must not add); throttled like /s/c (issue #25 finding 8).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteDeps } from '../../../http/app-deps';
import { RATE_LIMITS } from '../../../http/rate-limit/rate-limit-rules';
import { takeRequest } from '../../../http/rate-limit/request-limit';
import { handleFissionScan } from './fission-scan';
import { fissionScanPage } from './fission-scan-page';
import { posterPathOf } from './fission-task-config';

const params = z.object({ key: z.string().regex(/^[0-9a-f]{8,64}$/) });
const query = z.object({ name: z.string().max(30).optional() });

export function registerFissionScanRoute(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/s/f/:key', { exposeHeadRoute: false }, async (request, reply) => {
    const key = params.safeParse(request.params);
    const nickname = query.safeParse(request.query);
    const allowed = key.success && (await takeRequest(deps, request, RATE_LIMITS.sandboxScan));
    const outcome = !key.success
      ? ({ ok: false, problem: 'not_found' } as const)
      : !allowed
        ? ({ ok: false, problem: 'too_many' } as const)
        : await handleFissionScan(
            deps.db,
            key.data.key,
            { nickname: nickname.data?.name },
            new Date(deps.now()),
          );
    const status = outcome.ok
      ? 200
      : outcome.problem === 'not_found'
        ? 404
        : outcome.problem === 'too_many'
          ? 429
          : 200;
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(fissionScanPage(outcome, key.success ? posterPathOf(key.data.key) : '/'));
  });
}
