// issue #21 figure: server time of each statistics endpoint for a 90-day range (30 days where
// the platform limits a query) on the 100,000-customer tenant, embedded database (goal ≤ 50 ms).
// Seeds the large tenant through the seed CLI in a temporary DATA_DIR, starts the built server
// there and reads each request's `ms` from the request log. The first read of each endpoint
// rolls up the missing days (reported apart); the median is over the reads after it.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { largeTenantDataDir } from './large-tenant.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The one China-time module (contract/china-time.ts), loaded through tsx as the seed CLI is. */
async function chinaTime() {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport('../contract/china-time.ts', import.meta.url);
}

async function endpoints() {
  const { chinaDateOf } = await chinaTime();
  const chinaDay = (offset) => chinaDateOf(Date.now(), offset);
  const today = chinaDay(0);
  const last90 = `from=${chinaDay(-89)}&to=${today}`;
  const last30 = `from=${chinaDay(-29)}&to=${today}`;
  return [
    ['/scrm/v1/statistics/privsph-overview', 'days=90'],
    ['/scrm/v1/statistics/customer-data', last30],
    ['/scrm/v1/statistics/community-data', last30],
    ['/scrm/v1/statistics/transform-data', last90],
    ['/scrm/v1/statistics/community-deal', last90],
    ['/scrm/v1/statistics/data-marketing', last90],
    ['/scrm/v1/statistics/performance-ranking', `${last90}&by=employee&metric=amount`],
  ];
}

async function waitUp(origin) {
  for (let attempt = 0; attempt < 480; attempt += 1) {
    try {
      if ((await fetch(`${origin}/_reload_/_probe_`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('bench server did not start');
}

/** Answers [{ path, firstMs, medianMs, minMs, maxMs }] and the seed time. */
export async function statisticsBench({ port = 4522, customers = 100_000, runs = 9 } = {}) {
  const { dataDir, seedMs } = largeTenantDataDir('scrm-bench-statistics-', customers);
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port) };
  delete env.DATABASE_URL;
  try {
    const child = spawn(process.execPath, ['dist/server/main.mjs'], {
      env,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const timings = new Map();
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const entry = JSON.parse(line);
        if (entry.status !== 200 || !String(entry.path).startsWith('/scrm/v1/statistics/')) return;
        timings.set(entry.path, [...(timings.get(entry.path) ?? []), entry.ms]);
      } catch {
        // start-up banner, not a log line
      }
    });
    try {
      const origin = `http://localhost:${port}`;
      await waitUp(origin);
      const login = await fetch(`${origin}/scrm/v1/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ account: 'admin', password: 'Admin@123', tenant_id: 'large' }),
      }).then((response) => response.json());
      const headers = {
        Authorization: `Bearer ${login.data.token}`,
        'X-Tenant': login.data.tenant_id,
      };
      const asked = await endpoints();
      for (const [path, query] of asked) {
        for (let run = 0; run <= runs; run += 1) {
          const answer = await fetch(`${origin}${path}?${query}`, { headers });
          if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      const results = asked.map(([path]) => {
        const [first = 0, ...rest] = timings.get(path) ?? [];
        return {
          path,
          firstMs: first,
          medianMs: median(rest),
          minMs: Math.min(...rest),
          maxMs: Math.max(...rest),
        };
      });
      return { customers, seedMs, results };
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `node bench/statistics.mjs` prints the figures on their own (after `npm run build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  const bench = await statisticsBench({ port: Number(process.env.BENCH_PORT ?? 4520) + 2 });
  console.log(`statistics, ${bench.customers} customers (seed ${bench.seedMs} ms), goal ≤ 50 ms:`);
  for (const row of bench.results) {
    console.log(
      `${row.path}: median ${row.medianMs.toFixed(1)} ms (${row.minMs.toFixed(1)}–${row.maxMs.toFixed(1)}), first read ${row.firstMs.toFixed(1)} ms`,
    );
  }
}
