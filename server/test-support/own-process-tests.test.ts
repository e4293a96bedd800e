// issue #33: the Vitest project `server` runs its files in shared worker processes
// (isolate: false, vitest.config.ts); a file that changes or relies on process-wide state runs
// in `server-isolated` instead, listed with its reason in own-process-tests.json
// (docs/testing.md "Server tests in a shared process"). These rules keep that list honest.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeWithoutComments } from './code-without-comments';
import ownProcess from './own-process-tests.json';

const tests = ['server', 'scripts']
  .flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' }).map(
      (file) => `${root}/${file.split('\\').join('/')}`,
    ),
  )
  .filter((file) => file.endsWith('.test.ts'))
  .sort();

const listed = (file: string) =>
  ownProcess.some(({ tests: entry }) =>
    entry.endsWith('/') ? file.startsWith(entry) : file === entry,
  );

/** What leaks from one file into the next in a shared process, or needs a fresh one. */
const PROCESS_STATE: ReadonlyArray<readonly [string, RegExp]> = [
  ['a module mock (an earlier file may have loaded the real module)', /\bvi\.(do)?[mM]ock\(/],
  [
    'a change to the environment or a global (TZ among them)',
    /process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env|\bvi\.stub(Env|Global)\(/,
  ],
  ['a process event listener (some events fire once per process)', /\bprocess\.(on|once)\(/],
  ['a walk over the process-wide endpoint registry (endpoint-routes.ts)', /\bguardedEndpoints\(/],
];

describe('server test files that need a process of their own (issue #33)', () => {
  it('every entry names at least one server test file and gives its reason', () => {
    const empty = ownProcess
      .filter(
        ({ tests: entry, why }) =>
          why.trim().length < 10 ||
          !tests.some((test) => (entry.endsWith('/') ? test.startsWith(entry) : test === entry)),
      )
      .map(({ tests: entry }) => entry);
    expect(empty).toEqual([]);
  });

  it('a server test file that mocks a module, changes the environment, listens to the process or walks the endpoint registry is listed in own-process-tests.json', () => {
    const unlisted = tests.flatMap((test) => {
      const text = codeWithoutComments(test);
      const uses = PROCESS_STATE.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);
      return uses.length > 0 && !listed(test) ? [`${test}: ${uses.join(', ')}`] : [];
    });
    expect(unlisted).toEqual([]);
  });
});
