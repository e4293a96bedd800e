// issue #36 METRICS_PORT with WORKERS>1 (README "Run it for a company"): the primary serves
// /metrics on METRICS_PORT once, for the whole cluster. It asks every worker for its registry
// over the cluster's IPC channel (prom-client's AggregatorRegistry) and adds them up: request
// counters and histograms, requests in flight and pool connections are summed; the job
// gauges read the one shared database, so they keep the first worker's value (metrics.ts).
// The public /metrics (METRICS_TOKEN) still answers for the one worker the request reached.
import { AggregatorRegistry } from 'prom-client';
import type { Registry } from 'prom-client';

/** What a metrics port serves: one registry, or the cluster's aggregate. */
export interface MetricsSource {
  readonly contentType: string;
  metrics(): Promise<string>;
}

/** In a worker: answer the primary's requests with this app's registry. */
export function shareMetricsWithPrimary(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one adds prom-client's IPC listener (once per process).
  new AggregatorRegistry();
}

/** In the primary: every connected worker's metrics, aggregated. */
export function clusterMetricsSource(): MetricsSource {
  const aggregator = new AggregatorRegistry();
  return {
    contentType: aggregator.contentType,
    metrics: () => aggregator.clusterMetrics(),
  };
}
