// docs/conventions.md BUILD_VERSION: the served index.html carries the effective build version in
// <meta name="meta_build_version">, so a restart with a new BUILD_VERSION serves a page that
// agrees with /_reload_/_probe_. Read and compressed once at start, kept in memory, with the
// page's own Content Security Policy: the shared one plus the hashes of its inline scripts
// (the route preload, scripts/route-preload.ts; without its hash the browser refuses it and
// logs an error, Lighthouse's best-practices audit `errors-in-console`).
// At a route the build's manifest lists, the page carries that route's modulepreload links
// (route-preload-links.ts): one variant per route, made and compressed on its first request.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentSecurityPolicy } from '../security-headers';
import { loadRoutePreloads, routeKey, withPreloadLinks } from './route-preload-links';
import type { RoutePreloads } from './route-preload-links';

export interface EncodedPage {
  readonly html: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
  /** The Content-Security-Policy header this page is served with. */
  readonly csp: string;
}

export interface IndexPage extends EncodedPage {
  /** The page to serve at `url`: with its route's preload links, or this plain one. */
  readonly at: (url: string) => EncodedPage;
}

const META_TAG = /<meta\b[^>]*\bname=["']meta_build_version["'][^>]*>/i;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function withBuildVersion(html: string, buildVersion: string): string {
  const tag = `<meta name="meta_build_version" content="${escapeAttribute(buildVersion)}">`;
  if (META_TAG.test(html)) return html.replace(META_TAG, tag);
  return html.replace(/<head([^>]*)>/i, `<head$1>${tag}`);
}

/**
 * `sha256-<base64>` of each inline script's text as written between its tags (CSP Level 2
 * "hash-source": the browser hashes exactly that text, UTF-8).
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(
      ([, , text]) =>
        `sha256-${createHash('sha256')
          .update(text ?? '', 'utf8')
          .digest('base64')}`,
    );
}

/** The page, or undefined when the console is not built (no index.html in staticDir). */
export function loadIndexPage(
  staticDir: string,
  buildVersion: string,
  loginHost: string,
): IndexPage | undefined {
  let source: string;
  try {
    source = readFileSync(join(staticDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
  const page = withBuildVersion(source, buildVersion);
  const html = Buffer.from(page);
  // the links are no scripts: every variant has the plain page's inline scripts and CSP
  const csp = contentSecurityPolicy(loginHost, inlineScriptHashes(page));
  const variants = routeVariants(page, csp, loadRoutePreloads(staticDir));
  const plain: EncodedPage = {
    html,
    csp,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
  return { ...plain, at: (url) => variants(routeKey(url)) ?? plain };
}

// Brotli of the 178 KB page (one core of the 2-core dev machine, best of 5): quality 11 takes
// ~300 ms (16.5 KB), 10 ~100 ms, 9 ~35 ms, 5 ~4 ms (18.6 KB), gzip 9 ~5 ms (21.0 KB). A route's
// first request gets quality 5, so no visitor waits; quality 11 follows off the event loop
// (zlib's thread pool) and replaces it for the later ones.
const FIRST_BROTLI_QUALITY = 5;
const brotliParams = (quality: number, size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** Route → its page with the route's preload links, made once per route on first use. */
function routeVariants(
  page: string,
  csp: string,
  preloads: RoutePreloads,
): (key: string) => EncodedPage | undefined {
  const made = new Map<string, EncodedPage>();
  return (key) => {
    const hrefs = Object.hasOwn(preloads, key) ? preloads[key] : undefined;
    if (!hrefs?.length) return undefined;
    const cached = made.get(key);
    if (cached) return cached;
    const text = withPreloadLinks(page, hrefs);
    const html = Buffer.from(text);
    const variant = {
      csp,
      br: brotliCompressSync(html, brotliParams(FIRST_BROTLI_QUALITY, html.length)),
      gzip: gzipSync(html, { level: 9 }),
      // kept compressed only (~35 KB a route): a client taking neither encoding is rare
      get html() {
        return Buffer.from(text);
      },
    };
    made.set(key, variant);
    brotliCompress(html, brotliParams(11, html.length), (error, better) => {
      if (!error) variant.br = better;
    });
    return variant;
  };
}

/** br if the client takes it, else gzip, else none (q=0 means "not acceptable"). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}
