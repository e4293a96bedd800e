import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeStaticDir, FAKE_INLINE_SCRIPT } from '../../test-support/fake-static-dir';
import { createTestApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';
import { IMMUTABLE, NOT_BUILT_TEXT } from './static-files';

const HTML = { accept: 'text/html,application/xhtml+xml' };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    config: { staticDir: createFakeStaticDir() },
    buildVersion: 'v-2026.1',
  });
});
afterAll(async () => {
  await t.close();
});

function metaVersion(html: string): string | undefined {
  return /<meta name="meta_build_version" content="([^"]*)">/.exec(html)?.[1];
}

describe('static files', () => {
  it('serves hashed assets immutable for a year', async () => {
    for (const url of ['/assets/index-Ab_c1234.js', '/assets/index-Xy_z9876.css']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('serves the precompressed .br or .gz file by Accept-Encoding, with Vary', async () => {
    const br = await t.app.inject({
      url: '/assets/index-Ab_c1234.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log("app")');
    const gz = await t.app.inject({
      url: '/assets/index-Ab_c1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('console.log("app")');
  });

  it('answers 404, never HTML, for a missing asset even when the browser accepts HTML', async () => {
    for (const url of ['/assets/missing.js', '/assets/index-Old_0000.css']) {
      const response = await t.app.inject({ url, headers: HTML });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).not.toMatch(/text\/html/);
      expect(response.body).not.toContain('<html');
    }
  });

  it('serves index.html, sw.js and the manifest with no-cache', async () => {
    for (const url of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/login.html']) {
      const response = await t.app.inject({ url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('falls back to index.html (no-cache) for a page navigation, not for API or probe paths', async () => {
    const page = await t.app.inject({ url: '/channel-code/code-form?id=3', headers: HTML });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
    const api = await t.app.inject({ url: '/scrm/v1/unknown', headers: HTML });
    expect(api.statusCode).toBe(404);
    const notHtml = await t.app.inject({
      url: '/channel-code',
      headers: { accept: 'application/json' },
    });
    expect(notHtml.statusCode).toBe(404);
  });

  it('serves the login page at /auth/login', async () => {
    const response = await t.app.inject({ url: '/auth/login', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>登录</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('the probe is text/plain + no-store and equals the meta tag of the served index.html', async () => {
    const probe = await t.app.inject({ url: '/_reload_/_probe_' });
    expect(probe.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(probe.headers['cache-control']).toBe('no-store');
    expect(probe.body).toBe('v-2026.1');
    for (const url of ['/', '/index.html', '/customer-list']) {
      const page = await t.app.inject({ url, headers: HTML });
      expect(metaVersion(page.body), url).toBe(probe.body);
    }
  });

  it('serves the in-memory index.html compressed by Accept-Encoding, with Vary', async () => {
    const br = await t.app.inject({
      url: '/',
      headers: { ...HTML, 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(metaVersion(brotliDecompressSync(br.rawPayload).toString())).toBe('v-2026.1');
    const gz = await t.app.inject({
      url: '/',
      headers: { ...HTML, 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(metaVersion(gunzipSync(gz.rawPayload).toString())).toBe('v-2026.1');
  });

  it('puts the CSP and the other security headers on pages, assets, API answers and 404s', async () => {
    const urls = [
      '/',
      '/assets/index-Ab_c1234.js',
      '/assets/missing.js',
      '/scrm/v1/nope',
      '/config.json',
    ];
    for (const url of urls) {
      const { headers } = await t.app.inject({ url, headers: HTML });
      const csp = String(headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });
});

// Lighthouse's best-practices audit `errors-in-console`: under `script-src 'self'` alone the
// browser refused index.html's inline route preload (scripts/route-preload.ts) on every page
// and logged an error. The page's CSP names that script by its hash; nothing else gains it.
describe('errors-in-console: the CSP admits index.html’s inline script by its hash', () => {
  const hash = `'sha256-${createHash('sha256').update(FAKE_INLINE_SCRIPT, 'utf8').digest('base64')}'`;

  it('on the page at /, /index.html and a page navigation', async () => {
    for (const url of ['/', '/index.html', '/customer-list']) {
      const { headers } = await t.app.inject({ url, headers: HTML });
      const scriptSrc = /script-src ([^;]*)/.exec(String(headers['content-security-policy']));
      expect(scriptSrc?.[1], url).toBe(`'self' ${hash}`);
    }
  });

  it('not on assets, API answers or 404s', async () => {
    for (const url of ['/assets/index-Ab_c1234.js', '/scrm/v1/nope', '/assets/missing.js']) {
      const { headers } = await t.app.inject({ url, headers: HTML });
      expect(String(headers['content-security-policy']), url).toContain("script-src 'self';");
    }
  });
});

describe('static files when the console is not built', () => {
  it('keeps the API working and answers / with a Chinese hint to build', async () => {
    const bare = await createTestApp();
    try {
      const root = await bare.app.inject({ url: '/', headers: HTML });
      expect(root.statusCode).toBe(200);
      expect(root.body).toBe(NOT_BUILT_TEXT);
      expect((await bare.app.inject({ url: '/assets/index-Ab_c1234.js' })).statusCode).toBe(404);
      expect((await bare.app.inject({ url: '/_reload_/_probe_' })).body).toBe('test-version');
    } finally {
      await bare.close();
    }
  });
});
