// Bundles the API server into one ESM file; packages stay external (PGlite loads its own
// wasm and data files from node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// issue #32 finding 1: the import worker (server/imports/read-sheet-outside.ts starts it from
// beside main.mjs) parses users' sheets off the API's event loop.
await build({
  entryPoints: ['server/imports/sheet-worker.ts'],
  outfile: 'dist/server/sheet-worker.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// issue #7: the super-form public page's script (served as /p/_/fill.js; no console bundle).
await build({
  entryPoints: ['server/modules/material/super-form/public-page/fill-script.ts'],
  outfile: 'dist/server/superform-fill.js',
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2019',
  logLevel: 'warning',
});

// issue #18: the chat sidebar's script (served as /sidebar/_/sider.js; no console bundle), and
// issue #40: WeCom's JS-SDK as its own file (/sidebar/_/jssdk.js), loaded only inside WeCom.
for (const [entry, outfile] of [
  ['sider-script.ts', 'dist/server/sider.js'],
  ['sider-jssdk.ts', 'dist/server/sider-jssdk.js'],
]) {
  await build({
    entryPoints: [`server/modules/reach/sider-iframe/sidebar-page/${entry}`],
    outfile,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2019',
    logLevel: 'warning',
  });
}
