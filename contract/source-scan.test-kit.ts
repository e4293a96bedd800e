// The guard tests' one walk over the project's sources (china-time.test.ts, tenant-zone.test.ts):
// which files outside the one module say what only that module may say.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..');
// Scripts and the bench (.mjs) count too: they ask for the same days the server reads.
const SOURCE_DIRS = ['contract', 'server', 'src', 'sw', 'scripts', 'bench'];
const isTestFile = (path: string) => /\.test\.tsx?$|test-kit|test-support\//.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(tsx?|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** The non-test source files (relative to the project) other than `module` matching `pattern`. */
export function offendersOutside(module: string, pattern: RegExp): string[] {
  return SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)))
    .map((path) => relative(ROOT, path))
    .filter((path) => path !== module && !isTestFile(path))
    .filter((path) => pattern.test(readFileSync(join(ROOT, path), 'utf8')));
}
