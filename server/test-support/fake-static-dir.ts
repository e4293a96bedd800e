// A stand-in for dist/client: the files the build writes, with .br/.gz beside each.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** index.html's inline script (the build writes the route preload there: scripts/route-preload.ts). */
export const FAKE_INLINE_SCRIPT = "(function(){document.title='控制台';})();";

// laid out as the build writes it: the entry chunk and its modulepreloads, then the stylesheets
export const FAKE_INDEX_HTML =
  '<!doctype html><html><head><meta charset="UTF-8" />' +
  '<meta name="meta_build_version" content="from-the-build" /><title>控制台</title>' +
  `<script>${FAKE_INLINE_SCRIPT}</script>` +
  '<script type="module" crossorigin src="/assets/index-Ab_c1234.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-Rc_t0000.js">' +
  '<style id="chakra-global">body{margin:0}</style></head>' +
  '<body><div id="root"></div></body></html>';

/** The build's route preload manifest (scripts/route-preload.ts): route → its chunks. */
export const FAKE_ROUTE_PRELOADS = {
  '/index': [
    '/assets/home-page-Hp_00000.js',
    '/assets/date-time-Dt_00000.js',
    '/assets/format-number-Fn_00000.js',
    '/assets/status-badge-Sb_00000.js',
    '/assets/useMutation-Um_00000.js',
  ],
  '/customer-list': [
    '/assets/customer-list-page-Cl_00000.js',
    '/assets/list-table-Lt_00000.js',
    '/assets/date-time-Dt_00000.js',
  ],
  '/tag-manage': [
    '/assets/tag-manage-page-Tm_00000.js',
    '/assets/chakra-root-Cr_00000.js',
    '/assets/factory-Fa_00000.js',
  ],
};

const FILES: Record<string, string> = {
  'index.html': FAKE_INDEX_HTML,
  'login.html': '<!doctype html><html><head><title>登录</title></head><body>登录</body></html>',
  'sw.js': 'self.addEventListener("install", () => {});',
  'manifest.webmanifest': '{"name":"SCRM"}',
  'build-version.txt': 'from-the-build\n',
  'route-preload.json': JSON.stringify(FAKE_ROUTE_PRELOADS),
  'assets/index-Ab_c1234.js': 'console.log("app");'.repeat(20),
  'assets/index-Xy_z9876.css': 'body{margin:0}',
};

export function createFakeStaticDir(): string {
  const root = mkdtempSync(join(tmpdir(), 'scrm-client-'));
  for (const [name, content] of Object.entries(FILES)) {
    const path = join(root, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    writeFileSync(`${path}.br`, brotliCompressSync(content));
    writeFileSync(`${path}.gz`, gzipSync(content));
  }
  return root;
}
