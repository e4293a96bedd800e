// Where the start-up's main-thread time goes (issue #23): a cold, signed-in load of one page at
// 412 px under a 4× CPU throttle, profiled with CDP, self time grouped by source file and by
// busy stretch (no idle sample for more than 50 ms: what each long task is made of).
//   npx vite build --sourcemap --outDir /tmp/sm   # optional: maps minified code to sources
//   SM_DIR=/tmp/sm BENCH_PORT=4636 node bench/startup-profile.mjs /index
// SM_DIR must be a build of the same tree as dist/client (same chunk names), else the chunks
// are named instead of their sources. BENCH_DATA_DIR reuses a seeded data folder.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launchBenchChromium, signedInContext, waitForPageContent } from './bench-browser.mjs';
import { signIn, startBenchServer } from './bench-server.mjs';

const path = process.argv[2] ?? '/index';
const smDir = process.env.SM_DIR;
// source-map-js comes with Vite (not a dependency of ours): loaded only when SM_DIR is given.
const { SourceMapConsumer } = smDir ? await import('source-map-js') : {};
const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 4520));
const consumers = new Map();

function sourceOf(url, line, column) {
  const chunk = url.match(/\/assets\/([^/?]+\.js)/)?.[1];
  if (!chunk) return url || '(native)';
  const mapFile = smDir ? `${smDir}/assets/${chunk}.map` : '';
  if (!mapFile || !existsSync(mapFile)) return `assets/${chunk}`;
  if (!consumers.has(mapFile)) {
    consumers.set(mapFile, new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))));
  }
  const position = consumers.get(mapFile).originalPositionFor({ line: line + 1, column });
  return (position.source ?? `assets/${chunk}`)
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\/src\//, 'src/');
}

const top = (totals, count) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, micros]) => `${(micros / 1000).toFixed(1).padStart(8)} ms  ${key}`)
    .join('\n');

try {
  const session = await signIn(server.origin);
  const browser = await launchBenchChromium();
  const context = await signedInContext(browser, session);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.origin}${path}`);
  await waitForPageContent(page);
  const { profile } = await cdp.send('Profiler.stop');
  await browser.close();

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const bySource = new Map();
  const stretches = [];
  let stretch = null;
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index + 1] ?? 0;
    time += profile.timeDeltas[index] ?? 0;
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === '(idle)') {
      if (stretch && time - stretch.start > 50_000) stretches.push({ ...stretch, end: time });
      stretch = null;
      return;
    }
    const source = frame.url
      ? sourceOf(frame.url, frame.lineNumber, frame.columnNumber)
      : `(${frame.functionName})`;
    bySource.set(source, (bySource.get(source) ?? 0) + micros);
    stretch ??= { start: time, totals: new Map() };
    stretch.totals.set(source, (stretch.totals.get(source) ?? 0) + micros);
  });
  console.log(`${path}, load average ${loadavg()[0].toFixed(2)}`);
  console.log(`--- self time by source\n${top(bySource, 30)}`);
  for (const busy of stretches) {
    const at = ((busy.start - profile.startTime) / 1000).toFixed(0);
    const length = ((busy.end - busy.start) / 1000).toFixed(0);
    console.log(`--- busy ${length} ms at ${at} ms\n${top(busy.totals, 8)}`);
  }
} finally {
  await server.stop();
}
