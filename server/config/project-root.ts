// The server runs from source (tsx, server/...) and bundled (dist/server/main.mjs), so the
// depth of this file differs: walk up to the folder that holds package.json instead.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function findProjectRoot(start: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${start}`);
    dir = parent;
  }
  return dir;
}
