// docs/conventions.md BUILD_VERSION: the served index.html carries the effective build version in
// <meta name="meta_build_version">, so a restart with a new BUILD_VERSION serves a page that
// agrees with /_reload_/_probe_. Read and compressed once at start, kept in memory, with the
// page's own Content Security Policy: the shared one plus the hashes of its inline scripts
// (the route preload, scripts/route-preload.ts; without its hash the browser refuses it and
// logs an error, Lighthouse's best-practices audit `errors-in-console`).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentSecurityPolicy } from '../security-headers';

export interface IndexPage {
  readonly html: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
  /** The Content-Security-Policy header this page is served with. */
  readonly csp: string;
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
  return {
    html,
    csp: contentSecurityPolicy(loginHost, inlineScriptHashes(page)),
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
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
