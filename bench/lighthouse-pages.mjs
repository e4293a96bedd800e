// Lighthouse only, for a few pages: `node bench/lighthouse-pages.mjs /index /customer-list`
// (env: BENCH_PORT, LH_RUNS, LH_FORM=mobile|desktop, LH_MODE=cold|warm, BENCH_BASELINE=<a
// previous build's dist>: that build too, runs interleaved). Prints the load average beside
// the figures: the machine is shared and Lighthouse's timings follow its load.
import { loadavg } from 'node:os';
import { startBenchServer } from './bench-server.mjs';
import { formatScore, lighthouseCompare } from './lighthouse-scores.mjs';

const paths = process.argv.slice(2);
const pages = (paths.length > 0 ? paths : ['/index', '/customer-list']).map((path) => [path, path]);
const list = (value, fallback) => (value ? value.split(',') : fallback);
const port = Number(process.env.BENCH_PORT ?? 4520);
const server = await startBenchServer(port);
const baseline = process.env.BENCH_BASELINE
  ? await startBenchServer(port + 5, { dist: process.env.BENCH_BASELINE }).catch(async (error) => {
      await server.stop();
      throw error;
    })
  : null;
try {
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(`load average before: ${load()}`);
  const builds = [
    ...(baseline ? [{ name: 'baseline', origin: baseline.origin }] : []),
    { name: 'current', origin: server.origin },
  ];
  const results = await lighthouseCompare(builds, {
    runs: Number(process.env.LH_RUNS ?? 3),
    pages,
    formFactors: list(process.env.LH_FORM, ['mobile', 'desktop']),
    modes: list(process.env.LH_MODE, ['cold', 'warm']),
  });
  for (const result of results) {
    for (const build of builds) {
      const score = result.builds[build.name];
      const which = baseline ? `${build.name.padEnd(8)} ` : '';
      console.log(
        `${which}${result.page} ${result.formFactor} ${result.mode}: ${formatScore(score)}`,
      );
    }
  }
  console.log(`load average after: ${load()}`);
} finally {
  await baseline?.stop();
  await server.stop();
}
