import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListData } from '../../../../contract/envelope';
import type { Notice, NoticeListItem } from '../../../../contract/platform-notice';
import { createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { call, ok, signInAdmin } from '../test-support/platform-test-client';
import type { Session } from '../test-support/platform-test-client';
import { publishNotice } from './notice-queries';

const LEAD = '/scrm/v1/platform/mini-initial-lead';

let test: TestApp;
let noticed: Session;
let demo: Session;
let agent: Session;

beforeAll(async () => {
  test = await createTestApp();
  noticed = await signInAdmin(test.app, 'noticed-admin');
  demo = await signInAdmin(test.app, 'admin', 'demo');
  agent = await signInAdmin(test.app, 'agent-admin');
});

afterAll(() => test.close());

const unread = (session: Session) =>
  ok<Notice[]>(test.app, session, 'POST', `${LEAD}/get-notice-push-with-tenant`);

describe('notices (spec §3 Notice, §7)', () => {
  it('gives the seeded demo accounts no unread notice (no popup in other specs)', async () => {
    expect(await unread(demo)).toEqual([]);
    const operator = await signIn(test.app, 'operator', 'Operator@123');
    expect(await unread(operator)).toEqual([]);
  });

  it('answers unread notices with id, title, remark, publish_time and link', async () => {
    const list = await unread(noticed);
    expect(list).toHaveLength(1);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual([
      'id',
      'link',
      'publish_time',
      'remark',
      'title',
    ]);
    expect(list[0]?.title).toBe('系统维护通知');
  });

  it('marks notices read with [{id, status:1}]: they are not pushed again', async () => {
    const [notice] = await unread(noticed);
    await ok(test.app, noticed, 'POST', `${LEAD}/update-notice-status`, [
      { id: notice?.id, status: 1 },
    ]);
    expect(await unread(noticed)).toEqual([]);
  });

  it('keeps read marks per tenant: a tenant cannot mark another tenant’s notice', async () => {
    const page = await ok<ListData<NoticeListItem>>(
      test.app,
      noticed,
      'POST',
      `${LEAD}/get-notice-page-not-with-tenant`,
      { page: 1, page_size: 20 },
    );
    const own = page.list.find((item) => item.title === '系统维护通知');
    expect(own?.is_read).toBe(true);
    const foreign = await call(test.app, demo, 'POST', `${LEAD}/update-notice-status`, [
      { id: own?.id, status: 1 },
    ]);
    expect(foreign.body.code).toBe(106007);
    const demoPage = await ok<ListData<NoticeListItem>>(
      test.app,
      demo,
      'POST',
      `${LEAD}/get-notice-page-not-with-tenant`,
      {},
    );
    expect(demoPage.list.map((item) => item.title)).not.toContain('系统维护通知');
    expect(demoPage.total).toBe(3);
  });

  it('pages the list newest first with page and page_size', async () => {
    const page = await ok<ListData<NoticeListItem>>(
      test.app,
      agent,
      'POST',
      `${LEAD}/get-notice-page-not-with-tenant`,
      { page: 2, page_size: 2 },
    );
    expect(page).toMatchObject({ page: 2, page_size: 2, total: 3 });
    expect(page.list).toHaveLength(1);
    expect(page.list[0]?.title).toBe('春节期间服务安排');
  });

  it('refuses status values other than 1 and page sizes over 100', async () => {
    const bad = await call(test.app, agent, 'POST', `${LEAD}/update-notice-status`, [
      { id: 1, status: 0 },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('公告状态只能为1（已读）');
    const big = await call(test.app, agent, 'POST', `${LEAD}/get-notice-page-not-with-tenant`, {
      page_size: 101,
    });
    expect(big.status).toBe(400);
  });

  it('pushes a newly published notice to every tenant it targets', async () => {
    await publishNotice(
      test.database.db,
      { title: '新功能上线', remark: '欢迎体验', tenant_ids: ['demo'] },
      new Date(test.clock.now),
    );
    expect((await unread(demo)).map((item) => item.title)).toEqual(['新功能上线']);
    expect((await unread(noticed)).map((item) => item.title)).toEqual([]);
  });
});
