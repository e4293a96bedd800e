// Where the start-up's main-thread time goes (issue #23, #39): cold, signed-in loads of one page
// under a 4× CPU throttle, profiled with CDP (self time by source file and by function) and
// traced (the main thread's tasks: FCP, LCP, the long tasks after FCP and what each is made of).
//   npx vite build --sourcemap --outDir /tmp/sm   # optional: maps minified code to sources
//   SM_DIR=/tmp/sm BENCH_PORT=4636 node bench/startup-profile.mjs /index
// SM_DIR must be a build of the same tree as dist/client (same chunk names), else the chunks
// are named instead of their sources. BENCH_DATA_DIR reuses a seeded data folder (one a build).
// Several builds, interleaved run by run (issue #39: compare on a shared machine):
//   BUILDS=/tmp/a/client,dist/client SM_DIRS=/tmp/a-sm,/tmp/b-sm RUNS=3 VIEWPORT=390x844 ...
// Figures are medians over RUNS (a key missing from a run counts 0 there).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launchBenchChromium, openPageContent, PHONE, signedInContext } from './bench-browser.mjs';
import { signIn, startBenchServer } from './bench-server.mjs';

const path = process.argv[2] ?? '/index';
const runs = Number(process.env.RUNS ?? 1);
const builds = (process.env.BUILDS ?? process.env.STATIC_DIR ?? 'dist/client').split(',');
const smDirs = (process.env.SM_DIRS ?? process.env.SM_DIR ?? '').split(',');
const port = Number(process.env.BENCH_PORT ?? 4520);
const [width, height] = (process.env.VIEWPORT ?? '').split('x').map(Number);
const viewport = width && height ? { width, height } : PHONE.viewport;
const top = Number(process.env.TOP ?? 25);
// source-map-js comes with Vite (not a dependency of ours): loaded only when a map is given.
const { SourceMapConsumer } = smDirs.some(Boolean) ? await import('source-map-js') : {};
const consumers = new Map();
const median = (values) => values.slice().sort((a, b) => a - b)[values.length >> 1];

function position(smDir, url, line, column) {
  const chunk = url.match(/\/assets\/([^/?]+\.js)/)?.[1];
  if (!chunk) return { source: url || '(native)' };
  const mapFile = smDir ? `${smDir}/assets/${chunk}.map` : '';
  if (!mapFile || !existsSync(mapFile)) return { source: `assets/${chunk}`, line };
  if (!consumers.has(mapFile)) {
    consumers.set(mapFile, new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))));
  }
  const found = consumers.get(mapFile).originalPositionFor({ line: line + 1, column });
  const source = (found.source ?? `assets/${chunk}`)
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\/src\//, 'src/');
  return { source, line: found.line, name: found.name };
}

/** The main thread's tasks (throttled wall time), FCP and LCP, relative to navigation start. */
function readTrace(events) {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (main) =>
    events.filter(
      (e) =>
        e.ph === 'X' &&
        (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') &&
        e.pid === main.pid &&
        e.tid === main.tid,
    );
  const busy = (list) => list.reduce((sum, e) => sum + e.dur, 0);
  const tasks = mains.map(tasksOf).sort((a, b) => busy(b) - busy(a))[0] ?? [];
  const pid = tasks[0]?.pid;
  const mark = (name) => events.filter((e) => e.name === name && e.pid === pid);
  const start = mark('navigationStart').at(-1)?.ts ?? tasks[0]?.ts ?? 0;
  const fcp = (mark('firstContentfulPaint').at(-1)?.ts ?? start) - start;
  const lcp = (mark('largestContentfulPaint::Candidate').at(-1)?.ts ?? start) - start;
  // self time by trace event (script evaluation and compile by chunk, layout, style, parse…)
  const thread = events
    .filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tasks[0]?.tid && e.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const selfTimes = [];
  const stack = [];
  for (const event of thread) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const url = event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url ?? '';
    const entry = { ts: event.ts, dur: event.dur, self: event.dur, key: eventKey(event.name, url) };
    if (stack.length) stack.at(-1).self -= event.dur;
    stack.push(entry);
    selfTimes.push(entry);
  }
  return {
    start,
    fcp,
    lcp,
    tasks: tasks.map((e) => ({ at: e.ts - start, dur: e.dur, cpu: e.tdur ?? 0 })),
    selfTimes: selfTimes.map((e) => ({ at: e.ts - start, self: e.self, key: e.key })),
  };
}

function eventKey(name, url) {
  if (name === 'ThreadControllerImpl::RunTask' || name === 'RunTask') return '(task)';
  const chunk =
    url.match(/\/assets\/([^/?]+)/)?.[1] ?? (url ? url.replace(/^.*\/\/[^/]+/, '') : '');
  return chunk && /Script|compile|ParseHTML|FunctionCall/i.test(name) ? `${name} ${chunk}` : name;
}

async function profileOnce(server, session, browser, smDir, tag) {
  const context = await signedInContext(browser, session, { ...PHONE, viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'loading', 'v8'],
  });
  await cdp.send('Profiler.start');
  // a loaded machine: the default 30 s for the load event is not always enough. The wait runs
  // nothing of Playwright's in the page (bench-browser.mjs): its polling was TBT Lighthouse
  // never sees.
  await openPageContent(page, `${server.origin}${path}`, { timeout: 120_000 });
  // the trace first: the profiler's stop runs on the page's main thread (a 150–180 ms task at
  // 4× CPU in 2 of 3 runs on /index), which the trace would count as the page's
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  // SAVE_DIR keeps each run's CPU profile (open it in DevTools' Performance panel)
  if (process.env.SAVE_DIR) {
    const name = `${process.env.SAVE_DIR}/profile-${tag}-${Date.now()}.cpuprofile`;
    writeFileSync(name, JSON.stringify(profile));
  }
  const { start, fcp, lcp, tasks, selfTimes } = readTrace(trace.traceEvents ?? trace);
  const long = tasks.filter((task) => task.at >= fcp && task.dur > 50_000);
  const result = {
    fcp,
    lcp,
    tbt: long.reduce((sum, task) => sum + task.dur - 50_000, 0),
    busy: tasks.filter((task) => task.at >= fcp).reduce((sum, task) => sum + task.dur, 0),
    // thread CPU time: the load of a shared machine inflates wall time far more
    cpu: tasks.filter((task) => task.at >= fcp).reduce((sum, task) => sum + task.cpu, 0),
    longTasks: long.map((task) => ({ ...task, totals: new Map(), events: new Map() })),
    bySource: new Map(),
    byFunction: new Map(),
    byEvent: new Map(),
  };
  for (const entry of selfTimes) {
    if (entry.at < fcp) continue;
    result.byEvent.set(entry.key, (result.byEvent.get(entry.key) ?? 0) + entry.self);
    const task = result.longTasks.find((t) => entry.at >= t.at && entry.at < t.at + t.dur);
    if (task) task.events.set(entry.key, (task.events.get(entry.key) ?? 0) + entry.self);
  }
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node);
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index + 1] ?? 0;
    time += profile.timeDeltas[index] ?? 0;
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === '(idle)') return;
    const at = frame.url
      ? position(smDir, frame.url, frame.lineNumber, frame.columnNumber)
      : { source: `(${frame.functionName})` };
    const named = (f, p) =>
      `${p.name ?? (f.functionName || '(anonymous)')}  ${p.source}:${p.line ?? ''}`;
    // a native function (appendChild, fetch…) is named with the function that called it
    const caller = parents.get(id)?.callFrame;
    const fn = frame.url
      ? named(frame, at)
      : caller?.url
        ? `${at.source} ← ${named(caller, position(smDir, caller.url, caller.lineNumber, caller.columnNumber))}`
        : at.source;
    const add = (map, key) => map.set(key, (map.get(key) ?? 0) + micros);
    add(result.bySource, at.source);
    add(result.byFunction, fn);
    const task = result.longTasks.find((t) => time - start >= t.at && time - start < t.at + t.dur);
    if (task) add(task.totals, at.source);
  });
  return result;
}

const ms = (micros) => (micros / 1000).toFixed(0);
const listTop = (totals, count, indent = '') =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, micros]) => `${indent}${(micros / 1000).toFixed(1).padStart(8)} ms  ${key}`)
    .join('\n');

function medianMap(maps) {
  const keys = new Set(maps.flatMap((map) => [...map.keys()]));
  return new Map([...keys].map((key) => [key, median(maps.map((map) => map.get(key) ?? 0))]));
}

function report(build, results) {
  const pick = (name) => ms(median(results.map((r) => r[name])));
  const each = (name) => results.map((r) => ms(r[name])).join('/');
  console.log(
    `\n===== ${build} ${path} (${results.length} runs, ${viewport.width}×${viewport.height}, 4× CPU)`,
  );
  console.log(
    `FCP ${pick('fcp')} ms (${each('fcp')}), LCP ${pick('lcp')} ms (${each('lcp')}), ` +
      `main thread busy after FCP ${pick('busy')} ms (${each('busy')}), ` +
      `its CPU time ${pick('cpu')} ms (${each('cpu')}), ` +
      `TBT ${pick('tbt')} ms (${each('tbt')}), long tasks ${results.map((r) => r.longTasks.length).join('/')}`,
  );
  console.log(
    `--- self time by source (median)\n${listTop(medianMap(results.map((r) => r.bySource)), top)}`,
  );
  console.log(
    `--- trace self time by event after FCP (median)\n${listTop(medianMap(results.map((r) => r.byEvent)), top)}`,
  );
  console.log(
    `--- self time by function (median)\n${listTop(medianMap(results.map((r) => r.byFunction)), top)}`,
  );
  const typical = results.find((r) => ms(r.tbt) === pick('tbt')) ?? results[0];
  for (const task of typical.longTasks) {
    console.log(`--- long task ${ms(task.dur)} ms at ${ms(task.at)} ms (median run)`);
    console.log(listTop(task.events, 5, '  [trace] '));
    console.log(listTop(task.totals, 6, '  '));
  }
}

const servers = [];
try {
  const dataDir = process.env.BENCH_DATA_DIR;
  for (const [index, dir] of builds.entries()) {
    process.env.STATIC_DIR = dir;
    // never one PGlite folder for two servers
    if (dataDir) process.env.BENCH_DATA_DIR = index === 0 ? dataDir : `${dataDir}-${index}`;
    servers.push(await startBenchServer(port + index * 7));
  }
  const sessions = await Promise.all(servers.map((server) => signIn(server.origin)));
  const browser = await launchBenchChromium();
  const results = builds.map(() => []);
  console.log(`${path}, load average before ${loadavg()[0].toFixed(2)}`);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, server] of servers.entries()) {
      results[index].push(
        await profileOnce(server, sessions[index], browser, smDirs[index], `build${index}`),
      );
    }
  }
  await browser.close();
  builds.forEach((build, index) => report(build, results[index]));
  console.log(`load average after ${loadavg()[0].toFixed(2)}`);
} finally {
  for (const server of servers) await server.stop();
}
