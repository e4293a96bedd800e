import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test-support/test-app';
import { registerSiderHost } from './sider-host';

// issue #18: /sider-web/<path> is redirected to SIDER_HOST/<path>; on that host every page
// path is the sidebar, so the legacy links end on the sidebar page.
async function appFor(siderHost: string) {
  const app = Fastify();
  registerSiderHost(app, testConfig({ siderHost }));
  app.get('/*', async () => 'console');
  await app.ready();
  return app;
}

describe('the sidebar host', () => {
  it('answers any page path on SIDER_HOST with the sidebar, the first segment picking the tab', async () => {
    const app = await appFor('http://sider.test:4000');
    const sop = await app.inject({
      url: '/sop?external_userid=x&ticket=y',
      headers: { host: 'sider.test:4000' },
    });
    expect(sop.statusCode).toBe(200);
    expect(sop.body).toContain('data-page="sop"');
    expect(sop.body).toContain('/sidebar/_/sider.js?v=');
    const other = await app.inject({ url: '/a/b?x=1', headers: { host: 'sider.test:4000' } });
    expect(other.body).toContain('data-page="profile"');
    await app.close();
  }, 60_000);

  it('leaves the console host, and the sidebar API on the sidebar host, alone', async () => {
    const app = await appFor('http://sider.test:4000');
    const console = await app.inject({ url: '/sop', headers: { host: 'console.test' } });
    expect(console.body).toBe('console');
    const api = await app.inject({
      url: '/sidebar/api/context',
      headers: { host: 'sider.test:4000' },
    });
    expect(api.body).toBe('console');
    await app.close();
  });

  it('does nothing when SIDER_HOST is not set', async () => {
    const app = await appFor('');
    expect((await app.inject({ url: '/sop' })).body).toBe('console');
    await app.close();
  });
});
