// Where sider.js and the WeCom JS-SDK file come from: the server build bundles sider-script.ts
// into dist/server/sider.js and sider-jssdk.ts into dist/server/sider-jssdk.js
// (scripts/build-server.mjs); running from source (tests, npm run dev) bundles each on first
// request with esbuild, a dev dependency — as the form page's fill.js.
import { createHash } from 'node:crypto';
import type { build as esbuildBuild } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findProjectRoot } from '../../../../config/project-root';

export const SIDER_SCRIPT_PATH = '/sidebar/_/sider.js';
export const BUILT_SIDER_SCRIPT = 'dist/server/sider.js';
export const SIDER_SCRIPT_SOURCE = 'server/modules/reach/sider-iframe/sidebar-page/sider-script.ts';
/** @wecom/jssdk, loaded by the sidebar only inside WeCom (sider-wecom-mode.ts). */
export const SIDER_SDK_PATH = '/sidebar/_/jssdk.js';
export const BUILT_SIDER_SDK = 'dist/server/sider-jssdk.js';
export const SIDER_SDK_SOURCE = 'server/modules/reach/sider-iframe/sidebar-page/sider-jssdk.ts';

export interface SiderScript {
  readonly code: string;
  readonly version: string;
}

async function bundleFromSource(root: string, source: string): Promise<string> {
  const esbuildModule = 'esbuild';
  const { build } = (await import(esbuildModule)) as { build: typeof esbuildBuild };
  const result = await build({
    entryPoints: [join(root, source)],
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

function loader(source: string, builtFile: string): () => Promise<SiderScript> {
  let cached: Promise<SiderScript> | undefined;
  const load = async (): Promise<SiderScript> => {
    const root = findProjectRoot();
    const built = join(root, builtFile);
    const code =
      runningFromBundle() && existsSync(built)
        ? readFileSync(built, 'utf8')
        : await bundleFromSource(root, source);
    return { code, version: createHash('sha256').update(code).digest('base64url').slice(0, 10) };
  };
  return () => {
    cached ??= load().catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
    return cached;
  };
}

export const loadSiderScript = loader(SIDER_SCRIPT_SOURCE, BUILT_SIDER_SCRIPT);
export const loadSiderSdk = loader(SIDER_SDK_SOURCE, BUILT_SIDER_SDK);

/** The page's two script addresses, each versioned by its content (immutable caching). */
export async function siderScriptSources(): Promise<{ script: string; sdk: string }> {
  const [script, sdk] = await Promise.all([loadSiderScript(), loadSiderSdk()]);
  return {
    script: `${SIDER_SCRIPT_PATH}?v=${script.version}`,
    sdk: `${SIDER_SDK_PATH}?v=${sdk.version}`,
  };
}
