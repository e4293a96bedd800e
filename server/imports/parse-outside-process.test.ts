// issue #32 finding 1 (docs/testing.md "Stop 50": a wall-clock bound replaced): the API never
// parses a user's sheet on its own event loop, so no file, however hostile, holds its requests.
// Proved without a clock: the server's static import graph reaches the parser only through
// read-sheet-outside.ts, which forks sheet-worker.ts (a path, not an import). The time the
// loop is held during an inflation bomb is a figure of `npm run bench` (bench/README.md).
import { describe, expect, it } from 'vitest';
import { staticFilesOf } from '../../scripts/static-imports';

const PARSERS = [
  'server/imports/sheet-worker.ts',
  'server/imports/sheet-read.ts',
  'server/imports/xlsx-read.ts',
  'server/imports/csv-read.ts',
  'server/imports/xml-stream.ts',
  'server/imports/zip-directory.ts',
];

describe('the sheet parser runs outside the API process', () => {
  it('the server imports no sheet parser; an import reaches sheets only through readSheetOutside', () => {
    const reached = staticFilesOf('server/main.ts');
    expect(reached).toContain('server/modules/acquiring/ai-call/import-work.ts');
    expect(reached).toContain('server/imports/read-sheet-outside.ts');
    expect(PARSERS.filter((file) => reached.has(file))).toEqual([]);
  });
});
