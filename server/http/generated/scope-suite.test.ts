// issue #41 "the generated isolation suite gains a scope dimension": every endpoint declared
// `scoped` is called by a user whose role is 本人 and whose employee has no customer, group or
// record — naming the ids admin's lists show and filtering by other employees. Nothing of
// another employee may be listed, counted or read. And every endpoint declaring an action
// right answers 403 with that right's reason to a role holding every page but no action. Every export of a page with a
// scoped endpoint, made by that user, holds no figure of another employee's (scope-exports.ts).
// An endpoint declaring `scoped: 'figures'` answers the tenant's own configuration (stages,
// sidebar pages): its ids and order are the same for everyone, only its figures are checked.
// Generated from the declarations, so an endpoint is covered the day it is declared.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACTION_REFUSALS, ACTION_RIGHTS } from '../../../contract/action-rights';
import type { EndpointSpec } from '../../../contract/endpoint';
import { ALL_MENU_CODES } from '../../../contract/menu-codes';
import { indexTodayFigures } from '../../../contract/platform-reads';
import {
  addEmptyEmployee,
  addScopedMember,
  employeesByCustomers,
} from '../../test-support/scope-members';
import { createTestApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';
import {
  byMethod,
  callAs,
  guardedEndpoints,
  openSession,
  plainPayload,
  urlOf,
} from './endpoint-walk';
import type { Session } from './endpoint-walk';
import { rowIdsIn, tenantChecksums } from './isolation-support';
import { sampleOf } from './sample-body';
import { scopedExportTypes, walkExports } from './scope-exports';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const hasParams = (endpoint: EndpointSpec) => endpoint.path.includes(':');

/**
 * A list read: a GET without path parameters, or a POST list whose body may be empty or that
 * takes none (/index's today figures).
 */
const isListRead = (endpoint: EndpointSpec) =>
  !hasParams(endpoint) &&
  (endpoint.method === 'GET' ||
    (endpoint.method === 'POST' &&
      (endpoint.body === undefined || endpoint.body.safeParse({}).success)));

function succeeded(answer: LightMyRequestResponse): unknown {
  if (answer.statusCode < 200 || answer.statusCode >= 300) return undefined;
  const body = answer.json<{ code?: number; data?: unknown }>();
  return body.code === 0 ? (body.data ?? null) : undefined;
}

const day = (offset: number) =>
  new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
/** The statistics reads' period: the last 7 days (UTC dates, never ahead of China's). */
const PERIOD = { from: day(6), to: day(0), days: '7' };

/** A period for the statistics reads that need one. */
function periodQueryOf(endpoint: EndpointSpec): string {
  const shape = endpoint.query instanceof z.ZodObject ? endpoint.query.shape : {};
  if (!('from' in shape) || !('to' in shape)) return '';
  return `from=${PERIOD.from}&to=${PERIOD.to}`;
}

/** Numbers that are not figures of the scope: paging and the period asked for. */
const PAGING = ['page', 'page_size', 'days'];
/** …and, on the tenant's configuration rows (`scoped: 'figures'`), their ids, order and count. */
const CONFIGURATION = [...PAGING, 'id', 'sort_order', 'total'];

/**
 * Figures that count the reader's own scope, not another employee's records: /index's 员工 is
 * the scope's members on the job, for this 本人 user their own employee. Each must be exactly
 * that; it is then left out of the sum.
 */
const OWN_SCOPE_FIGURES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  [indexTodayFigures.path]: { employees: 1 },
};

/** `data` without the own-scope figures, and what each of them answered wrongly. */
function ownScopeChecked(path: string, data: unknown): { rest: unknown; wrong: string[] } {
  const own = OWN_SCOPE_FIGURES[path];
  if (!own || data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { rest: data, wrong: [] };
  }
  const entries = Object.entries(data as Record<string, unknown>);
  const wrong = Object.entries(own)
    .filter(([key, value]) => (data as Record<string, unknown>)[key] !== value)
    .map(
      ([key, value]) => `${key} is ${String((data as Record<string, unknown>)[key])}, not ${value}`,
    );
  return { rest: Object.fromEntries(entries.filter(([key]) => !(key in own))), wrong };
}

/** The figures an answer carries: every number but those named in `skip`. */
function figureSum(data: unknown, skip: readonly string[] = PAGING, key = ''): number {
  if (typeof data === 'number') return skip.includes(key) ? 0 : Math.abs(data);
  if (Array.isArray(data)) {
    return data.reduce<number>((sum, item) => sum + figureSum(item, skip), 0);
  }
  if (data !== null && typeof data === 'object') {
    return Object.entries(data).reduce(
      (sum, [name, value]) => sum + figureSum(value, skip, name),
      0,
    );
  }
  return 0;
}

/** The texts an answer carries (a name, a path to open): a write outside the scope has none. */
function textsIn(data: unknown): string[] {
  if (typeof data === 'string') return data === '' ? [] : [data];
  if (Array.isArray(data)) return data.flatMap(textsIn);
  if (data !== null && typeof data === 'object') return Object.values(data).flatMap(textsIn);
  return [];
}

/** The rows of a list answer (`data.list[]` or `data[]`). */
function rowsIn(data: unknown): Array<Record<string, unknown>> {
  const list = Array.isArray(data) ? data : (data as { list?: unknown } | null)?.list;
  return Array.isArray(list)
    ? list.filter((row): row is Record<string, unknown> => row !== null && typeof row === 'object')
    : [];
}

/**
 * Bodies naming ids that admin's rows pair (a chat's customer_id and employee_id): the body's
 * sample with every id field the row also has set to the row's value, when two or more match.
 */
function pairedBodies(endpoint: EndpointSpec, rows: readonly Record<string, unknown>[]) {
  const body = endpoint.body;
  if (!(body instanceof z.ZodObject)) return [];
  const keys = Object.keys(body.shape as Record<string, unknown>).filter((key) => /_id$/.test(key));
  const bodies: unknown[] = [];
  for (const row of rows) {
    const shared = keys.filter((key) => typeof row[key] === 'number');
    if (shared.length < 2) continue;
    const sample = sampleOf(body, Number(row[shared[0] ?? ''])) as Record<string, unknown>;
    bodies.push({ ...sample, ...Object.fromEntries(shared.map((key) => [key, row[key]])) });
  }
  return bodies;
}

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

describe('generated scope suite (issue #41)', () => {
  it("an employee-scoped user sees nothing of another employee's through any scoped endpoint, even naming their ids and filters", async () => {
    const admin = await openSession(t.app, 'admin', 'Admin@123', 'demo');
    const handle = t.database.handle;
    const others = (await employeesByCustomers(handle, 'demo')).slice(0, 2).map((row) => row.id);
    const empty = await addEmptyEmployee(handle, 'demo', 'scope-empty');
    const scoped: Session = await addScopedMember(
      t,
      'scope.self',
      [{ name: '本人全部页面', codes: ALL_MENU_CODES, actions: [...ACTION_RIGHTS], scope: 'self' }],
      empty,
    );
    const endpoints = byMethod(guardedEndpoints().filter((endpoint) => endpoint.scoped));
    const reads = endpoints.filter(isListRead);
    const records = (endpoint: EndpointSpec) => endpoint.scoped === true;
    const lists = async (session: Session, endpoint: EndpointSpec, filter = '') => {
      const query = [periodQueryOf(endpoint), filter].filter(Boolean).join('&');
      return callAs(t.app, session, {
        method: endpoint.method,
        url: query ? `${endpoint.path}?${query}` : endpoint.path,
        payload: endpoint.method === 'GET' ? undefined : {},
      });
    };
    // admin's ids and rows as the scoped lists show them
    const adminIds: number[] = [];
    const adminRows: Array<Record<string, unknown>> = [];
    for (const endpoint of reads.filter(records)) {
      const data = succeeded(await lists(admin, endpoint));
      adminIds.push(...rowIdsIn(data).slice(0, 2));
      adminRows.push(...rowsIn(data).slice(0, 2));
    }
    const filters = others.map((id) => `employee_ids=${id}&owner_ids=${id}`).join('&');
    const leaks: string[] = [];
    let calls = 0;
    for (const endpoint of reads) {
      const label = `${endpoint.method} ${endpoint.path}`;
      for (const query of endpoint.method === 'GET' ? ['', filters] : ['']) {
        calls += 1;
        const answer = await lists(scoped, endpoint, query);
        const { rest: data, wrong } = ownScopeChecked(endpoint.path, succeeded(answer));
        for (const each of wrong) leaks.push(`${label}${query}: ${each}`);
        const figures = figureSum(data, records(endpoint) ? PAGING : CONFIGURATION);
        if (answer.statusCode !== 200) leaks.push(`${label}${query}: ${answer.statusCode}`);
        if (records(endpoint) && rowIdsIn(data).length > 0) {
          leaks.push(`${label}${query}: lists ${rowIdsIn(data)}`);
        }
        if (figures !== 0) leaks.push(`${label}${query}: figures add ${figures}`);
      }
    }
    // Reads and writes naming admin's ids; from the first write on nothing of demo's changes.
    let before: Record<string, string> | undefined;
    for (const endpoint of endpoints.filter((each) => !isListRead(each))) {
      if (endpoint.method !== 'GET' && !before) before = await tenantChecksums(handle, 'demo');
      const label = `${endpoint.method} ${endpoint.path}`;
      const tries: Array<{ id: number; payload: unknown }> = [];
      for (const id of adminIds.length > 0 ? adminIds : [1]) {
        const payload = endpoint.body ? sampleOf(endpoint.body, id) : undefined;
        const namesId = hasParams(endpoint) || JSON.stringify(payload ?? null).includes(String(id));
        if (namesId) tries.push({ id, payload });
      }
      for (const payload of pairedBodies(endpoint, adminRows)) tries.push({ id: 1, payload });
      for (const { id, payload } of tries) {
        calls += 1;
        const answer = await callAs(t.app, scoped, {
          method: endpoint.method,
          url: urlOf(endpoint, id),
          payload,
        });
        const data = succeeded(answer);
        const answered =
          endpoint.method === 'GET'
            ? carries(data)
            : figureSum(data) !== 0 || textsIn(data).length > 0;
        if (answered) {
          leaks.push(`${label} (id ${id}): answered with ${JSON.stringify(data).slice(0, 80)}`);
        }
        if (answer.statusCode >= 500) leaks.push(`${label} (id ${id}): ${answer.statusCode}`);
      }
    }
    const after = await tenantChecksums(handle, 'demo');
    for (const table of Object.keys(after)) {
      if (before && after[table] !== before[table]) leaks.push(`demo's ${table} changed`);
    }
    console.info(
      `scope suite: ${endpoints.length} scoped endpoints, ${calls} calls as a 本人 user ` +
        `with admin's ${adminIds.length} ids, ${leaks.length} leaks`,
    );
    expect(endpoints.length).toBeGreaterThanOrEqual(10);
    expect(adminIds.length).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
  }, 600_000);

  it("an employee-scoped user's export of every page with a scoped endpoint holds no figure of another employee's", async () => {
    const empty = await addEmptyEmployee(t.database.handle, 'demo', 'scope-export');
    const scoped: Session = await addScopedMember(
      t,
      'scope.export',
      [{ name: '本人导出', codes: ALL_MENU_CODES, actions: [...ACTION_RIGHTS], scope: 'self' }],
      empty,
    );
    const types = scopedExportTypes(guardedEndpoints());
    const walk = await walkExports(t, scoped, types, PERIOD);
    console.info(
      `scope suite exports: ${types.length} types, ${walk.files} files read, ` +
        `unfinished: ${walk.unfinished.join(' ') || 'none'}, ${walk.leaks.length} leaks`,
    );
    expect(types.length).toBeGreaterThanOrEqual(10);
    expect(walk.files).toBeGreaterThanOrEqual(10);
    expect(walk.leaks).toEqual([]);
  }, 600_000);

  it('a role without an action right gets 403 with its reason on every endpoint declaring it, and the right lets the call through', async () => {
    const none = await addScopedMember(
      t,
      'scope.no-actions',
      [{ name: '无操作权限', codes: ALL_MENU_CODES, actions: [], scope: 'all' }],
      null,
    );
    const admin = await openSession(t.app, 'admin', 'Admin@123', 'demo');
    const endpoints = guardedEndpoints().filter((endpoint) => endpoint.action !== undefined);
    const violations: string[] = [];
    for (const endpoint of endpoints) {
      const request = {
        method: endpoint.method,
        url: urlOf(endpoint, 999_999_999),
        payload: plainPayload(endpoint),
      };
      const refused = await callAs(t.app, none, request);
      const msg = refused.statusCode === 403 ? refused.json<{ msg?: string }>().msg : undefined;
      if (refused.statusCode !== 403 || msg !== ACTION_REFUSALS[endpoint.action ?? 'export']) {
        violations.push(`${endpoint.method} ${endpoint.path}: ${refused.statusCode} ${msg ?? ''}`);
      }
      const allowed = await callAs(t.app, admin, request);
      if (allowed.statusCode === 403) {
        violations.push(`${endpoint.method} ${endpoint.path}: refused to admin`);
      }
    }
    const exports = endpoints.filter((endpoint) => endpoint.action === 'export');
    console.info(
      `action suite: ${endpoints.length} endpoints declare an action (${exports.length} export)`,
    );
    // the export center's create, retry and link (issue #34 moved every export there)
    expect(exports.length).toBeGreaterThanOrEqual(3);
    expect(violations).toEqual([]);
  }, 600_000);
});
