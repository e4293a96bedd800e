import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadSign, UploadedFile } from '../../../../contract/upload';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { exportFolder } from '../../setting/export-log/export-job';
import { call, ok, signInAdmin } from '../test-support/platform-test-client';
import type { Session } from '../test-support/platform-test-client';

const P = '/scrm/v1/platform';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let test: TestApp;
let demo: Session;
let second: Session;

beforeAll(async () => {
  test = await createTestApp();
  demo = await signInAdmin(test.app, 'admin', 'demo');
  second = await signInAdmin(test.app, 'admin2');
});

afterAll(() => test.close());

function form(fields: Record<string, string>, file: Buffer, type = 'image/png') {
  const boundary = '----scrmtest';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(parts.join('') + head),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(
  sign: UploadSign,
  overrides: Record<string, string> = {},
  file = PNG,
  type?: string,
) {
  const fields = {
    key: `${sign.dir}logo_abcdefgh.png`,
    policy: sign.policy,
    OSSAccessKeyId: sign.access_id,
    signature: sign.signature,
    success_action_status: '200',
    ...overrides,
  };
  const { payload, headers } = form(fields, file, type);
  const response = await test.app.inject({ method: 'POST', url: sign.host, payload, headers });
  return {
    status: response.statusCode,
    body: response.json<{ code: number; msg: string; data: UploadedFile }>(),
  };
}

const signFor = (session: Session) =>
  ok<UploadSign>(test.app, session, 'GET', `${P}/app/get-oss-sign`);

describe('uploads (spec §3 upload signing data, §7 app/get-oss-sign)', () => {
  it('signs a policy for the tenant’s folder without revealing the secret', async () => {
    const sign = await signFor(demo);
    expect(sign.dir).toMatch(/^tenant\/demo\/\d{6}\/$/);
    expect(sign.host).toBe('/scrm/v1/platform/oss-upload');
    expect(sign.expire).toBe(Math.floor(test.clock.now / 1000) + 300);
    const policy = JSON.parse(Buffer.from(sign.policy, 'base64').toString()) as object;
    expect(JSON.stringify(policy)).toContain(sign.dir);
  });

  it('stores a signed upload and serves it back as an image with nosniff', async () => {
    const { status, body } = await upload(await signFor(demo));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ size: PNG.length, content_type: 'image/png' });
    const served = await test.app.inject({ method: 'GET', url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a forged signature (403)', async () => {
    const sign = await signFor(demo);
    const forged = await upload(sign, { signature: Buffer.from('forged').toString('base64') });
    expect(forged.status).toBe(403);
    expect(forged.body.msg).toBe('上传签名无效，请刷新页面后重试');
    // A policy rewritten to another tenant's folder breaks the signature too.
    const policy = Buffer.from(
      Buffer.from(sign.policy, 'base64').toString().replace('tenant/demo/', 'tenant/second/'),
    ).toString('base64');
    const moved = await upload(sign, {
      policy,
      key: sign.dir.replace('demo', 'second') + 'logo_abcdefgh.png',
    });
    expect(moved.status).toBe(403);
  });

  it('refuses an expired signature (403)', async () => {
    const sign = await signFor(demo);
    test.clock.advance(301_000);
    const expired = await upload(sign);
    expect(expired.status).toBe(403);
    expect(expired.body.msg).toBe('上传签名已过期，请重新选择文件上传');
  });

  it('refuses a non-image and an oversized file', async () => {
    const sign = await signFor(demo);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const fake = await upload(sign, {}, html, 'image/png');
    expect(fake.status).toBe(400);
    expect(fake.body.msg).toContain('PNG');
    const svg = await upload(sign, {}, Buffer.from('<svg/>'), 'image/svg+xml');
    expect(svg.status).toBe(400);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(sign, {}, big)).status).toBe(413);
  });

  it('issue #32 finding 8: the server names every upload with 16 random bytes in the signed folder, ignoring a posted key', async () => {
    const sign = await signFor(demo);
    const names = new Set<string>();
    for (const key of [`${sign.dir}logo_abcdefgh.png`, 'tenant/second/202601/mine.png', '']) {
      const { status, body } = await upload(sign, { key });
      expect(status).toBe(200);
      expect(body.data.key).toMatch(new RegExp(`^${sign.dir}[0-9a-f]{32}\\.png$`));
      expect(body.data.url).toBe(`/uploads/${body.data.key}`);
      names.add(body.data.key);
    }
    expect(names.size).toBe(3);
    const chosen = await test.app.inject({
      method: 'GET',
      url: `/uploads/${sign.dir}logo_abcdefgh.png`,
    });
    expect(chosen.statusCode).toBe(404);
  });

  it('issue #32 finding 8: an uploaded image is a public capability URL (no session), an unknown name is 404', async () => {
    const { body } = await upload(await signFor(demo));
    const served = await test.app.inject({ method: 'GET', url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const guessed = body.data.url.replace(/[0-9a-f]{32}/, 'f'.repeat(32));
    expect((await test.app.inject({ method: 'GET', url: guessed })).statusCode).toBe(404);
  });

  it('issue #32 finding 8: private files (exports, secrets, a non-image in the uploads folder) answer 404 without a session', async () => {
    const folder = exportFolder(test.config.dataDir, 'demo');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'export-1.csv'), 'name,phone\n张三,13800000000\n');
    // Even a file planted in the uploads folder under an image name is not served.
    const planted = join(test.config.dataDir, 'uploads', 'tenant', 'demo', '202601');
    await mkdir(planted, { recursive: true });
    await writeFile(join(planted, `${'a'.repeat(32)}.png`), 'name,phone\n张三,13800000000\n');
    for (const url of [
      '/uploads/../exports/demo/export-1.csv',
      '/uploads/%2e%2e/exports/demo/export-1.csv',
      '/uploads/tenant/demo/..%2f..%2fexports/demo/export-1.csv',
      '/uploads/tenant/demo/202601/..%2F..%2F..%2F..%2Fexports%2Fdemo%2Fexport-1.csv',
      '/exports/demo/export-1.csv',
      `/uploads/tenant/demo/202601/${'a'.repeat(32)}.png`,
      '/uploads/jwt-secret',
    ]) {
      const answer = await test.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toContain('13800000000');
    }
  });

  it('never serves anything but stored images', async () => {
    for (const url of [
      '/uploads/../../jwt-secret',
      '/uploads/tenant/demo/202601/nothing_here.png',
      '/uploads/upload-secret',
    ]) {
      expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('sets the corp logo to an upload of the same tenant only', async () => {
    const { body } = await upload(await signFor(demo));
    const own = await call(test.app, demo, 'POST', `${P}/app/corp/logo/update`, {
      logo_url: body.data.url,
    });
    expect(own.body).toMatchObject({ code: 0, data: { logo_url: body.data.url } });
    const info = await ok<{ logo: string }>(
      test.app,
      demo,
      'POST',
      `${P}/mini-initial-lead/get-index-corp-info`,
    );
    expect(info.logo).toBe(body.data.url);
    const foreign = await call(test.app, second, 'POST', `${P}/app/corp/logo/update`, {
      logo_url: body.data.url,
    });
    expect(foreign.body.code).toBe(106005);
    const secondInfo = await ok<{ logo: string }>(
      test.app,
      second,
      'POST',
      `${P}/mini-initial-lead/get-index-corp-info`,
    );
    expect(secondInfo.logo).toBe('');
  });
});
