// issue #2: one structured JSON line per request to stdout: time, method, path (no query
// string, it may carry codes), status, ms, tenant. Never headers or bodies.
import type { FastifyInstance } from 'fastify';

export type LogSink = (line: string) => void;

export const stdoutSink: LogSink = (line) => {
  process.stdout.write(`${line}\n`);
};

export function registerRequestLog(app: FastifyInstance, sink: LogSink): void {
  app.addHook('onResponse', async (request, reply) => {
    sink(
      JSON.stringify({
        time: new Date().toISOString(),
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        tenant: request.auth?.tenantId ?? null,
      }),
    );
  });
}
