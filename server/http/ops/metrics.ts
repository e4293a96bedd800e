// issue #36 GET /metrics (Prometheus text, prom-client): requests by route pattern and
// status, a latency histogram, requests in flight and shed (load-shedding.ts), jobs by state
// with the age of the oldest, the database pool's connections and the event loop's lag
// (prom-client's default Node metrics). One registry per app, so tests' apps never mix.
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { LoadSheddingStats } from '../load-shedding';
import type { SqlProbe } from './readiness';

export interface PoolStats {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

export interface MetricsSources {
  readonly load: () => LoadSheddingStats;
  readonly probe: SqlProbe;
  /** PostgreSQL's pool; PGlite has one in-process connection. */
  readonly pool?: () => PoolStats;
}

export function createMetrics(app: FastifyInstance, sources: MetricsSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The pattern, never the path: public keys and ids would make a series each.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests admitted and not yet answered (working or waiting their turn)',
    registers: [registry],
    collect() {
      this.set(sources.load().inFlight);
    },
  });
  new Gauge({
    name: 'http_requests_waiting',
    help: 'Admitted requests waiting their turn',
    registers: [registry],
    collect() {
      this.set(sources.load().waiting);
    },
  });
  new Counter({
    name: 'http_requests_shed_total',
    help: 'Requests answered 503 because MAX_IN_FLIGHT were in flight',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.load().shed);
    },
  });

  const jobAge = new Gauge({
    name: 'jobs_oldest_age_seconds',
    help: 'Age of the oldest job in each state',
    labelNames: ['state'] as const,
    registers: [registry],
    // One shared database: every worker of a cluster sees the same queue (cluster-metrics.ts).
    aggregator: 'first',
  });
  new Gauge({
    name: 'jobs',
    help: 'Jobs in the queue by state (pg-boss: created, retry, active, completed, failed, cancelled)',
    labelNames: ['state'] as const,
    registers: [registry],
    aggregator: 'first',
    async collect() {
      this.reset();
      jobAge.reset();
      try {
        const result = await sources.probe.executeSql(
          `SELECT state::text AS state, count(*)::int AS n,
             extract(epoch FROM now() - min(created_on))::float8 AS age
           FROM pgboss.job GROUP BY state`,
        );
        for (const row of result.rows as Array<{ state: string; n: number; age: number }>) {
          this.set({ state: row.state }, row.n);
          jobAge.set({ state: row.state }, row.age);
        }
      } catch {
        // no queue yet (or the database is down: /readyz says so)
      }
    },
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (PGlite: one in-process connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.pool?.() ?? { total: 1, idle: 0, waiting: 0 };
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  return registry;
}
