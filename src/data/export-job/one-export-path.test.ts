import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// A file written in the browser: a Blob or object URL, a data: URL of a table, a CSV or
// spreadsheet MIME type given to a download, or a CSV writer of our own.
const BUILDS_A_FILE =
  /new Blob\(|createObjectURL\(|data:text\/|type: ['"`](text\/csv|application\/vnd)|\b(toCsv|downloadCsv|csvRows|exportTable)\b/;

// issue #34 "one export path": every export is the export center's job (docs/architecture.md
// "Exports"), so it shows in /export-log and its cells are neutralised by the one writer.
describe('one export path', () => {
  it('no console file builds a CSV or any other file in the browser', () => {
    const offenders = sourceFiles(join(ROOT, 'src'))
      .filter((path) => BUILDS_A_FILE.test(readFileSync(path, 'utf8')))
      .map((path) => relative(ROOT, path));
    expect(offenders).toEqual([]);
  });
});
