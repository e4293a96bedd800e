// Lighthouse only, for a few pages: `node bench/lighthouse-pages.mjs /index /customer-list`
// (env: BENCH_PORT, LH_RUNS, LH_FORM=mobile|desktop, LH_MODE=cold|warm). Prints the load
// average beside the figures: the machine is shared and Lighthouse's timings follow its load.
import { loadavg } from 'node:os';
import { startBenchServer } from './bench-server.mjs';
import { formatScore, lighthouseScores } from './lighthouse-scores.mjs';

const paths = process.argv.slice(2);
const pages = (paths.length > 0 ? paths : ['/index', '/customer-list']).map((path) => [path, path]);
const list = (value, fallback) => (value ? value.split(',') : fallback);
const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 4520));
try {
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(`load average before: ${load()}`);
  const results = await lighthouseScores(server.origin, {
    runs: Number(process.env.LH_RUNS ?? 3),
    pages,
    formFactors: list(process.env.LH_FORM, ['mobile', 'desktop']),
    modes: list(process.env.LH_MODE, ['cold', 'warm']),
  });
  for (const score of results) {
    console.log(`${score.page} ${score.formFactor} ${score.mode}: ${formatScore(score)}`);
  }
  console.log(`load average after: ${load()}`);
} finally {
  await server.stop();
}
