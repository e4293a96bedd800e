// issue #2 / #36: one JSON line per request from Fastify's logger (pino): time, level,
// request id, method, route pattern (`/scrm/v1/x/:id`, never the path a customer's key or a
// query string rides in), status, ms, tenant. Never headers, bodies, tokens or secrets.
// LOG_LEVEL sets the level (info by default; warn and above drop the request lines).
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config/server-config';

export type LogSink = (line: string) => void;

export const stdoutSink: LogSink = (line) => {
  process.stdout.write(`${line}\n`);
};

/** Fastify's `logger` option: pino writing single lines to `sink`. */
export function requestLoggerOptions(
  level: LogLevel,
  sink: LogSink,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    base: null,
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label: string) => ({ level: label }) },
    // pino's default serializers would write the URL with its query string: never used here.
    serializers: { req: (req) => ({ method: req.method }), res: () => ({}) },
    stream: { write: (line: string) => sink(line.trimEnd()) },
  };
}

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        tenant: request.auth?.tenantId ?? null,
      },
      'request',
    );
  });
}
