// spec §2 "Shell behaviour": /sider-web/ goes to one host, /h5/ and /superform-web/ to a
// second; the prefix is stripped, the rest of the path and the query kept (the hash never
// reaches a server; the browser keeps it across a redirect). An empty host is this server.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../app-deps';

function target(host: string, request: FastifyRequest): string {
  const rest = (request.params as { '*'?: string })['*'] ?? '';
  const queryAt = request.url.indexOf('?');
  const query = queryAt === -1 ? '' : request.url.slice(queryAt);
  return `${host}/${rest}${query}`;
}

export function registerLegacyRedirects(app: FastifyInstance, config: AppConfig): void {
  const prefixes: ReadonlyArray<readonly [string, string]> = [
    ['/sider-web/', config.siderHost],
    ['/h5/', config.h5Host],
    ['/superform-web/', config.h5Host],
  ];
  for (const [prefix, host] of prefixes) {
    app.get(`${prefix}*`, async (request, reply) => reply.redirect(target(host, request), 302));
  }
}
