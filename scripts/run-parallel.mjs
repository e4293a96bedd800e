// Runs npm scripts side by side and fails when any of them fails (issue #33: `npm test`'s
// static checks and the build each keep one core busy; run one after another they left the
// second core of the 2-core CI machine idle; docs/testing.md "Where the time goes").
//   node scripts/run-parallel.mjs typecheck lint format:check build
// Each script's output (stdout and stderr together) is printed in one piece when it ends, under
// a line with its name, wall seconds and result, so the log reads as if they ran in turn; a
// summary of every script's time closes the run.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>...');
  process.exit(2);
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = performance.now();
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);

/** Runs one npm script (no npm banner), keeps its output; resolves with its result. */
function run(script) {
  return new Promise((resolve) => {
    const begin = performance.now();
    const output = [];
    const child = spawn(npm, ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let done = false;
    const finish = (failure) => {
      if (done) return; // a child that fails to start may also report its close
      done = true;
      const result = { script, seconds: seconds(begin), failure };
      // npm's own messages are off (--silent, so no banner confuses npm-phase-clock.mjs): a
      // script that fails without a word (a missing script) says so here
      const text = Buffer.concat(output).toString() || (failure ? '(no output)\n' : '');
      process.stdout.write(
        `== ${script}: ${result.seconds} s wall, ${failure ?? 'passed'}\n${text}` +
          (text === '' || text.endsWith('\n') ? '' : '\n'),
      );
      resolve(result);
    };
    child.on('error', (error) => finish(`failed to start (${error.message})`));
    child.on('close', (code, signal) =>
      finish(code === 0 ? undefined : `failed (${signal ?? `exit ${code}`})`),
    );
  });
}

const results = await Promise.all(scripts.map(run));
console.log(`== side by side: ${seconds(started)} s wall`);
for (const { script, seconds: taken, failure } of results) {
  console.log(`${taken.padStart(8)} s  ${script}${failure ? `  ${failure}` : ''}`);
}
if (results.some(({ failure }) => failure)) process.exitCode = 1;
