// spec §2 "Shell behaviour": /sider-web/ goes to one host, /h5/ and /superform-web/ to a
// second; the prefix is stripped, the rest of the path and the query kept (the hash never
// reaches a server; the browser keeps it across a redirect). An empty host is this server.
// issue #25 finding 2: the Location is always the configured host + a path that cannot change
// the authority (`/sider-web//evil.example/x` must not become `//evil.example/x`).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { legacySiderPath } from '../../../contract/reach/sider-pages';
import type { AppConfig } from '../app-deps';

/** The rest of the path after the prefix, resolved as a browser would, with one leading slash. */
export function safeRestPath(rawRest: string): string {
  const url = new URL('http://placeholder.invalid/');
  // The pathname setter removes dot segments and reads `\` as `/`, like the browser will.
  url.pathname = `/${rawRest}`;
  // Repeated leading slashes would be read as an authority once the host is empty.
  return url.pathname.replace(/^\/+/, '/');
}

type RestMapping = (rest: string) => string;
const keep: RestMapping = (rest) => rest;

function target(host: string, prefix: string, map: RestMapping, request: FastifyRequest): string {
  const queryAt = request.url.indexOf('?');
  const rawPath = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : request.url.slice(queryAt);
  return `${host}${map(safeRestPath(rawPath.slice(prefix.length)))}${query}`;
}

export function registerLegacyRedirects(app: FastifyInstance, config: AppConfig): void {
  // issue #38 item 2: a sidebar page's legacy name lands on its one address (/sidebar/<page>).
  const prefixes: ReadonlyArray<readonly [string, string, RestMapping]> = [
    ['/sider-web/', config.siderHost, legacySiderPath],
    ['/h5/', config.h5Host, keep],
    ['/superform-web/', config.h5Host, keep],
  ];
  for (const [prefix, host, map] of prefixes) {
    app.get(`${prefix}*`, async (request, reply) =>
      reply.redirect(target(host, prefix, map, request), 302),
    );
  }
}
