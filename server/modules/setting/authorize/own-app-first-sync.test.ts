// issue #35 (docs/wecom.md "What syncs when"): the save that connects a tenant to its WeCom corp
// starts the first full sync, once; /authorize reads its progress from GET .../wecom/sync.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WecomSyncProgress } from '../../../../contract/setting/wecom-sync';
import { wecomSyncRuns } from '../../../db/schema/wecom-sync';
import { createTestApp } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import { addGeneratedCorp } from '../../../test-support/wecom-fake/fake-corp';
import {
  APP_SECRET,
  CONTACT_SECRET,
  CORP_ID,
} from '../../../test-support/wecom-fake/sync-test-kit';
import { startWecomFake } from '../../../test-support/wecom-fake/wecom-fake';
import type { WecomFake } from '../../../test-support/wecom-fake/wecom-fake';
import { call, signInAdmin } from '../../platform/test-support/platform-test-client';
import type { Session } from '../../platform/test-support/platform-test-client';

const P = '/scrm/v1/platform';
let fake: WecomFake;
let test: TestApp;
let second: Session;

const save = () =>
  call(test.app, second, 'POST', `${P}/app/internal/save`, {
    corp_id: CORP_ID,
    agent_id: '1000002',
    secret: APP_SECRET,
    contact_secret: CONTACT_SECRET,
    callback_token: 'Tok3n',
    callback_aes_key: 'b'.repeat(43),
  });

const runs = () =>
  test.database.db.select().from(wecomSyncRuns).where(eq(wecomSyncRuns.tenantId, second.tenantId));

beforeAll(async () => {
  fake = await startWecomFake();
  addGeneratedCorp(fake, {
    corpId: CORP_ID,
    apps: [
      { agentId: 1000002, secret: APP_SECRET },
      { agentId: null, secret: CONTACT_SECRET },
    ],
    shape: { customers: 30, users: 3, departments: 2, chats: 2, membersPerChat: 3 },
  });
  test = await createTestApp({ config: { wecomApiBase: fake.url } });
  second = await signInAdmin(test.app, 'admin2');
}, 120_000);

afterAll(async () => {
  await test.close();
  await fake.stop();
});

describe('the first full sync on connecting (app/internal/save)', () => {
  it('a save that switches the tenant to WeCom starts one full sync run, and a re-save starts none', async () => {
    expect(await runs()).toEqual([]);
    expect((await save()).body).toMatchObject({ code: 0 });
    const first = await runs();
    expect(first.map((run) => [run.kind, run.status])).toEqual([['full', 'running']]);
    expect((await save()).body).toMatchObject({ code: 0 });
    expect((await runs()).map((run) => run.id)).toEqual(first.map((run) => run.id));
  }, 120_000);

  it('the run completes through the job runner and GET /wecom/sync answers its phase and counts', async () => {
    await test.jobs.runDue();
    expect((await save()).body).toMatchObject({ code: 0 });
    const answer = await call<WecomSyncProgress>(test.app, second, 'GET', `${P}/wecom/sync`);
    const progress = (answer.body as { data: WecomSyncProgress }).data;
    expect(progress).toMatchObject({ kind: 'full', status: 'done', phase: 'done', error: '' });
    // 30 customers over 3 follow users, every tenth with two: 33 pairs read and written.
    expect(progress.counts.relations).toBe(33);
    expect(progress.pages).toBeGreaterThan(0);
    expect(await runs()).toHaveLength(1);
  }, 120_000);
});
