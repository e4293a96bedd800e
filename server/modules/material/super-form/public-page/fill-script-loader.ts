// Where fill.js comes from: the server build bundles fill-script.ts into
// dist/server/superform-fill.js (scripts/build-server.mjs); running from source (tests,
// npm run dev) bundles it on first request with esbuild, a dev dependency.
import { createHash } from 'node:crypto';
import type { build as esbuildBuild } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findProjectRoot } from '../../../../config/project-root';

export interface FillScript {
  readonly code: string;
  /** Short content hash: the page asks for fill.js?v=<hash>, cached for a year. */
  readonly version: string;
}

export const BUILT_SCRIPT = 'dist/server/superform-fill.js';
export const SCRIPT_SOURCE = 'server/modules/material/super-form/public-page/fill-script.ts';

let cached: Promise<FillScript> | undefined;

const withVersion = (code: string): FillScript => ({
  code,
  version: createHash('sha256').update(code).digest('base64url').slice(0, 10),
});

async function bundleFromSource(root: string): Promise<string> {
  const esbuildModule = 'esbuild';
  const { build } = (await import(esbuildModule)) as { build: typeof esbuildBuild };
  const result = await build({
    entryPoints: [join(root, SCRIPT_SOURCE)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2019',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** The bundled server (dist/server/main.mjs) reads the built file; source runs bundle. */
function runningFromBundle(): boolean {
  return fileURLToPath(import.meta.url)
    .split(sep)
    .join('/')
    .includes('/dist/server/');
}

async function load(): Promise<FillScript> {
  const root = findProjectRoot();
  const built = join(root, BUILT_SCRIPT);
  if (runningFromBundle() && existsSync(built)) return withVersion(readFileSync(built, 'utf8'));
  return withVersion(await bundleFromSource(root));
}

export function loadFillScript(): Promise<FillScript> {
  cached ??= load().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
