// issue #24 "Load without errors": a request must never hang. Each process serves at most
// `maxInFlight` requests at once; one more is answered at once with 503, `Retry-After` and
// spec §8's message for 503 (the console's client retries idempotent reads), instead of
// queueing behind the others until the client gives up. A request whose client has gone
// before its turn (a timeout, a closed tab) is dropped before the guard and the handler
// touch the database. Requests slower than `slowMs` are logged (method, path, status, ms,
// requests in flight: never the query string, headers or bodies).
import type { FastifyInstance } from 'fastify';
import { failure } from '../../contract/envelope';
import { HTTP_STATUS_MESSAGES } from '../../contract/error-codes';

/**
 * Sized above the bench's 200 keep-alive connections (one request in flight each) and low
 * enough that, at PGlite's ~1 ms per query, the last admitted request waits well under 10 s.
 */
export const DEFAULT_MAX_IN_FLIGHT = 256;
export const DEFAULT_SLOW_MS = 2000;
export const RETRY_AFTER_SECONDS = 1;

export interface LoadSheddingOptions {
  readonly maxInFlight?: number;
  readonly slowMs?: number;
  /** Where slow requests are reported; stderr by default. */
  readonly logSlow?: (line: string) => void;
}

export interface LoadSheddingStats {
  readonly inFlight: number;
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
  let inFlight = 0;
  let shed = 0;
  let dropped = 0;

  app.addHook('onRequest', async (request, reply) => {
    if (inFlight >= maxInFlight) {
      shed += 1;
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(failure(503, HTTP_STATUS_MESSAGES[503]));
    }
    inFlight += 1;
    let counted = true;
    // 'close' fires once the answer is written or the connection is gone, whichever first.
    reply.raw.once('close', () => {
      if (counted) inFlight -= 1;
      counted = false;
    });
    return undefined;
  });

  // Global hooks run before the guard of the /scrm/ scope: nothing of a gone client's
  // request reaches the database.
  app.addHook('preHandler', async (request, reply) => {
    if (!reply.raw.closed && request.raw.socket?.destroyed !== true) return undefined;
    dropped += 1;
    reply.hijack();
    request.raw.socket?.destroy();
    return reply;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (reply.elapsedTime < slowMs) return;
    logSlow(
      JSON.stringify({
        time: new Date().toISOString(),
        level: 'warn',
        msg: 'slow request',
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        inFlight,
      }),
    );
  });

  return () => ({ inFlight, shed, dropped });
}
