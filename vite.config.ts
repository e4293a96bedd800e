import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// @ts-expect-error: plain ESM helper shared with the start script, no types needed
import { resolveBuildVersion } from './scripts/build-version.mjs';

const buildVersion: string = resolveBuildVersion();

// Build version goes into the page's meta tag, never into app code: compiling it in would
// change every chunk's hash on every build (stack-notes: build version pitfall).
function buildVersionMeta(): Plugin {
  let outDir = 'dist/client';
  return {
    name: 'build-version-meta',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: (html) =>
      html.replace(
        /<meta name="meta_build_version" content="[^"]*"\s*\/?>/,
        `<meta name="meta_build_version" content="${buildVersion}" />`,
      ),
    closeBundle() {
      writeFileSync(resolve(outDir, 'build-version.txt'), buildVersion);
    },
  };
}

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), buildVersionMeta()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        login: resolve(import.meta.dirname, 'login.html'),
      },
      output: {
        // spec §9: built file names are hashed with 8 characters.
        entryFileNames: 'assets/[name]-[hash:8].js',
        chunkFileNames: 'assets/[name]-[hash:8].js',
        assetFileNames: 'assets/[name]-[hash:8][extname]',
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/scrm': apiTarget,
      '/config.json': apiTarget,
      '/_reload_': apiTarget,
      '/auth/login': apiTarget,
    },
  },
});
