// issue #2 "Static serving": the console build from STATIC_DIR, precompressed (.br/.gz
// written by the build), hashed assets immutable for a year, everything that names them
// (index.html, login.html, sw.js, the manifest, the SPA fallback) revalidated every time.
import { statSync } from 'node:fs';
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IndexPage } from './index-page';
import { pickEncoding } from './index-page';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
export const NOT_BUILT_TEXT = '控制台尚未构建，请先运行 npm run build。';

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Serves the in-memory index.html in the best encoding the client accepts. */
export function sendIndexPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: IndexPage | undefined,
): FastifyReply {
  if (!page) {
    return reply
      .code(200)
      .type('text/plain; charset=utf-8')
      .header('cache-control', NO_CACHE)
      .send(NOT_BUILT_TEXT);
  }
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', NO_CACHE)
    .header('content-security-policy', page.csp)
    .header('vary', 'accept-encoding');
  if (encoding === undefined) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
}

export async function registerStaticFiles(
  app: FastifyInstance,
  staticDir: string,
  indexPage: IndexPage | undefined,
): Promise<void> {
  const built = isDirectory(staticDir);
  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        const file = relative(staticDir, path).split(sep).join('/');
        reply.header('cache-control', file.startsWith('assets/') ? IMMUTABLE : NO_CACHE);
      },
    });
  }

  const serveIndex = (request: FastifyRequest, reply: FastifyReply) =>
    sendIndexPage(request, reply, indexPage);
  app.get('/', serveIndex);
  app.get('/index.html', serveIndex);

  // issue #2: the login page lives at LOGIN_HOST (this server by default), at /auth/login.
  app.get('/auth/login', async (_request, reply) => {
    if (!built) return reply.type('text/plain; charset=utf-8').send(NOT_BUILT_TEXT);
    return reply.sendFile('login.html');
  });
}
