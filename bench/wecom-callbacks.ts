// issue #35 figure: WeCom callbacks applied per second, with replays. One PGlite database
// seeded as the demo; the demo tenant gets callback settings; N add_external_contact events
// (each through a channel code: customer, relation, tag, welcome) are each POSTed 3 times
// (WeCom's retries), then the job runner applies them. Prints requests/s of the callback URL
// and events applied/s. Run: npx tsx bench/wecom-callbacks.ts [N=200]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { openPglite } from '../server/db/database';
import { prepareDatabase } from '../server/db/prepare-database';
import { channelCodes } from '../server/db/schema/acquiring';
import { employees } from '../server/db/schema/directory';
import { buildApp } from '../server/http/app';
import { createJobRunner } from '../server/jobs/job-runner';
import { updateTenantApp } from '../server/modules/platform/app-state/tenant-app';
import { createCallbackPlatformFake } from '../server/test-support/wecom-fake/callback-platform-fake';
import { eventXml, pushCallback } from '../server/test-support/wecom-fake/push-callback';

const N = Number(process.argv[2] ?? 200);
const TENANT = 'demo';
const SECRETS = { token: 'BenchToken', aesKey: 'a'.repeat(43), receiveId: 'wwbenchcorp' };

const handle = await openPglite(undefined);
await prepareDatabase(handle);
const { db } = handle;
const jobs = createJobRunner({ db, executor: handle, mode: 'manual' });
const fake = createCallbackPlatformFake(db);
const app = await buildApp({
  db,
  dbKind: handle.kind,
  config: {
    loginHost: '',
    siderHost: '',
    h5Host: '',
    allowedRedirectOrigins: [],
    staticDir: join(mkdtempSync(join(tmpdir(), 'bench-static-')), 'missing'),
    historyMode: 'browser',
    basePath: '/',
    trustProxy: false,
    dataDir: mkdtempSync(join(tmpdir(), 'bench-data-')),
  },
  jwtSecret: 'bench-secret',
  buildVersion: 'bench',
  log: () => {},
  jobs,
  callbackPlatform: async () => fake,
});
await jobs.start();
await updateTenantApp(
  db,
  TENANT,
  { corpId: SECRETS.receiveId, callbackToken: SECRETS.token, callbackAesKey: SECRETS.aesKey },
  new Date(),
);
const [employee] = await db
  .select({ userId: employees.platformUserId })
  .from(employees)
  .where(and(eq(employees.tenantId, TENANT), eq(employees.status, 1)))
  .limit(1);
const [code] = await db
  .select({ state: channelCodes.state })
  .from(channelCodes)
  .where(eq(channelCodes.tenantId, TENANT))
  .limit(1);
if (!employee || !code) throw new Error('demo tenant has no employee or channel code');

const now = Math.floor(Date.now() / 1000);
const messages = Array.from({ length: N }, (_, index) => {
  const externalUserId = `wmbench${index}`;
  fake.contacts.set(externalUserId, {
    contact: {
      externalUserId,
      name: `压测客户${index}`,
      avatar: '',
      type: 1,
      corpName: '',
      gender: 0,
    },
    follower: {
      userId: employee.userId,
      remark: '',
      description: '',
      addWay: 1,
      state: code.state,
    },
  });
  return eventXml(SECRETS.receiveId, now, {
    Event: 'change_external_contact',
    ChangeType: 'add_external_contact',
    UserID: employee.userId,
    ExternalUserID: externalUserId,
    State: code.state,
    WelcomeCode: `bench-welcome-${index}`,
  });
});

const started = performance.now();
for (let round = 0; round < 3; round += 1) {
  for (const message of messages) {
    const answer = await pushCallback(app, TENANT, SECRETS, message);
    if (answer.body !== 'success') throw new Error(`callback refused: ${answer.statusCode}`);
  }
}
const received = performance.now();
const runs = await jobs.runDue();
const applied = performance.now();
const seconds = (ms: number) => ms / 1000;
console.log(
  JSON.stringify({
    events: N,
    requests: N * 3,
    jobRuns: runs,
    welcomes: fake.welcomes.length,
    requestsPerSecond: Math.round((N * 3) / seconds(received - started)),
    appliedPerSecond: Math.round(N / seconds(applied - received)),
    endToEndPerSecond: Math.round(N / seconds(applied - started)),
  }),
);
await app.close();
await jobs.stop(0);
await handle.close();
