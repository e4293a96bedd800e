// Initial JS and CSS (gzip) of the login page and of /index, read off the built HTML.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = 'dist/client';
const gzipSize = (file) => gzipSync(readFileSync(join(root, file)), { level: 9 }).length;

export function initialBundle(htmlFile) {
  const html = readFileSync(join(root, htmlFile), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1],
  );
  const unique = [...new Set(files)];
  const sum = (ext) =>
    unique.filter((file) => file.endsWith(ext)).reduce((total, file) => total + gzipSize(file), 0);
  return { js: sum('.js'), css: sum('.css') };
}
