// Where sider.js comes from: the server build bundles sider-script.ts into
// dist/server/sider.js (scripts/build-server.mjs); running from source (tests, npm run dev)
// bundles it on first request with esbuild, a dev dependency — as the form page's fill.js.
import { createHash } from 'node:crypto';
import type { build as esbuildBuild } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findProjectRoot } from '../../../../config/project-root';

export const SIDER_SCRIPT_PATH = '/sidebar/_/sider.js';
export const BUILT_SIDER_SCRIPT = 'dist/server/sider.js';
export const SIDER_SCRIPT_SOURCE = 'server/modules/reach/sider-iframe/sidebar-page/sider-script.ts';

export interface SiderScript {
  readonly code: string;
  readonly version: string;
}

let cached: Promise<SiderScript> | undefined;

async function bundleFromSource(root: string): Promise<string> {
  const esbuildModule = 'esbuild';
  const { build } = (await import(esbuildModule)) as { build: typeof esbuildBuild };
  const result = await build({
    entryPoints: [join(root, SIDER_SCRIPT_SOURCE)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2019',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

function runningFromBundle(): boolean {
  return fileURLToPath(import.meta.url)
    .split(sep)
    .join('/')
    .includes('/dist/server/');
}

async function load(): Promise<SiderScript> {
  const root = findProjectRoot();
  const built = join(root, BUILT_SIDER_SCRIPT);
  const code =
    runningFromBundle() && existsSync(built)
      ? readFileSync(built, 'utf8')
      : await bundleFromSource(root);
  return { code, version: createHash('sha256').update(code).digest('base64url').slice(0, 10) };
}

export function loadSiderScript(): Promise<SiderScript> {
  cached ??= load().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
