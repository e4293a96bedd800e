import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// @ts-expect-error: plain ESM helper shared with the start script, no types needed
import { resolveBuildVersion } from './scripts/build-version.mjs';
import { preloadDeps } from './scripts/preload-deps';
import { routePreload } from './scripts/route-preload';

const buildVersion: string = resolveBuildVersion();

// Build version goes into the page's meta tag, never into app code: compiling it in would
// change every chunk's hash on every build (docs/stack.md "Build version").
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

// issue #23: Chakra's `conditions.has(key)` builds `Object.keys()` of its ~150 conditions and
// scans it, on every token while the system is built and on every conditional style key of
// every render. A Set built once answers the same (the conditions never change after
// creation): the system's build took 50–60 % less in a Node measurement (130 → 55 ms warm).
// The build fails if Chakra's file no longer has the expected text (check after an upgrade).
function chakraConditionSet(): Plugin {
  const file = '@chakra-ui/react/dist/esm/styled-system/conditions.js';
  const values = '  const values = Object.assign({}, conditions, breakpoints.conditions);\n';
  const scan = 'return keys().includes(key) ||';
  return {
    name: 'chakra-condition-set',
    transform(code, id) {
      if (!id.includes(file)) return null;
      if (!code.includes(values) || !code.includes(scan)) {
        throw new Error(`chakra-condition-set: ${file} changed, review the patch`);
      }
      return code
        .replace(values, `${values}  const keySet = new Set(Object.keys(values));\n`)
        .replace(scan, 'return keySet.has(key) ||');
    },
  };
}

// issue #23: Chakra's createSystem computes its global CSS (preflight, global styles, the CSS
// variable of every token: ~60 % of the call in a Node measurement) and its provider has
// Emotion serialise and insert it (stylis parsing ~48 KB of CSS) in the start-up's longest
// tasks. That CSS never changes at run time: src/ui/theme/chakra-global.css holds it (generated,
// kept current by render-global-css.test.ts) and a system created with `staticGlobalCss`
// leaves `_global` empty. The CSS goes inline into index.html (7 KB gzip): as a linked
// stylesheet it blocked the first paint of the static frame until it had come down beside the
// scripts (Lighthouse mobile FCP 0.77 → 2.24 s). The build fails if Chakra's file no longer
// has the expected text.
function chakraStaticGlobal(): Plugin {
  const css = readFileSync(resolve(import.meta.dirname, 'src/ui/theme/chakra-global.css'), 'utf8');
  // docs/architecture.md "Styling": the static classes of the dense and first-paint parts,
  // generated from the same system (scripts/static-css.ts), inline after the layer order.
  const staticCss = readFileSync(
    resolve(import.meta.dirname, 'src/ui/static-css/static.css'),
    'utf8',
  );
  const file = '@chakra-ui/react/dist/esm/styled-system/system.js';
  const global = '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n';
  return {
    name: 'chakra-static-global',
    transform(code, id) {
      if (!id.includes(file)) return null;
      if (!code.includes(global)) {
        throw new Error(`chakra-static-global: ${file} changed, review the patch`);
      }
      return code.replace(
        global,
        '  const _global = config.staticGlobalCss ? [] : [getPreflightCss(), getGlobalCss(), getTokenCss()];\n',
      );
    },
    transformIndexHtml(html, context) {
      if (!context.path.endsWith('/index.html')) return html;
      const strip = (text: string) => text.replace(/^\/\*.*\*\/\n/, '').trim();
      return html.replace(
        '</head>',
        `    <style id="chakra-global">${strip(css)}</style>\n` +
          `    <style id="static-css">${strip(staticCss)}</style>\n  </head>`,
      );
    },
  };
}

// Largest chunk the service worker precaches (issue #5: fail the build beyond it).
const PRECACHE_LIMIT_BYTES = 2 * 1024 * 1024;

// docs/stack.md "Preload helper": a dynamic import lists only the chunks its importer lacks.
const trimmedPreloads = preloadDeps();

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    chakraConditionSet(),
    chakraStaticGlobal(),
    buildVersionMeta(),
    routePreload(import.meta.dirname),
    trimmedPreloads.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // We register the worker ourselves with workbox-window (docs/stack.md "PWA").
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: '私域运营控制台',
        short_name: '私域控制台',
        description: '企业微信私域客户运营管理后台',
        lang: 'zh-CN',
        start_url: '/index',
        scope: '/',
        display: 'standalone',
        theme_color: '#1f6feb',
        background_color: '#f3f5f9',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // png and webmanifest are added by the plugin itself (else precached twice).
        globPatterns: ['index.html', 'favicon.svg', 'assets/**/*.{js,css}'],
        globIgnores: ['**/login-*'],
        // Precache limit; scripts/check-bundle.mjs fails the build when a chunk exceeds it.
        maximumFileSizeToCacheInBytes: PRECACHE_LIMIT_BYTES,
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { resolveDependencies: trimmedPreloads.resolveDependencies },
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
