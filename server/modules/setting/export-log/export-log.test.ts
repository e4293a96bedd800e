// issue #14 /export-log: an export holds exactly the list's filtered rows and chosen columns,
// CSV with BOM or .xlsx, progress and the badge, signed expiring links, retry after failure,
// delete, 7-day expiry, and tenant `second` never reaches demo's exports.
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportTaskRow } from '../../../../contract/setting/export-log';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { expireExports } from './export-job';

let t: TestApp;
let demo: { token: string; tenantId: string };
let second: { token: string; tenantId: string };

beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'admin', 'Admin@123', 'demo');
  second = await signIn(t.app, 'admin2', 'Admin@123');
});
afterAll(() => t.close());

type Session = { token: string; tenantId: string };
async function call<T>(
  session: Session,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: authHeaders(session),
    ...(payload ? { payload } : {}),
  });
  return {
    status: response.statusCode,
    body: response.json<{ code: number; data: T; msg: string }>(),
  };
}
const create = (session: Session, body: object) =>
  call<{ id: number }>(session, 'POST', '/scrm/v1/setting/export-log/create', body);
const list = async (session: Session) =>
  (
    await call<{ list: ExportTaskRow[]; total: number }>(
      session,
      'GET',
      '/scrm/v1/setting/export-log/list',
    )
  ).body.data;
const rowOf = async (id: number) => (await list(demo)).list.find((row) => row.id === id);

async function download(session: Session, id: number) {
  const link = await call<{ url: string }>(
    session,
    'POST',
    `/scrm/v1/setting/export-log/${id}/link`,
  );
  return t.app.inject({ url: link.body.data.url });
}

const FILTERS = { gender: '1', lost: 'false' };

describe('/export-log', () => {
  let csvId = 0;

  it('exports the filtered customer list with the chosen columns as CSV with a BOM', async () => {
    const created = await create(demo, {
      type: 'customer_list',
      format: 'csv',
      columns: ['name', 'gender', 'tags'],
      filters: FILTERS,
    });
    expect(created.body.code).toBe(0);
    csvId = created.body.data.id;
    expect((await rowOf(csvId))?.status_label).toBe('排队中');
    await t.jobs.runDue();
    const row = await rowOf(csvId);
    const expected = (
      await call<{ total: number }>(demo, 'GET', '/scrm/v1/customer/customers?gender=1&lost=false')
    ).body.data.total;
    expect(expected).toBeGreaterThan(0);
    expect(row).toMatchObject({
      status: 'done',
      status_label: '已完成',
      rows: expected,
      total: expected,
      created_by: '管理员',
    });
    expect(row?.filters_summary).toContain('性别：男');
    const file = await download(demo, csvId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.body.startsWith('\uFEFF客户名称,性别,标签\r\n')).toBe(true);
    const lines = file.body.trim().split('\r\n');
    expect(lines).toHaveLength(expected + 1);
    expect(lines.slice(1).every((line) => line.split(',')[1] === '男')).toBe(true);
    expect(row?.size).toBe(Buffer.byteLength(file.body));
  });

  it('writes .xlsx as a zip package', async () => {
    const created = await create(demo, {
      type: 'customer_list',
      format: 'xlsx',
      columns: ['name', 'added_at'],
      filters: {},
    });
    await t.jobs.runDue();
    const file = await download(demo, created.body.data.id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''");
  });

  it('the header badge counts my finished exports until /export-log is seen', async () => {
    const unseen = () => call<{ count: number }>(demo, 'GET', '/scrm/v1/setting/export-log/unseen');
    expect((await unseen()).body.data.count).toBeGreaterThanOrEqual(2);
    await call(demo, 'POST', '/scrm/v1/setting/export-log/seen');
    expect((await unseen()).body.data.count).toBe(0);
  });

  it('a download link is signed and expires; a changed tenant or signature is refused', async () => {
    const link = await call<{ url: string }>(
      demo,
      'POST',
      `/scrm/v1/setting/export-log/${csvId}/link`,
    );
    const url = link.body.data.url;
    expect(
      (await t.app.inject({ url: url.replace('tenant=demo', 'tenant=second') })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: url.replace(/sig=.{4}/, 'sig=AAAA') })).statusCode).toBe(403);
    t.clock.advance(11 * 60_000);
    expect((await t.app.inject({ url })).statusCode).toBe(403);
  });

  it('tenant second sees and touches none of demo’s exports', async () => {
    expect((await list(second)).list.map((row) => row.id)).not.toContain(csvId);
    for (const [method, url] of [
      ['POST', `/scrm/v1/setting/export-log/${csvId}/link`],
      ['POST', `/scrm/v1/setting/export-log/${csvId}/retry`],
      ['DELETE', `/scrm/v1/setting/export-log/${csvId}`],
    ] as const) {
      expect((await call(second, method, url)).body.code).toBe(114101);
    }
    expect((await rowOf(csvId))?.status).toBe('done');
  });

  it('creating an export needs the list’s own page code; a bad body is a 400 naming the field', async () => {
    const newbie = await signIn(t.app, 'newbie', 'Newbie@123', 'demo');
    const refused = await create(newbie, {
      type: 'customer_list',
      format: 'csv',
      columns: ['name'],
      filters: {},
    });
    expect(refused.status).toBe(403);
    const bad = await create(demo, {
      type: 'customer_list',
      format: 'pdf',
      columns: ['name'],
      filters: {},
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('文件格式');
    const columns = await create(demo, {
      type: 'customer_list',
      format: 'csv',
      columns: ['password'],
      filters: {},
    });
    expect(columns.body.code).toBe(114105);
    const total = (await list(demo)).total;
    expect(total).toBe(2);
  });

  it('a failing export retries, then shows 失败 with its error, and can be retried by hand', async () => {
    const blocker = join(exportsRoot(), 'second');
    mkdirSync(exportsRoot(), { recursive: true });
    writeFileSync(blocker, 'not a folder');
    const created = await create(second, {
      type: 'customer_list',
      format: 'csv',
      columns: ['name'],
      filters: {},
    });
    const id = created.body.data.id;
    const secondRow = async () => (await list(second)).list.find((row) => row.id === id);
    await t.jobs.runDue();
    expect((await secondRow())?.status_label).toBe('排队中');
    expect((await secondRow())?.error).toBeTruthy();
    for (let step = 0; step < 3; step += 1)
      await t.jobs.runDue({ asOf: new Date(Date.now() + 3600_000) });
    const failed = await secondRow();
    expect(failed?.status_label).toBe('失败');
    expect(failed?.error).toMatch(/EEXIST|ENOTDIR/);
    await import('node:fs/promises').then((fs) => fs.rm(blocker));
    expect((await call(second, 'POST', `/scrm/v1/setting/export-log/${id}/retry`)).body.code).toBe(
      0,
    );
    await t.jobs.runDue();
    expect((await secondRow())?.status).toBe('done');
  });

  it('files are kept 7 days, then removed; a deleted export takes its file with it', async () => {
    const before = (await list(demo)).list;
    t.clock.advance(8 * 86_400_000);
    demo = await signIn(t.app, 'admin', 'Admin@123', 'demo'); // the old token expired too
    expect(
      await expireExports({ db: t.database.db, config: t.config, now: () => t.clock.now }),
    ).toBeGreaterThan(0);
    const after = await rowOf(csvId);
    expect(after?.status_label).toBe('已过期');
    expect(existsSync(join(exportsRoot(), 'demo', `${csvId}.csv`))).toBe(false);
    expect((await call(demo, 'POST', `/scrm/v1/setting/export-log/${csvId}/link`)).body.code).toBe(
      114103,
    );
    const removed = await call(demo, 'DELETE', `/scrm/v1/setting/export-log/${csvId}`);
    expect(removed.body.code).toBe(0);
    expect((await list(demo)).total).toBe(before.length - 1);
  });

  it('an operator lists and downloads their own export, reaches no one else’s, and the admin sees everyone’s (#37)', async () => {
    const operator = await signIn(t.app, 'operator', 'Operator@123', 'demo');
    const admins = await create(demo, {
      type: 'customer_list',
      format: 'csv',
      columns: ['name'],
      filters: {},
    });
    const own = await create(operator, {
      type: 'customer_list',
      format: 'csv',
      columns: ['name'],
      filters: FILTERS,
    });
    expect(own.body.code).toBe(0);
    await t.jobs.runDue();
    const listed = await call<{ list: ExportTaskRow[]; total: number }>(
      operator,
      'GET',
      '/scrm/v1/setting/export-log/list',
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.list.map((row) => row.id)).toEqual([own.body.data.id]);
    expect(listed.body.data.list[0]).toMatchObject({ status: 'done', created_by: '运营' });
    const file = await download(operator, own.body.data.id);
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('\uFEFF客户名称')).toBe(true);
    // Another user's export: not found for the operator (link, retry, delete), file untouched.
    for (const [method, url] of [
      ['POST', `/scrm/v1/setting/export-log/${admins.body.data.id}/link`],
      ['POST', `/scrm/v1/setting/export-log/${admins.body.data.id}/retry`],
      ['DELETE', `/scrm/v1/setting/export-log/${admins.body.data.id}`],
    ] as const) {
      const refused = await call<{ url?: string }>(operator, method, url);
      expect(refused.body.code).toBe(114101);
      expect(refused.body.data?.url).toBeUndefined();
    }
    const everyone = (await list(demo)).list.map((row) => row.id);
    expect(everyone).toEqual(expect.arrayContaining([admins.body.data.id, own.body.data.id]));
    expect((await download(demo, admins.body.data.id)).statusCode).toBe(200);
  });
});

function exportsRoot(): string {
  return join(t.config.dataDir, 'exports');
}
