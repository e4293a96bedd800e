import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createFakeStaticDir,
  FAKE_INDEX_HTML,
  FAKE_ROUTE_PRELOADS,
} from '../../test-support/fake-static-dir';
import { createTestApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';
import { loadIndexPage } from './index-page';
import {
  loadRoutePreloads,
  ROUTE_PRELOAD_FILE,
  routeKey,
  withPreloadLinks,
} from './route-preload-links';

// issue #39: the page served at a route carries modulepreload links for the chunks of the
// route's closure, from the build's manifest (route-preload-links.ts).
const HTML = { accept: 'text/html,application/xhtml+xml' };
/** The page's own initial JS (Vite's modulepreloads), in the fake index.html. */
const PAGE_OWN = ['/assets/react-Rc_t0000.js'];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { staticDir: createFakeStaticDir() } });
});
afterAll(async () => {
  await t.close();
});

const preloadLinks = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
    .map((match) => match[1])
    .filter((href) => href && !PAGE_OWN.includes(href));

async function page(url: string, encoding?: string) {
  const headers = encoding ? { ...HTML, 'accept-encoding': encoding } : HTML;
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, url).toBe(200);
  const body =
    encoding === 'br'
      ? brotliDecompressSync(response.rawPayload)
      : encoding === 'gzip'
        ? gunzipSync(response.rawPayload)
        : response.rawPayload;
  expect(response.headers['content-encoding'], url).toBe(encoding);
  return { html: body.toString('utf8'), csp: response.headers['content-security-policy'] };
}

describe('route preload links (issue #39)', () => {
  it("a cold GET of a route serves the page with a modulepreload link per chunk of the manifest's closure, in order", async () => {
    // the first request of each in this server (the page variant is made then)
    expect(preloadLinks((await page('/customer-list')).html)).toEqual(
      FAKE_ROUTE_PRELOADS['/customer-list'],
    );
    // /index: its chunk, then its four (date-time, format-number, status-badge, useMutation)
    const index = preloadLinks((await page('/index', 'br')).html);
    expect(index).toEqual(FAKE_ROUTE_PRELOADS['/index']);
    expect(index).toHaveLength(5);
  });

  it('serves the same page in br, gzip and no encoding, with the plain page’s CSP', async () => {
    const plain = await page('/');
    const identity = await page('/tag-manage');
    expect(identity.html).not.toBe(plain.html);
    for (const encoding of ['br', 'gzip']) {
      const encoded = await page('/tag-manage', encoding);
      expect(encoded.html, encoding).toBe(identity.html);
      expect(encoded.csp, encoding).toBe(plain.csp);
    }
  });

  it('a path not in the manifest gets the plain page (the root, hash routes, unknown pages)', async () => {
    const plain = await page('/');
    expect(preloadLinks(plain.html)).toEqual([]);
    expect(plain.html).toContain('<div id="root">');
    for (const url of ['/index.html', '/no-such-page', '/customer-list/detail', '/?x=#/index']) {
      expect((await page(url)).html, url).toBe(plain.html);
      expect((await page(url, 'br')).html, url).toBe(plain.html);
    }
  });

  it('finds the route with a trailing slash and a query', async () => {
    for (const url of ['/customer-list/', '/customer-list?name=x', '/index/?a=1']) {
      const expected = FAKE_ROUTE_PRELOADS[url.startsWith('/index') ? '/index' : '/customer-list'];
      expect(preloadLinks((await page(url, 'gzip')).html), url).toEqual(expected);
    }
  });

  it("replaces the first request's brotli with a smaller one later, of the same page", async () => {
    const indexPage = loadIndexPage(createFakeStaticDir(), 'v1', 'http://localhost');
    const variant = () => indexPage?.at('/tag-manage');
    const first = variant()?.br;
    const html = variant()?.html.toString('utf8');
    expect(html).toContain('/assets/chakra-root-Cr_00000.js');
    await vi.waitFor(() => expect(variant()?.br).not.toBe(first));
    expect(brotliDecompressSync(variant()?.br ?? Buffer.alloc(0)).toString('utf8')).toBe(html);
    expect(variant()).toBe(variant());
  });
});

describe('withPreloadLinks: after the initial JS, before the inline stylesheets', () => {
  const links = ['/assets/a-Aa_00000.js', '/assets/b-Bb_00000.js'];

  it('inserts one link per href after the last initial-JS tag of <head>', () => {
    const html = withPreloadLinks(FAKE_INDEX_HTML, links);
    const at = (text: string) => html.indexOf(text);
    expect(at('/assets/a-Aa_00000.js')).toBeGreaterThan(at('/assets/react-Rc_t0000.js'));
    expect(at('/assets/b-Bb_00000.js')).toBeGreaterThan(at('/assets/a-Aa_00000.js'));
    expect(at('/assets/b-Bb_00000.js')).toBeLessThan(at('<style'));
    // nothing else changes
    expect(html.replace(/\n {4}<link rel="modulepreload" crossorigin href="[^"]+">/g, '')).toBe(
      FAKE_INDEX_HTML,
    );
  });

  it('inserts them before </head> when the page has no initial-JS tag there', () => {
    expect(withPreloadLinks('<head><style>a{}</style></head><body></body>', ['/x.js'])).toBe(
      '<head><style>a{}</style>\n    <link rel="modulepreload" crossorigin href="/x.js"></head><body></body>',
    );
  });
});

describe('the route key and the manifest', () => {
  it('is the path without query, hash or trailing slashes', () => {
    expect(routeKey('/customer-list/?page=2')).toBe('/customer-list');
    expect(routeKey('/console/index//')).toBe('/console/index');
    expect(routeKey('/')).toBe('/');
    expect(routeKey('/?#/index')).toBe('/');
  });

  it('reads no manifest from an older build, and drops an entry that is not a list of hrefs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scrm-preloads-'));
    expect(loadRoutePreloads(dir)).toEqual({});
    writeFileSync(
      join(dir, ROUTE_PRELOAD_FILE),
      JSON.stringify({ '/a': ['/assets/a.js'], '/b': '/assets/b.js', '/c': ['/x.js"><script>'] }),
    );
    expect(loadRoutePreloads(dir)).toEqual({ '/a': ['/assets/a.js'] });
  });
});
