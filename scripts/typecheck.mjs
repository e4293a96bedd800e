// `npm run typecheck`: the three TypeScript projects (the console, the server and its tests, the
// service worker) checked with TypeScript 7, the native compiler (package alias `typescript-7`).
// Why 7 for the check (issue #33, docs/testing.md "Stop 54: the typecheck on TypeScript 7"):
// the same three projects took 161 s of CPU on TypeScript 6 and ~47 s on 7, and `checks-and-build`
// runs the check beside ESLint, Prettier and the build on two cores, so its CPU is the suite's.
// One thread each (`--singleThreaded`): beside three other tools, the compiler's own threads only
// add CPU (the server project: 33 s of CPU on one thread, 64 s on the default four).
// TypeScript 6 stays the `typescript` package: typescript-eslint parses with it (its peer range
// ends below 6.1), and nothing else type-checks.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PROJECTS = ['tsconfig.app.json', 'tsconfig.node.json', 'sw/tsconfig.json'];
// the package exports no bin path; its bin sits beside its package.json
const tsc = join(
  dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin/tsc',
);

for (const project of PROJECTS) {
  const { status, signal } = spawnSync(
    process.execPath,
    [tsc, '--noEmit', '--singleThreaded', '-p', project],
    { stdio: 'inherit' },
  );
  if (status !== 0) {
    console.error(`typecheck: ${project} failed (${signal ?? `exit ${status}`})`);
    process.exit(status ?? 1);
  }
}
