// issue #39 (the LCP chain of a cold page): index.html's inline script preloads the opened
// route's chunk (scripts/route-preload.ts), but Chromium's modulepreload fetches no
// dependencies, so the chunks that chunk imports were requested only once the entry chunk had
// arrived and run (prefetchRoutePage), a second wave behind the entry's evaluation. The whole
// closure in the inline table would add ~6.8 KB gzip to every page, so the build lists each
// route's closure in a manifest (ROUTE_PRELOAD_FILE) and the server writes its modulepreload
// links into the page it serves at that route (docs/architecture.md "Styling" point 6). The
// service worker's copy of the page and any other address keep the plain page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the build beside index.html (scripts/route-preload.ts). */
export const ROUTE_PRELOAD_FILE = 'route-preload.json';

/** A route's address (under the build's base) → the hrefs of the chunks to preload, in order. */
export type RoutePreloads = Readonly<Record<string, readonly string[]>>;

const isHrefList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && !/["<>]/.test(item));

/** The build's manifest, or none (an older build, or the console not built). */
export function loadRoutePreloads(staticDir: string): RoutePreloads {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(join(staticDir, ROUTE_PRELOAD_FILE), 'utf8'));
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(Object.entries(parsed).filter(([, hrefs]) => isHrefList(hrefs)));
}

/**
 * The manifest's key for a request: its path without the query and trailing slashes. A route in
 * hash history arrives as `/` (the hash is never sent), which gets the plain page.
 */
export function routeKey(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** The page's module script and Vite's modulepreload links of the initial JS, in <head>. */
const INITIAL_JS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * `html` with a modulepreload link per href, after the initial JS's tags (they keep the first
 * connections: the entry chunk is what runs first) and before the inline stylesheets, so the
 * preload scanner meets them in the page's first bytes; before </head> when there are none.
 */
export function withPreloadLinks(html: string, hrefs: readonly string[]): string {
  const links = hrefs
    .map((href) => `\n    <link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  const head = html.search(/<\/head>/i);
  if (head < 0) return html;
  let at = -1;
  for (const match of html.slice(0, head).matchAll(INITIAL_JS)) {
    at = match.index + match[0].length;
  }
  if (at < 0) at = head;
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}
