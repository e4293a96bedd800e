// issue #32 finding 3: a request is counted under its client address and the route pattern
// Fastify matched (`/s/k/:key`), which the router finds on the decoded path: query strings,
// percent-encodings and parameter values never make a new bucket. docs/security.md
// "Rate limits".
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { addressKey } from './client-address';
import { takeHit } from './rate-limit';
import type { RateLimitRule } from './rate-limit';

interface LimitDeps {
  readonly db: Database;
  readonly now: () => number;
}

/** The path decoded, without query, empty or dot segments: one spelling per resource. */
export function normalisedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    let segment = raw;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      // a malformed escape stays as written
    }
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** `<address>|<route pattern>` (the normalised path where no route matched). */
export function requestSubject(request: FastifyRequest): string {
  const route = request.routeOptions.url ?? normalisedPath(request.url);
  return `${addressKey(request.ip)}|${route}`;
}

/** Counts the request under `rule`; false when it is over the limit. */
export function takeRequest(deps: LimitDeps, request: FastifyRequest, rule: RateLimitRule) {
  return takeHit(deps.db, { rule, subject: requestSubject(request) }, deps.now());
}

/** Counts every request of `scope` under `rule`, answering `refuse` over the limit. */
export function limitRequests(
  scope: FastifyInstance,
  deps: LimitDeps,
  rule: RateLimitRule,
  refuse: (reply: FastifyReply) => FastifyReply,
): void {
  scope.addHook('onRequest', async (request, reply) => {
    if (!(await takeRequest(deps, request, rule))) return refuse(reply);
  });
}
