// docs/conventions.md: unknown /scrm/ paths are a 404 JSON; asset paths never fall back to
// index.html (a missing /assets/*.js is a 404); any other page navigation is the SPA's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure } from '../../contract/envelope';
import { HTTP_STATUS_MESSAGES } from '../../contract/error-codes';
import type { IndexPage } from './static/index-page';
import { sendIndexPage } from './static/static-files';

const NEVER_FALLBACK = /^\/(scrm|assets|_reload_)(\/|$)/;

function isPageNavigation(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (NEVER_FALLBACK.test(path)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export function registerNotFound(app: FastifyInstance, indexPage: IndexPage | undefined): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isPageNavigation(request, path)) return sendIndexPage(request, reply, indexPage);
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .send(failure(404, HTTP_STATUS_MESSAGES[404]));
  });
}
