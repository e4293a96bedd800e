// A stand-in for dist/client: the files the build writes, with .br/.gz beside each.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** index.html's inline script (the build writes the route preload there: scripts/route-preload.ts). */
export const FAKE_INLINE_SCRIPT = "(function(){document.title='控制台';})();";

export const FAKE_INDEX_HTML =
  '<!doctype html><html><head><meta charset="UTF-8" />' +
  '<meta name="meta_build_version" content="from-the-build" /><title>控制台</title>' +
  `<script>${FAKE_INLINE_SCRIPT}</script></head>` +
  '<body><div id="root"></div><script type="module" src="/assets/index-Ab_c1234.js"></script></body></html>';

const FILES: Record<string, string> = {
  'index.html': FAKE_INDEX_HTML,
  'login.html': '<!doctype html><html><head><title>登录</title></head><body>登录</body></html>',
  'sw.js': 'self.addEventListener("install", () => {});',
  'manifest.webmanifest': '{"name":"SCRM"}',
  'build-version.txt': 'from-the-build\n',
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
