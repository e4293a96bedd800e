import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    buildVersion: 'b-42',
    config: {
      siderHost: 'https://sider.example.com',
      h5Host: '',
      historyMode: 'hash',
      basePath: '/console/',
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('shell endpoints', () => {
  it('GET /config.json answers the run-time settings with no-store', async () => {
    const response = await t.app.inject({ url: '/config.json' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      loginHost: '',
      siderHost: 'https://sider.example.com',
      h5Host: '',
      historyMode: 'hash',
      basePath: '/console/',
      buildVersion: 'b-42',
    });
  });

  it('redirects /sider-web/* to SIDER_HOST with the prefix stripped and the query kept', async () => {
    const response = await t.app.inject({ url: '/sider-web/chat/detail?id=9&x=%E4%B8%AD' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      'https://sider.example.com/chat/detail?id=9&x=%E4%B8%AD',
    );
  });

  it('redirects /h5/* and /superform-web/* to the stripped path on this server when H5_HOST is empty', async () => {
    const h5 = await t.app.inject({ url: '/h5/form/1?a=b' });
    expect(h5.statusCode).toBe(302);
    expect(h5.headers.location).toBe('/form/1?a=b');
    const superform = await t.app.inject({ url: '/superform-web/fill/2' });
    expect(superform.headers.location).toBe('/fill/2');
  });

  it('issue #25 finding 2: legacy prefixes are not open redirects (Location keeps the configured host)', async () => {
    const cases: Array<[string, string]> = [
      ['/sider-web//evil.example/x', 'https://sider.example.com/evil.example/x'],
      ['/sider-web/\\evil.example', 'https://sider.example.com/evil.example'],
      ['/sider-web/./\\evil.example', 'https://sider.example.com/evil.example'],
      ['/h5//evil.example', '/evil.example'],
      ['/h5/\\evil.example', '/evil.example'],
      ['/h5/.//evil.example', '/evil.example'],
      ['/h5/%2e//evil.example', '/evil.example'],
      ['/h5/x/..//evil.example', '/evil.example'],
      ['/h5/%2F%2Fevil.example', '/%2F%2Fevil.example'],
      ['/superform-web//evil.example/p/x', '/evil.example/p/x'],
    ];
    for (const [url, location] of cases) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(location);
      // Resolved by a browser on this server, it never leaves the configured host.
      const resolved = new URL(String(response.headers.location), 'https://console.example.com');
      expect(['https://console.example.com', 'https://sider.example.com'], url).toContain(
        resolved.origin,
      );
    }
  });
});
