// issue #23 "measure the alternatives before choosing": the signed-in /index at 412 px without
// CSS-in-JS at runtime, against the console's own build, Lighthouse mobile cold.
//
//   npm run build && node bench/alternatives/run.mjs
//
// Builds variants of the same page (vite.config.mjs): "static" (React 19 + TanStack
// Query + react-router + the console's data layer, a static stylesheet, no Chakra/Emotion) and
// "system" (the same, plus Chakra's system built at start-up and never used); not in the default
// order: "link" and "split" (see VARIANTS). Each is served by
// the real API server from a copy of dist/client (the real login page signs in) with its own
// index.html, then `bench/lighthouse-pages.mjs /index` runs for each build in turn, interleaved
// (real, static, system, real, …), printing perf, FCP, LCP, TBT, CLS and the load average, and
// from the saved reports (.tmp/alt-lh) the JS transferred and Lighthouse's main-thread work.
// Env: ALT_ORDER (default real,static,system,real,static,system), LH_RUNS (3), BENCH_PORT
// (4522), ALT_PAGE (/index), BENCH_DATA_DIR (default .tmp/alt-data: seeded once, then reused).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const repo = resolve(import.meta.dirname, '../..');
const tmp = join(repo, '.tmp');
const order = (process.env.ALT_ORDER ?? 'real,static,system,real,static,system').split(',');
const page = process.env.ALT_PAGE ?? '/index';
const port = process.env.BENCH_PORT ?? '4522';
const dataDir = process.env.BENCH_DATA_DIR ?? join(tmp, 'alt-data');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

if (!existsSync(join(repo, 'dist/client/index.html')) || !existsSync(join(repo, 'dist/server'))) {
  throw new Error('build the console first: npm run build (dist/client and dist/server)');
}

/** Initial JS of a page as scripts/check-bundle.mjs counts it (scripts named by the HTML). */
function initialJsGzip(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const files = new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]),
  );
  const bytes = [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dir, file)), { level: 9 }).length,
    0,
  );
  return `${(bytes / 1024).toFixed(1)} KB`;
}

// Build settings per variant (vite.config.mjs): "link" and "split" are "static" with the
// stylesheet as a file, or with the vendor code in chunks of their own.
const VARIANTS = {
  static: { ALT_VARIANT: 'static' },
  system: { ALT_VARIANT: 'system' },
  link: { ALT_VARIANT: 'static', ALT_CSS: 'link' },
  split: { ALT_VARIANT: 'static', ALT_SPLIT: '1' },
};

/** A copy of the console's build (login page, sign-in) with the variant's index.html. */
function buildVariant(variant) {
  const settings = VARIANTS[variant];
  if (!settings) throw new Error(`unknown variant ${variant}: ${Object.keys(VARIANTS)}`);
  const out = join(tmp, 'alt-build', variant);
  execFileSync('npx', ['vite', 'build', '-c', 'bench/alternatives/vite.config.mjs'], {
    cwd: repo,
    stdio: 'inherit',
    env: { ...process.env, ALT_CSS: 'inline', ALT_SPLIT: '0', ...settings, ALT_OUT_DIR: out },
  });
  const serve = join(tmp, 'alt-serve', variant);
  rmSync(serve, { recursive: true, force: true });
  mkdirSync(serve, { recursive: true });
  cpSync(join(repo, 'dist/client'), serve, { recursive: true });
  cpSync(out, serve, { recursive: true });
  const assets = join(serve, 'assets', `alt-${settings.ALT_VARIANT}`);
  execFileSync('node', ['scripts/compress.mjs', assets], { cwd: repo, stdio: 'ignore' });
  return serve;
}

const dirs = { real: join(repo, 'dist/client') };
for (const variant of new Set(order)) {
  if (variant !== 'real') dirs[variant] = buildVariant(variant);
}
mkdirSync(dataDir, { recursive: true });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** From the saved reports: JS transferred (KB) and main-thread work (s), medians. */
function fromReports(dir) {
  const reports = readdirSync(dir).map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')));
  if (reports.length === 0) return 'no report';
  const script = (lhr) =>
    lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')
      ?.transferSize ?? Number.NaN;
  const work = (lhr) => lhr.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN;
  const kb = (median(reports.map(script)) / 1024).toFixed(1);
  return `${kb} KB | ${(median(reports.map(work)) / 1000).toFixed(2)} s`;
}

function lighthouse(variant, saveDir) {
  return new Promise((done, fail) => {
    const child = spawn('node', ['bench/lighthouse-pages.mjs', page], {
      cwd: repo,
      env: {
        ...process.env,
        STATIC_DIR: dirs[variant],
        LH_RUNS: process.env.LH_RUNS ?? '3',
        LH_FORM: 'mobile',
        LH_MODE: 'cold',
        BENCH_PORT: port,
        BENCH_DATA_DIR: dataDir,
        LH_SAVE_DIR: saveDir,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', fail);
    child.on('exit', (code) => {
      const line = output.split('\n').find((text) => text.includes('mobile cold:'));
      done(line ? line.replace(/^.*mobile cold: /, '') : `no result (exit ${code})`);
    });
  });
}

const rows = [];
for (const [step, variant] of order.entries()) {
  const saveDir = join(tmp, 'alt-lh', `${step + 1}-${variant}`);
  rmSync(saveDir, { recursive: true, force: true });
  mkdirSync(saveDir, { recursive: true });
  const before = load();
  const result = await lighthouse(variant, saveDir);
  const initial = initialJsGzip(dirs[variant]);
  const row = `| ${variant} | ${initial} | ${fromReports(saveDir)} | ${result} | ${before} → ${load()} |`;
  console.log(row);
  rows.push(row);
}
console.log(`\n${page}, Lighthouse mobile cold, median of ${process.env.LH_RUNS ?? 3} runs`);
console.log(
  '| build | initial JS (gzip) | JS transferred | main-thread work | Lighthouse | load average |',
);
console.log('|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
