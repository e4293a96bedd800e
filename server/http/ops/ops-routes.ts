// issue #36: what load balancers and monitoring read. GET /healthz: the process answers.
// GET /readyz: 200 when the database answers, migrations are applied and the job runner
// runs, else 503 with the failing checks. GET /metrics: off unless METRICS_TOKEN is set
// (then only `Authorization: Bearer <token>`); METRICS_PORT serves it on a port of its own.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { MetricsSource } from './cluster-metrics';
import { checkReadiness } from './readiness';
import type { SqlProbe } from './readiness';

export interface OpsOptions {
  readonly probe: SqlProbe;
  readonly jobsAlive: () => boolean;
  readonly metrics?: Registry;
  readonly metricsToken?: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests: equal length, constant time, whatever was sent. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(token));
}

export function registerOpsRoutes(app: FastifyInstance, options: OpsOptions): void {
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', async (_request, reply) => {
    const checks = await checkReadiness(options.probe, options.jobsAlive);
    const ready = checks.database && checks.migrations && checks.jobs;
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });

  app.get('/metrics', async (request, reply) => {
    const { metrics, metricsToken } = options;
    if (!metrics || !metricsToken) return reply.code(404).send({ status: 'metrics off' });
    if (!bearerMatches(request.headers.authorization, metricsToken)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ status: 'unauthorized' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.metrics());
  });
}

/**
 * METRICS_PORT: /metrics without a token, for a port that only the monitoring reaches; one
 * app's registry, or the cluster's aggregate in a WORKERS>1 primary (cluster-metrics.ts).
 */
export async function startMetricsServer(
  registry: MetricsSource,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
