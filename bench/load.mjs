// issue #24 load part: N keep-alive connections for a fixed time on one endpoint, each
// connection sending its next request as soon as the last answer arrived (closed loop, like
// autocannon -c N -d S). Counts req/s, p50 / p99 latency, errors (a status other than 200 or a
// socket error) and timeouts (no answer within `timeoutMs`). No dependency: node:http.
import http from 'node:http';

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

function requestOnce(agent, url, headers, timeoutMs) {
  return new Promise((resolve) => {
    const started = performance.now();
    let settled = false;
    const done = (outcome) => {
      if (settled) return;
      settled = true;
      resolve({ ...outcome, ms: performance.now() - started });
    };
    const request = http.get(url, { agent, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => done({ status: response.statusCode }));
      response.on('error', () => done({ error: true }));
    });
    request.setTimeout(timeoutMs, () => {
      done({ timeout: true });
      request.destroy();
    });
    request.on('error', () => done({ error: true }));
  });
}

/** Answers { connections, seconds, requests, rps, p50, p99, errors, timeouts, statuses }. */
export async function loadRun(
  url,
  headers,
  { connections = 200, seconds = 30, timeoutMs = 10_000 } = {},
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let timeouts = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const outcome = await requestOnce(agent, url, headers, timeoutMs);
        if (outcome.timeout) timeouts += 1;
        else if (outcome.error) errors += 1;
        else {
          statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
          if (outcome.status === 200) latencies.push(outcome.ms);
          else errors += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    connections,
    seconds: elapsed,
    requests: sorted.length,
    rps: sorted.length / elapsed,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    errors,
    timeouts,
    statuses,
  };
}
