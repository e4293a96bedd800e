// Prints the phases of `npm test` one a line as "<name>\t<command>", expanding every
// `npm run <script>` whose script is itself a chain of `&&` steps, so .ci/run can time each
// phase while running exactly what `npm test` runs (docs/testing.md "Where the time goes").
import { readFileSync } from 'node:fs';

const scripts = JSON.parse(readFileSync(new URL('../package.json', import.meta.url))).scripts;

function phases(name) {
  return scripts[name].split(' && ').flatMap((step) => {
    const called = /^npm run ([\w:-]+)$/.exec(step.trim());
    // a called script that is one command stays one phase under its own name
    if (called && scripts[called[1]].includes(' && ')) return phases(called[1]);
    return [[called ? called[1] : step.trim(), step.trim()]];
  });
}

for (const [name, command] of phases(process.argv[2] ?? 'test')) {
  console.log(`${name}\t${command}`);
}
