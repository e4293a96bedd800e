// issue #33: the Vitest projects `server` and `unit` run their files in shared workers
// (isolate: false, vitest.config.ts); a file that changes or relies on state the next file would
// inherit runs in `server-isolated` / `unit-isolated` instead, listed with its reason in
// own-process-tests.json beside each project's test support (docs/testing.md "Server tests in a
// shared process", "Unit tests in a shared worker"). These rules keep both lists honest.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeWithoutComments } from './code-without-comments';

type Entry = { tests: string; why: string };

const testFiles = (roots: readonly string[]) =>
  roots
    .flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: 'utf8' }).map(
        (file) => `${root}/${file.split('\\').join('/')}`,
      ),
    )
    .filter((file) => /\.test\.tsx?$/.test(file))
    .sort();

const covers = (entry: string, file: string) =>
  entry.endsWith('/') ? file.startsWith(entry) : file === entry;

const MODULE_MOCK = [
  'a module mock (an earlier file may have loaded the real module)',
  /\bvi\.(do)?[mM]ock\(/,
] as const;
const PROCESS_EVENT = [
  'a process event listener (some events fire once per process)',
  /\bprocess\.(on|once)\(/,
] as const;

/** What leaks from one file into the next in a shared process, or needs a fresh one. */
const SERVER_STATE: ReadonlyArray<readonly [string, RegExp]> = [
  MODULE_MOCK,
  [
    'a change to the environment or a global (TZ among them)',
    /process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env|\bvi\.stub(Env|Global)\(/,
  ],
  PROCESS_EVENT,
  ['a walk over the process-wide endpoint registry (endpoint-routes.ts)', /\bguardedEndpoints\(/],
];

/**
 * The same for the unit files, which also share one jsdom window. src/test-setup.ts undoes
 * vi.stubGlobal / vi.stubEnv, fake timers, a test's own navigator fields, the page, storage
 * and the app's modules before each file; what it cannot undo is listed here.
 */
const UNIT_STATE: ReadonlyArray<readonly [string, RegExp]> = [
  MODULE_MOCK,
  [
    'a change to the environment or a global by hand (vi.stubEnv / vi.stubGlobal are undone)',
    /process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env|\b(window|globalThis|document)\.\w+\s*=(?!=)|\.prototype\.\w+\s*=(?!=)|Object\.defineProperty\((window|globalThis|document)\s*,/,
  ],
  PROCESS_EVENT,
];

const LISTS = [
  {
    kind: 'server',
    listFile: 'server/test-support/own-process-tests.json',
    roots: ['server', 'scripts'],
    state: SERVER_STATE,
    uses: 'mocks a module, changes the environment, listens to the process or walks the endpoint registry',
  },
  {
    kind: 'unit',
    listFile: 'src/test-support/own-process-tests.json',
    roots: ['src', 'contract', 'sw', 'tests/layout'],
    state: UNIT_STATE,
    uses: 'mocks a module, changes the environment or a global by hand or listens to the process',
  },
] as const;

for (const { kind, listFile, roots, state, uses } of LISTS) {
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as Entry[];
  const tests = testFiles(roots);
  const title =
    kind === 'server'
      ? 'server test files that need a process of their own (issue #33)'
      : 'unit test files that need a worker of their own (issue #33)';

  describe(title, () => {
    it(`every entry names at least one ${kind} test file and gives its reason`, () => {
      const empty = list
        .filter(
          ({ tests: entry, why }) =>
            why.trim().length < 10 || !tests.some((test) => covers(entry, test)),
        )
        .map(({ tests: entry }) => entry);
      expect(empty).toEqual([]);
    });

    it(`a ${kind} test file that ${uses} is listed in own-process-tests.json`, () => {
      const unlisted = tests.flatMap((test) => {
        const text = codeWithoutComments(test);
        const found = state.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);
        return found.length > 0 && !list.some(({ tests: entry }) => covers(entry, test))
          ? [`${test}: ${found.join(', ')}`]
          : [];
      });
      expect(unlisted).toEqual([]);
    });
  });
}
