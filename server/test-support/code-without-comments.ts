// The code of a source file without its comments, for the guards that read the code
// (postgres-selection.test.ts, own-process-tests.test.ts): a comment naming a lock or a mock
// is neither.
import { readFileSync } from 'node:fs';

export const codeWithoutComments = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
    .replace(/^--.*$/gm, '');
