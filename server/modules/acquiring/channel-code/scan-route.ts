// issue #9: the public URL a channel code's QR encodes. Opening it (phone or browser) is a
// scan in the sandbox: it shows the code and 添加好友, as WeCom shows the employee's card after
// a scan; pressing it adds a simulated customer and answers a Chinese confirmation page. The
// shunt, lock and group codes' pages work the same way (issue #38: a channel code added at
// once on opening while a shunt code waited for 添加好友). Outside the guard (a customer has
// no token); no HEAD route (a HEAD must not add).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { RouteDeps } from '../../../http/app-deps';
import { createPlatformAdapter } from '../../../platform/adapter';
import { scanPathOf } from './channel-code-queries';
import { handleScan, scanCodeName } from './scan-flow';
import { addFriendPage, scanPage } from './scan-page';
import { RATE_LIMITS } from '../../../http/rate-limit/rate-limit-rules';
import { takeRequest } from '../../../http/rate-limit/request-limit';

const params = z.object({ key: z.string().regex(/^[0-9a-f]{8,64}$/) });
const nicknameOf = (source: unknown) => {
  const value = (source as Record<string, unknown> | undefined)?.['name'];
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 30) : undefined;
};

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);

export function registerScanRoute(app: FastifyInstance, deps: RouteDeps): void {
  const adapter = createPlatformAdapter(deps.db);
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // The scan: the code and its 添加好友 button; nothing is added yet.
    scope.get('/s/c/:key', { exposeHeadRoute: false }, async (request, reply) => {
      const key = params.safeParse(request.params);
      const name = key.success ? await scanCodeName(deps.db, key.data.key) : undefined;
      if (!key.success || name === undefined) {
        return sendPage(reply, 404, scanPage({ ok: false, problem: 'not_found' }, '/'));
      }
      const path = scanPathOf(key.data.key);
      return sendPage(reply, 200, addFriendPage(name, path, nicknameOf(request.query) ?? ''));
    });
    // 添加好友: the sandbox adds a simulated customer through the code's routing.
    scope.post('/s/c/:key', async (request, reply) => {
      const key = params.safeParse(request.params);
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
              nicknameOf(request.body) ?? nicknameOf(request.query),
              new Date(deps.now()),
            );
      const status = outcome.ok ? 200 : outcome.problem === 'too_many' ? 429 : 404;
      return sendPage(
        reply,
        status,
        scanPage(outcome, key.success ? scanPathOf(key.data.key) : '/'),
      );
    });
  });
}
