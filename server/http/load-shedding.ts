// issue #24 "Load without errors": a request must never hang. Each process serves at most
// `maxInFlight` requests at once; one more is answered at once with 503, `Retry-After` and
// spec §8's message for 503 (the console's client retries idempotent reads), instead of
// queueing behind the others until the client gives up. Of the admitted, at most
// `maxActive` work at once, the rest wait their turn in arrival order; one starts per turn of
// the event loop, never in the turn that read it (see `pump`). A request whose client has gone
// before its turn (a timeout, a closed tab) is dropped before the guard and the handler
// touch the database. Requests slower than `slowMs` are logged (method, path, status, ms,
// requests in flight: never the query string, headers or bodies).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../../contract/envelope';
import { HTTP_STATUS_MESSAGES } from '../../contract/error-codes';

/**
 * Sized above the bench's 200 keep-alive connections (one request in flight each) and low
 * enough that, at PGlite's ~1 ms per query, the last admitted request waits well under 10 s.
 */
export const DEFAULT_MAX_IN_FLIGHT = 256;
/** Around PostgreSQL's pool of 10 per process; PGlite runs one query at a time anyway. */
export const DEFAULT_MAX_ACTIVE = 32;
export const DEFAULT_SLOW_MS = 2000;
export const RETRY_AFTER_SECONDS = 1;
const SLOW_LINES_PER_SECOND = 20;

export interface LoadSheddingOptions {
  /** Requests admitted (working or waiting their turn); one more is answered 503. */
  readonly maxInFlight?: number;
  /** Requests doing work at once; the rest wait in order. */
  readonly maxActive?: number;
  readonly slowMs?: number;
  /** Where slow requests are reported; stderr by default. */
  readonly logSlow?: (line: string) => void;
}

export interface LoadSheddingStats {
  readonly inFlight: number;
  readonly waiting: number;
  readonly shed: number;
  readonly dropped: number;
}

function writeStderr(line: string): void {
  process.stderr.write(`${line}\n`);
}

export function registerLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions = {},
): () => LoadSheddingStats {
  const maxInFlight = options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT;
  const slowMs = options.slowMs ?? DEFAULT_SLOW_MS;
  const logSlow = options.logSlow ?? writeStderr;
  const maxActive = Math.max(1, options.maxActive ?? DEFAULT_MAX_ACTIVE);
  let active = 0;
  const waiting: Array<() => void> = [];
  let shed = 0;
  let dropped = 0;
  let pumpScheduled = false;

  // Work starts only here: one waiting request a turn of the event loop, never in the turn
  // that read it. Node accepts one connection a turn (measured: 50 pending connects, 200 ms
  // turns, 1 accepted per turn), and PGlite answers in microtasks, so a request started where
  // it was read ran to its end inside that turn. With 200 connections a turn held many
  // requests' work: 200 connections took minutes to be accepted, the unaccepted clients
  // timed out at 10 s, reconnected at the back of the kernel's queue and never got in
  // (issue #24: 231 timeouts, ~70 connections never answered). One start a turn keeps each
  // turn to one request's work, so accepting and reading keep pace with answering; requests
  // that wait on real I/O (PostgreSQL) still overlap up to `maxActive`.
  const pump = () => {
    pumpScheduled = false;
    const next = active < maxActive ? waiting.shift() : undefined;
    if (!next) return;
    active += 1;
    next();
    schedulePump();
  };
  const schedulePump = () => {
    if (pumpScheduled || waiting.length === 0 || active >= maxActive) return;
    pumpScheduled = true;
    setImmediate(pump);
  };
  const release = () => {
    active -= 1;
    schedulePump();
  };
  // A gone client's request is dropped before the guard and the handler touch the database.
  const dropGone = (request: FastifyRequest, reply: FastifyReply) => {
    if (!reply.raw.closed && request.raw.socket?.destroyed !== true) return false;
    dropped += 1;
    reply.hijack();
    request.raw.socket?.destroy();
    return true;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (active + waiting.length >= maxInFlight) {
      shed += 1;
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(failure(503, HTTP_STATUS_MESSAGES[503]));
    }
    // FIFO admission: at most `maxActive` requests do work at once, the others wait here
    // (cheap, and dropped if their client leaves) instead of interleaving their queries on
    // the database and all finishing late together.
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      schedulePump();
    });
    if (dropGone(request, reply)) {
      release();
      return reply;
    }
    // 'close' fires once the answer is written or the connection is gone, whichever first.
    reply.raw.once('close', release);
    return undefined;
  });

  app.addHook('preHandler', async (request, reply) =>
    dropGone(request, reply) ? reply : undefined,
  );

  // Under overload every request is slow: at most SLOW_LINES_PER_SECOND lines a second, and
  // the count of the ones left out.
  let windowStart = 0;
  let linesInWindow = 0;
  let skipped = 0;
  app.addHook('onResponse', async (request, reply) => {
    if (reply.elapsedTime < slowMs) return;
    const now = Date.now();
    if (now - windowStart >= 1000) {
      if (skipped > 0)
        logSlow(JSON.stringify({ level: 'warn', msg: 'slow requests not logged', count: skipped }));
      windowStart = now;
      linesInWindow = 0;
      skipped = 0;
    }
    linesInWindow += 1;
    if (linesInWindow > SLOW_LINES_PER_SECOND) {
      skipped += 1;
      return;
    }
    logSlow(
      JSON.stringify({
        time: new Date().toISOString(),
        level: 'warn',
        msg: 'slow request',
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        inFlight: active + waiting.length,
      }),
    );
  });

  return () => ({ inFlight: active + waiting.length, waiting: waiting.length, shed, dropped });
}
