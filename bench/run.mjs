// `npm run bench`: the performance figures, printed as one table. Medians of several runs;
// budgets from the README are shown beside each figure (never asserted in tests: times flake).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { spawnSync } from 'node:child_process';
import { apiThroughput } from './api-throughput.mjs';
import { customerListBench } from './customer-list.mjs';
import { startBenchServer, signIn } from './bench-server.mjs';
import { initialBundle } from './bundle-sizes.mjs';
import { INITIAL_JS_BUDGET } from '../scripts/initial-js-budget.mjs';
import { DEFAULT_PAGES, lighthouseCompare } from './lighthouse-scores.mjs';
import { formatLoadRow, loadBench } from './load-bench.mjs';
import { massSendBench } from './mass-send-bench.mjs';
import { statisticsBench } from './statistics.mjs';
import { tabSwitchTimes } from './tab-switch.mjs';

if (!existsSync('dist/client/index.html') || !existsSync('dist/server/main.mjs')) {
  spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
// issue #39: BENCH_BASELINE=/path/to/previous/dist measures Lighthouse on that build too,
// interleaved run by run with this one, and prints it in a column of its own (bench/README.md).
const baselineDist = process.env.BENCH_BASELINE;
if (baselineDist && !existsSync(`${baselineDist}/client/index.html`)) {
  throw new Error(`BENCH_BASELINE: no client/index.html in ${baselineDist}`);
}
const envList = (value, fallback) => (value ? value.split(',') : fallback);
/** [figure, value, budget, baseline's value?] */
const rows = [];
for (const [label, file] of [
  ['login', 'login.html'],
  ['/index', 'index.html'],
]) {
  const { js, css } = initialBundle(file);
  rows.push([`initial JS (gzip) ${label}`, kb(js), `≤ ${kb(INITIAL_JS_BUDGET[file])}`]);
  rows.push([`initial CSS (gzip) ${label}`, kb(css), '']);
}

/** The table's rows of one page × form factor × mode: this build, and the baseline beside it. */
function lighthouseRows({ page, formFactor, mode, builds }) {
  const name = `Lighthouse ${page} ${formFactor} ${mode}`;
  const mobileCold = formFactor === 'mobile' && mode === 'cold';
  const figures = (score) => ({
    performance: `${score.performance} (${score.performanceRuns.join('/')})`,
    metrics:
      `${(score.fcp / 1000).toFixed(2)} s / ${(score.lcp / 1000).toFixed(2)} s / ` +
      `${Math.round(score.tbt)} ms / ${score.cls.toFixed(3)}`,
    accessibility: String(score.accessibility),
    bestPractices: String(score.bestPractices),
  });
  const current = figures(builds.current);
  const base = builds.baseline ? figures(builds.baseline) : undefined;
  return [
    [
      `${name} performance (runs)`,
      current.performance,
      mobileCold ? '≥ 95' : '',
      base?.performance,
    ],
    [
      `${name} FCP / LCP / TBT / CLS`,
      current.metrics,
      mobileCold ? 'LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05' : '',
      base?.metrics,
    ],
    [`${name} accessibility`, current.accessibility, '≥ 95', base?.accessibility],
    [`${name} best practices`, current.bestPractices, '≥ 95', base?.bestPractices],
  ];
}

const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 4520));
try {
  const session = await signIn(server.origin);
  const api = await apiThroughput(server.origin, session);
  rows.push([`${api.endpoint} throughput`, `${api.rps.toFixed(0)} req/s`, '']);
  rows.push([
    `${api.endpoint} latency p50 / p95`,
    `${api.p50.toFixed(1)} / ${api.p95.toFixed(1)} ms`,
    '',
  ]);
  const tabs = await tabSwitchTimes(server.origin, session);
  rows.push([
    `keep-alive tab switch (${tabs.tabs} tabs) median / max`,
    `${tabs.median.toFixed(1)} / ${tabs.max.toFixed(1)} ms`,
    '',
  ]);
  if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
    // issue #23: login, /index, /customer-list and /channel-code, mobile and desktop, cold and
    // warm (service worker and persisted query cache), median of 3, with FCP, LCP, TBT, CLS.
    // BENCH_LH_PAGES, LH_FORM, LH_MODE, LH_RUNS narrow it (as bench/lighthouse-pages.mjs).
    const baseline = baselineDist
      ? await startBenchServer(Number(process.env.BENCH_PORT ?? 4520) + 5, { dist: baselineDist })
      : null;
    try {
      rows.push(['load average (1 min) before Lighthouse', loadavg()[0].toFixed(2), '']);
      const paths = process.env.BENCH_LH_PAGES?.split(',');
      const results = await lighthouseCompare(
        [
          ...(baseline ? [{ name: 'baseline', origin: baseline.origin }] : []),
          { name: 'current', origin: server.origin },
        ],
        {
          runs: Number(process.env.LH_RUNS ?? 3),
          pages: paths
            ? paths.map((path) => DEFAULT_PAGES.find(([, known]) => known === path) ?? [path, path])
            : DEFAULT_PAGES,
          formFactors: envList(process.env.LH_FORM, ['mobile', 'desktop']),
          modes: envList(process.env.LH_MODE, ['cold', 'warm']),
        },
      );
      for (const result of results) rows.push(...lighthouseRows(result));
      rows.push(['load average (1 min) after Lighthouse', loadavg()[0].toFixed(2), '']);
    } finally {
      await baseline?.stop();
    }
  }
} finally {
  await server.stop();
}

// issue #9: first page of a 100k-customer tenant with a tag filter, server time (budget < 300 ms).
if (process.env.BENCH_SKIP_LARGE !== '1') {
  const list = await customerListBench({ port: Number(process.env.BENCH_PORT ?? 4520) + 1 });
  rows.push([
    `customer list, ${list.customers.toLocaleString('en')} customers, tag filter: server time median (min–max)`,
    `${list.medianMs.toFixed(1)} ms (${list.minMs.toFixed(1)}–${list.maxMs.toFixed(1)})`,
    '< 300 ms',
  ]);
  const exported = list.exported;
  if (exported) {
    const mb = (bytes) => `${(bytes / 1048576).toFixed(0)} MB`;
    rows.push([
      `export ${exported.rows.toLocaleString('en')} customers as ${exported.format} (${mb(exported.size)}): time to 已完成`,
      `${exported.seconds.toFixed(1)} s`,
      '',
    ]);
    rows.push([
      'server RSS before export / peak during it (sampled) / VmHWM',
      `${mb(exported.rssBefore)} / ${mb(exported.peakRss)} / ${mb(exported.hwm)}`,
      'bounded',
    ]);
    rows.push([
      'other requests during the export: median / max',
      `${exported.pingMedianMs.toFixed(0)} / ${exported.pingMaxMs.toFixed(0)} ms`,
      '',
    ]);
  }
}

// issue #21: each statistics endpoint, 90 days (30 where the platform limits), 100k customers.
if (process.env.BENCH_SKIP_LARGE !== '1') {
  const stats = await statisticsBench({ port: Number(process.env.BENCH_PORT ?? 4520) + 2 });
  for (const row of stats.results) {
    rows.push([
      `statistics ${row.path.replace('/scrm/v1/statistics/', '')}, ${stats.customers.toLocaleString('en')} customers: server time median (min–max)`,
      `${row.medianMs.toFixed(1)} ms (${row.minMs.toFixed(1)}–${row.maxMs.toFixed(1)})`,
      '≤ 50 ms',
    ]);
  }
}

// issue #17: a private-chat send to the 100k tenant's customers, and other requests meanwhile.
if (process.env.BENCH_SKIP_LARGE !== '1') {
  const send = await massSendBench({ port: Number(process.env.BENCH_PORT ?? 4520) + 4 });
  const n = send.recipients.toLocaleString('en');
  rows.push([
    `mass send to ${n} customers: fan-out (create request, server time)`,
    `${(send.fanOutMs / 1000).toFixed(1)} s`,
    '',
  ]);
  rows.push([
    `mass send to ${n} customers: delivery (first to last recipient)`,
    `${(send.deliveryMs / 1000).toFixed(1)} s`,
    '',
  ]);
  rows.push([
    `mass send to ${n} customers: create to all delivered`,
    `${(send.totalMs / 1000).toFixed(1)} s`,
    '',
  ]);
  for (const [name, other] of Object.entries(send.others)) {
    rows.push([
      `${name === 'menu' ? 'menu' : 'customer list'} during the send: p50 / p95 / max (errors)`,
      `${other.p50.toFixed(0)} / ${other.p95.toFixed(0)} / ${other.max.toFixed(0)} ms (${other.errors})`,
      '',
    ]);
  }
}

// issue #24: 200 connections for 30 s, PGlite (one process) and PostgreSQL with WORKERS=2.
// issue #32 finding 1: the server answers while it imports an .xlsx bomb (bench/import-bomb.ts;
// the figure a test once asserted with a clock, docs/testing.md "Stop 50").
if (process.env.BENCH_SKIP_IMPORT !== '1') {
  const bomb = spawnSync(process.execPath, ['--import', 'tsx', 'bench/import-bomb.ts', '--json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const result = JSON.parse(bomb.stdout.trim().split('\n').at(-1) ?? '{}');
  rows.push([
    'xlsx bomb import: slowest detail probe answered (median of 3 imports)',
    `${Math.round(result.slowestProbeMs)} ms (${result.runsMs?.join(' / ')})`,
    '< 1,000 ms',
  ]);
}

if (process.env.BENCH_SKIP_LOAD !== '1') {
  for (const row of await loadBench({ port: Number(process.env.BENCH_PORT ?? 4520) + 3 })) {
    rows.push([
      `load ${row.setup}, ${row.name}, ${row.connections} connections`,
      formatLoadRow(row),
      'errors 0, timeouts 0',
    ]);
  }
}

const width = Math.max(...rows.map((row) => row[0].length));
const valueWidth = Math.max(12, ...rows.map((row) => row[1].length));
if (baselineDist) {
  // the baseline's column first: read left to right, before → after
  const baseWidth = Math.max(12, ...rows.map((row) => (row[3] ?? '').length));
  console.log(`\nbaseline: ${baselineDist} (Lighthouse runs interleaved with this build's)`);
  console.log(
    `${'figure'.padEnd(width)} | ${'baseline'.padEnd(baseWidth)} | ${'this build'.padEnd(valueWidth)} | budget`,
  );
  console.log(
    `${'-'.repeat(width)}-|-${'-'.repeat(baseWidth)}-|-${'-'.repeat(valueWidth)}-|--------`,
  );
  for (const [name, value, budget, base] of rows) {
    console.log(
      `${name.padEnd(width)} | ${(base ?? '').padEnd(baseWidth)} | ${value.padEnd(valueWidth)} | ${budget}`,
    );
  }
} else {
  console.log(`\n${'figure'.padEnd(width)} | ${'value'.padEnd(valueWidth)} | budget`);
  console.log(`${'-'.repeat(width)}-|-${'-'.repeat(valueWidth)}-|--------`);
  for (const [name, value, budget] of rows)
    console.log(`${name.padEnd(width)} | ${value.padEnd(valueWidth)} | ${budget}`);
}
