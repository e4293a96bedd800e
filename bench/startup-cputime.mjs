// Start-up main-thread work measured in thread CPU time (issue #23), for comparing builds on a
// shared machine: wall-clock figures (Lighthouse, long tasks) follow the load average, the
// renderer's thread time much less. Cold, signed-in loads at 412 px without CPU throttle, a
// Chrome trace each; per load: the main thread's CPU time in tasks until the page's content is
// there and the network is idle, the longest task's CPU time, and "TBT×4" = Σ max(0, 4 × task
// CPU time − 50 ms) (Lighthouse's mobile TBT multiplies observed task times by 4 in a similar way).
//   STATIC_DIR=<client build> BENCH_PORT=4512 RUNS=5 node bench/startup-cputime.mjs /index /customer-list
// Several builds, interleaved run by run: BUILDS=/tmp/a,/tmp/b (each a dist/client).
import { loadavg } from 'node:os';
import { launchBenchChromium, openPageContent, signedInContext } from './bench-browser.mjs';
import { signIn, startBenchServer } from './bench-server.mjs';

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/index'];
const runs = Number(process.env.RUNS ?? 5);
const builds = (process.env.BUILDS ?? process.env.STATIC_DIR ?? 'dist/client').split(',');
const port = Number(process.env.BENCH_PORT ?? 4520);
const median = (values) => values.slice().sort((a, b) => a - b)[values.length >> 1];

async function measure(origin, session, browser, path) {
  const context = await signedInContext(browser, session);
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
  await openPageContent(page, `${origin}${path}`);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();
  const events = trace.traceEvents ?? trace;
  // the page's renderer: the CrRendererMain thread with the most task time
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (main) =>
    events.filter(
      (e) =>
        e.ph === 'X' &&
        e.name === 'ThreadControllerImpl::RunTask' &&
        e.pid === main.pid &&
        e.tid === main.tid,
    );
  const total = (list) => list.reduce((sum, e) => sum + (e.tdur ?? 0), 0);
  const tasks = mains.map(tasksOf).sort((a, b) => total(b) - total(a))[0] ?? [];
  const cpu = tasks.map((e) => (e.tdur ?? 0) / 1000);
  return {
    cpu: cpu.reduce((sum, value) => sum + value, 0),
    longest: Math.max(0, ...cpu),
    tbt4: cpu.reduce((sum, value) => sum + Math.max(0, 4 * value - 50), 0),
  };
}

const servers = [];
try {
  for (const [index, dir] of builds.entries()) {
    process.env.STATIC_DIR = dir;
    servers.push(await startBenchServer(port + index * 7));
  }
  const browser = await launchBenchChromium();
  const sessions = await Promise.all(servers.map((server) => signIn(server.origin)));
  const results = new Map();
  console.log(`load average before: ${loadavg()[0].toFixed(2)}`);
  for (let run = 0; run < runs; run += 1) {
    for (const path of paths) {
      for (const [index, server] of servers.entries()) {
        const key = `${builds[index]} ${path}`;
        const result = await measure(server.origin, sessions[index], browser, path);
        results.set(key, [...(results.get(key) ?? []), result]);
      }
    }
  }
  await browser.close();
  for (const [key, list] of results) {
    const pick = (name) => median(list.map((item) => item[name])).toFixed(0);
    const all = list.map((item) => item.tbt4.toFixed(0)).join('/');
    console.log(
      `${key}: CPU ${pick('cpu')} ms, longest task ${pick('longest')} ms, TBT×4 ${pick('tbt4')} ms (${all}) — medians of ${list.length}`,
    );
  }
  console.log(`load average after: ${loadavg()[0].toFixed(2)}`);
} finally {
  for (const server of servers) await server.stop();
}
