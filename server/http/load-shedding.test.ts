// issue #24 "Load without errors": the rules of server/http/load-shedding.ts, driven by
// gates (promises the test opens), never by a wall-clock threshold.
import http from 'node:http';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { registerLoadShedding } from './load-shedding';
import { createTestDatabase } from '../test-support/test-database';
import { TEST_SECRET, testConfig } from '../test-support/test-app';

interface Gate {
  readonly wait: Promise<void>;
  open(): void;
}

function gate(): Gate {
  let open = () => {};
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

/** Resolves once `condition` holds, checking after each turn of the event loop. */
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 100_000 && !condition(); turn += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(condition()).toBe(true);
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function listen(instance: FastifyInstance): Promise<string> {
  await instance.listen({ port: 0, host: '127.0.0.1' });
  const address = instance.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

describe('load shedding (issue #24)', () => {
  it('answers 503 with Retry-After and the spec §8 message once the requests in flight reach the limit, without running the handler', async () => {
    const held = gate();
    let entered = 0;
    let counted = 0;
    app = Fastify();
    registerLoadShedding(app, { maxInFlight: 2, logSlow: () => {} });
    app.get('/held', async () => {
      entered += 1;
      await held.wait;
      return { ok: true };
    });
    app.get('/count', async () => {
      counted += 1;
      return { ok: true };
    });
    const origin = await listen(app);
    const first = fetch(`${origin}/held`);
    const second = fetch(`${origin}/held`);
    await until(() => entered === 2);

    const refused = await fetch(`${origin}/count`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({ code: 503, msg: '网络异常，请稍后再试', data: null });
    expect(counted).toBe(0);

    held.open();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    // Answered requests give their place back.
    expect((await fetch(`${origin}/count`)).status).toBe(200);
    expect(counted).toBe(1);
  });

  it('lets at most maxActive requests work at once; the others wait their turn in arrival order, and one beyond maxInFlight gets 503', async () => {
    const held = gate();
    const order: string[] = [];
    app = Fastify();
    const stats = registerLoadShedding(app, { maxActive: 1, maxInFlight: 3, logSlow: () => {} });
    app.get('/held', async () => {
      order.push('held');
      await held.wait;
      return { ok: true };
    });
    app.get('/next/:n', async (request) => {
      order.push((request.params as { n: string }).n);
      return { ok: true };
    });
    const origin = await listen(app);
    const first = fetch(`${origin}/held`);
    await until(() => order.length === 1);
    const second = fetch(`${origin}/next/2`);
    await until(() => stats().waiting === 1);
    const third = fetch(`${origin}/next/3`);
    await until(() => stats().waiting === 2);

    const refused = await fetch(`${origin}/next/4`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(order).toEqual(['held']);

    held.open();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect((await third).status).toBe(200);
    expect(order).toEqual(['held', '2', '3']);
  });

  it('starts each request on a later turn of the event loop than the one that read it, one waiting request a turn, so synchronous work (PGlite) never keeps connections from being accepted', async () => {
    let turn = 0;
    let ticking = true;
    const tick = () => {
      turn += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const readAt = new Map<string, number>();
    const started: Array<{ id: string; turn: number }> = [];
    app = Fastify();
    // Registered first: runs when the request has just been read, before the admission.
    app.addHook('onRequest', async (request) => {
      readAt.set(request.id, turn);
    });
    registerLoadShedding(app, { maxActive: 8, logSlow: () => {} });
    // No await: the whole request runs in microtasks, as a PGlite query does.
    app.get('/sync', async (request) => {
      started.push({ id: request.id, turn });
      return { ok: true };
    });
    const origin = await listen(app);
    const responses = await Promise.all(Array.from({ length: 6 }, () => fetch(`${origin}/sync`)));
    ticking = false;

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(started).toHaveLength(6);
    for (const start of started) expect(start.turn).toBeGreaterThan(readAt.get(start.id) ?? turn);
    const turns = started.map((start) => start.turn);
    expect(new Set(turns).size).toBe(turns.length);
  });

  it('the real app answers 503 with Retry-After when its limit of requests in flight is reached', async () => {
    const database = await createTestDatabase({ seed: false });
    try {
      app = await buildApp({
        db: database.db,
        dbKind: database.handle.kind,
        config: testConfig(),
        jwtSecret: TEST_SECRET,
        buildVersion: 'x',
        log: () => {},
        maxInFlight: 0,
      });
      const response = await app.inject({ url: '/scrm/v1/platform/menu' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toEqual({ code: 503, msg: '网络异常，请稍后再试', data: null });
    } finally {
      await app?.close();
      app = undefined;
      await database.close();
    }
  });

  it('drops a request whose client disconnected before its turn: the handler never runs', async () => {
    const turn = gate();
    const waiting = gate();
    const gone = gate();
    let handled = 0;
    app = Fastify();
    const stats = registerLoadShedding(app, { logSlow: () => {} });
    // Stands for the queue a request waits in (the database, other requests' work).
    app.addHook('onRequest', async (_request, reply) => {
      reply.raw.once('close', gone.open);
      waiting.open();
      await turn.wait;
    });
    app.get('/work', async () => {
      handled += 1;
      return { ok: true };
    });
    const origin = await listen(app);
    const request = http.get(`${origin}/work`);
    request.on('error', () => {});
    await waiting.wait;
    request.destroy();
    await gone.wait;
    turn.open();
    await until(() => stats().dropped === 1);
    expect(handled).toBe(0);
    expect(stats().inFlight).toBe(0);
  });

  it('logs a slow request with method, path without the query string, status and ms', async () => {
    const lines: string[] = [];
    app = Fastify();
    registerLoadShedding(app, { slowMs: 0, logSlow: (line) => lines.push(line) });
    app.get('/slow', async () => ({ ok: true }));
    const response = await app.inject({ url: '/slow?token=secret-value' });
    expect(response.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('secret-value');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      level: 'warn',
      msg: 'slow request',
      method: 'GET',
      path: '/slow',
      status: 200,
    });
  });
});
