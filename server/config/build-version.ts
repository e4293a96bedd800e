// docs/conventions.md: BUILD_VERSION from the environment, else the one the console build wrote
// (dist/client/build-version.txt), else 'dev'. The probe and the meta tag both use it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function resolveBuildVersion(fromEnv: string | undefined, staticDir: string): string {
  if (fromEnv) return fromEnv;
  try {
    const written = readFileSync(join(staticDir, 'build-version.txt'), 'utf8').trim();
    if (written) return written;
  } catch {
    // no build yet: fall through to 'dev'
  }
  return 'dev';
}
