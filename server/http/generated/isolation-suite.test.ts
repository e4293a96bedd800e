// issue #24 "isolation" and the guide's "tenant `second` tries every endpoint with `demo`'s
// ids": every declared endpoint is called by `second`'s admin — lists must not return a row
// of `demo`, a call naming a `demo` id (in the path or in the body) must not succeed with
// data, and nothing of `demo` may change. Generated from the declarations, so an endpoint is
// covered the day it is declared.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointSpec } from '../../../contract/endpoint';
import { createTestApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';
import { byMethod, callAs, guardedEndpoints, openSession, urlOf } from './endpoint-walk';
import type { Session } from './endpoint-walk';
import { rowIdsIn, tenantChecksums } from './isolation-support';
import { sampleOf } from './sample-body';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const hasParams = (endpoint: EndpointSpec) => endpoint.path.includes(':');
const segments = (path: string) => path.split('/').filter(Boolean);

function succeeded(answer: LightMyRequestResponse): unknown {
  if (answer.statusCode < 200 || answer.statusCode >= 300) return undefined;
  const body = answer.json<{ code?: number; data?: unknown }>();
  return body.code === 0 ? (body.data ?? null) : undefined;
}

/** An answer that carries something: not null, not an empty list, not an empty object. */
function carries(data: unknown): boolean {
  if (data === null || data === undefined) return false;
  if (Array.isArray(data)) return data.length > 0;
  if (typeof data === 'object') {
    const list = (data as { list?: unknown }).list;
    if (Array.isArray(list)) return list.length > 0;
    return Object.keys(data).length > 0;
  }
  return true;
}

/**
 * `demo`'s ids as its own lists show them, keyed by the list's path — less the ids `second`'s
 * same list shows (a user who belongs to both tenants is not `demo`'s alone).
 */
async function demoIdsByList(demo: Session, second: Session): Promise<Map<string, number[]>> {
  const found = new Map<string, number[]>();
  for (const endpoint of guardedEndpoints()) {
    if (endpoint.method !== 'GET' || hasParams(endpoint)) continue;
    const request = { method: 'GET' as const, url: endpoint.path };
    const shared = new Set(rowIdsIn(succeeded(await callAs(t.app, second, request))));
    const ids = rowIdsIn(succeeded(await callAs(t.app, demo, request)));
    const own = ids.filter((id) => !shared.has(id));
    if (own.length > 0) found.set(endpoint.path, own);
  }
  return found;
}

/** The ids of the list nearest to `endpoint` (most leading path segments in common). */
function candidateIds(endpoint: EndpointSpec, lists: Map<string, number[]>): number[] {
  const own = segments(endpoint.path.slice(0, endpoint.path.indexOf(':')));
  let best: number[] = [];
  let bestScore = 2; // at least /scrm/v1/<area>
  for (const [path, ids] of lists) {
    const other = segments(path);
    let score = 0;
    while (score < own.length && own[score] === other[score]) score += 1;
    if (score > bestScore) [best, bestScore] = [ids, score];
  }
  return best.slice(0, 2);
}

describe('generated isolation suite', () => {
  it("tenant second never reads, changes or lists demo's records through any endpoint", async () => {
    const demo = await openSession(t.app, 'admin', 'Admin@123', 'demo');
    const second = await openSession(t.app, 'admin2', 'Admin@123', 'second');
    const lists = await demoIdsByList(demo, second);
    const allDemoIds = [...new Set([...lists.values()].flat())];
    const before = await tenantChecksums(t.database.handle, 'demo');
    const leaks: string[] = [];
    let covered = 0;
    let tried = 0;
    let serverErrors = 0;
    let invalid = 0;
    for (const endpoint of byMethod(guardedEndpoints())) {
      covered += 1;
      const ids = hasParams(endpoint)
        ? candidateIds(endpoint, lists)
        : [allDemoIds[0] ?? 999_999_999];
      if (ids.length === 0) ids.push(allDemoIds[0] ?? 999_999_999);
      for (const id of ids) {
        tried += 1;
        const payload = endpoint.body ? sampleOf(endpoint.body, id) : undefined;
        const answer = await callAs(t.app, second, {
          method: endpoint.method,
          url: urlOf(endpoint, id),
          payload,
        });
        if (answer.statusCode >= 500) serverErrors += 1;
        if (answer.statusCode === 400) invalid += 1;
        const data = succeeded(answer);
        const label = `${endpoint.method} ${endpoint.path} (demo id ${id})`;
        if (!hasParams(endpoint) && endpoint.method === 'GET') {
          const own = new Set(lists.get(endpoint.path) ?? []);
          const shown = rowIdsIn(data).filter((row) => own.has(row));
          if (shown.length > 0) leaks.push(`${label}: lists demo rows ${shown.join(',')}`);
        } else if (hasParams(endpoint) && carries(data)) {
          leaks.push(`${label}: answered ${answer.statusCode} with data`);
        }
        if (answer.statusCode >= 500) leaks.push(`${label}: ${answer.statusCode}`);
      }
    }
    const after = await tenantChecksums(t.database.handle, 'demo');
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    for (const table of changed) leaks.push(`demo's table ${table} changed during the walk`);
    console.info(
      `isolation suite: ${covered} endpoints covered of ${guardedEndpoints().length} declared, ` +
        `${tried} calls as second with demo's ids (${invalid} stopped by validation), ` +
        `${leaks.length} leaks, ${serverErrors} 5xx`,
    );
    expect(leaks).toEqual([]);
  }, 900_000);
});
