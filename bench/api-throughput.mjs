// Requests per second and latency of an authenticated API call, over keep-alive connections.
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

export async function apiThroughput(origin, session, { requests = 2000, concurrency = 16 } = {}) {
  const headers = { Authorization: `Bearer ${session.token}`, 'X-Tenant': session.tenantId };
  const url = `${origin}/scrm/v1/platform/menu`;
  const rounds = [];
  for (let round = 0; round < 3; round += 1) {
    const latencies = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests) {
          next += 1;
          const t0 = performance.now();
          const response = await fetch(url, { headers });
          await response.arrayBuffer();
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    rounds.push({
      rps: latencies.length / seconds,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
    });
  }
  return {
    endpoint: 'GET /scrm/v1/platform/menu',
    rps: median(rounds.map((r) => r.rps)),
    p50: median(rounds.map((r) => r.p50)),
    p95: median(rounds.map((r) => r.p95)),
  };
}
