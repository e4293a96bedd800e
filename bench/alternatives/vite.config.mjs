// Build of the issue #23 alternatives (bench/alternatives/run.mjs builds it; not part of the
// product build). ALT_VARIANT=static: React 19 + TanStack Query + react-router + the console's
// data layer and a static stylesheet, no Chakra, no Emotion. ALT_VARIANT=system: the same page,
// plus Chakra's system built at start-up (getConsoleSystem, never used to render), to isolate
// createSystem's share. ALT_OUT_DIR: where the build goes.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = import.meta.dirname;
const variant = process.env.ALT_VARIANT ?? 'static';
const entry = variant === 'system' ? './main-system.tsx' : './main.tsx';

/** The repository's static frame: the same CSS and markup the real console paints first. */
function bootShellFromConsole() {
  const source = readFileSync(resolve(here, '../../index.html'), 'utf8');
  const style = /<style>[\s\S]*?<\/style>/.exec(source)?.[0];
  const body = /<div id="boot-shell"[\s\S]*?\n {4}<\/div>\n/.exec(source)?.[0];
  if (!style || !body) throw new Error('index.html: #boot-shell or its <style> not found');
  return {
    name: 'alt-boot-shell',
    // 'pre': before Vite reads the entry script from the page
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html
          .replace('<!-- boot-shell-style -->', style)
          .replace('<!-- boot-shell-body -->', body)
          .replace('./main.tsx', entry),
    },
  };
}

// The page's stylesheet goes into the HTML as the static frame's does: a linked file is one
// more round trip before the first paint (FCP 1.65 s against the console's 0.8 s in a first
// run). ALT_CSS=link keeps it a file.
function inlineStylesheet() {
  return {
    name: 'alt-inline-css',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (process.env.ALT_CSS === 'link' || !context.bundle) return html;
        let page = html;
        for (const [name, asset] of Object.entries(context.bundle)) {
          if (asset.type !== 'asset' || !name.endsWith('.css')) continue;
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${name}">\\n?`);
          page = page
            .replace(link, '')
            .replace('</head>', `<style>${asset.source}</style>\n</head>`);
          delete context.bundle[name];
        }
        return page;
      },
    },
  };
}

// The same patch as the console's vite.config.ts (chakraConditionSet), so the "system"
// variant builds Chakra's system exactly as the console does.
function chakraConditionSet() {
  const file = '@chakra-ui/react/dist/esm/styled-system/conditions.js';
  const values = '  const values = Object.assign({}, conditions, breakpoints.conditions);\n';
  const scan = 'return keys().includes(key) ||';
  return {
    name: 'chakra-condition-set',
    transform(code, id) {
      if (!id.includes(file)) return null;
      if (!code.includes(values) || !code.includes(scan)) throw new Error(`${file} changed`);
      return code
        .replace(values, `${values}  const keySet = new Set(Object.keys(values));\n`)
        .replace(scan, 'return keySet.has(key) ||');
    },
  };
}

export default defineConfig({
  root: here,
  base: '/',
  publicDir: false,
  logLevel: 'warn',
  plugins: [react(), bootShellFromConsole(), inlineStylesheet(), chakraConditionSet()],
  build: {
    outDir: process.env.ALT_OUT_DIR ?? resolve(here, '../../.tmp/alt-build', variant),
    emptyOutDir: true,
    assetsDir: `assets/alt-${variant}`,
    // ALT_SPLIT=1: vendor code in chunks of its own (modulepreloaded), as the console's build
    // ends up with, instead of one file
    rollupOptions:
      process.env.ALT_SPLIT === '1'
        ? {
            output: {
              manualChunks: (id) =>
                id.includes('node_modules/react-dom')
                  ? 'react-dom'
                  : id.includes('node_modules')
                    ? 'vendor'
                    : undefined,
            },
          }
        : undefined,
  },
});
