// issue #33: CI runs only a selection of the server tests on PostgreSQL (postgres-selection.ts,
// docs/testing.md "The PostgreSQL pass"). These rules keep the selection honest as the code
// grows: whatever behaves differently on the two databases has a selected test.
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeWithoutComments } from './code-without-comments';
import { POSTGRES_TESTS, inPostgresSelection } from './postgres-selection';

const files = readdirSync('server', { recursive: true, encoding: 'utf8' })
  .map((file) => `server/${file.split('\\').join('/')}`)
  .sort();
const tests = files.filter((file) => file.endsWith('.test.ts'));
const sources = files.filter(
  (file) =>
    (file.endsWith('.ts') || file.endsWith('.sql')) &&
    !file.endsWith('.test.ts') &&
    !file.startsWith('server/test-support/'),
);

const code = codeWithoutComments;

/** What only PostgreSQL shows: contention, several connections, or a branch on the kind. */
const POSTGRES_ONLY: ReadonlyArray<readonly [string, RegExp]> = [
  ['an advisory lock', /advisory/i],
  [
    'a row lock',
    /\.for\(\s*'(update|share|no key update)'|\bFOR (NO KEY )?(UPDATE|SHARE)\b|SKIP LOCKED|NOWAIT/i,
  ],
  ['an UNLOGGED table', /\bUNLOGGED\b/i],
  ['a unique violation mapped under races', /unique-violation'|'23505'/],
  ['an isolation level', /isolationLevel|\bSERIALIZABLE\b|REPEATABLE READ/],
  ['LISTEN / NOTIFY', /\bLISTEN\b|\bNOTIFY\b|pg_notify/],
  [
    'a branch on the database kind',
    /(?<!function )isPostgresUrl\(|\bkind [!=]== '(pglite|postgres)'/,
  ],
];

/** Tests beside a source file: its folder's, else under its folder, else its parent's. */
function nearestTests(source: string): string[] {
  for (let dir = dirname(source); dir.startsWith('server'); dir = dirname(dir)) {
    const own = tests.filter((test) => dirname(test) === dir);
    if (own.length > 0) return own;
    const under = tests.filter((test) => test.startsWith(`${dir}/`));
    if (under.length > 0 && dir !== 'server') return under;
  }
  return [];
}

describe('the PostgreSQL selection (issue #33)', () => {
  it('every entry names at least one server test file and gives its reason', () => {
    const empty = POSTGRES_TESTS.filter(
      ({ tests: entry, why }) =>
        why.trim().length < 10 ||
        !tests.some((test) => (entry.endsWith('/') ? test.startsWith(entry) : test === entry)),
    ).map(({ tests: entry }) => entry);
    expect(empty).toEqual([]);
  });

  it('a test file that reads which database it runs on is in the selection', () => {
    const unselected = tests.filter(
      (test) =>
        !test.startsWith('server/test-support/') &&
        /TEST_DATABASE_URL|isPostgresUrl|onPostgres/.test(code(test)) &&
        !inPostgresSelection(test),
    );
    expect(unselected).toEqual([]);
  });

  it('a source file using a lock, an UNLOGGED table, a unique-violation race or a branch on the database kind has a selected test beside it', () => {
    const uncovered = sources.flatMap((source) => {
      const text = code(source);
      const uses = POSTGRES_ONLY.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);
      if (uses.length === 0 || nearestTests(source).some(inPostgresSelection)) return [];
      return [`${source} (${uses.join(', ')}): add one of its tests to postgres-selection.json`];
    });
    expect(uncovered).toEqual([]);
  });
});
