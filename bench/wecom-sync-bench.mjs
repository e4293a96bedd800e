// issue #35 figure: a full WeCom sync of a 50,000-customer corp against the protocol fake
// (127.0.0.1, same process; its customers are computed from their index, so the fake holds
// no list of them) into an in-memory PGlite. Prints the time, pages, and the peak RSS and
// heap sampled every 50 ms while it runs.
// One command: node --import tsx bench/wecom-sync-bench.mjs   (WECOM_BENCH_CUSTOMERS=N to change)
import { openPglite } from '../server/db/database.ts';
import { createJobRunner } from '../server/jobs/job-runner.ts';
import { defineWecomSyncJobs, startSync } from '../server/platform/wecom/sync/sync-job.ts';
import { loadRun } from '../server/platform/wecom/sync/sync-runs.ts';
import { tenantWecomApi } from '../server/platform/wecom/tenant-api.ts';
import { createWecomClient } from '../server/platform/wecom/wecom-client.ts';
import { createWecomPlatform } from '../server/platform/wecom/wecom-adapter.ts';
import { addGeneratedCorp } from '../server/test-support/wecom-fake/fake-corp.ts';
import {
  APP_SECRET,
  CONTACT_SECRET,
  CORP_ID,
  connectTenant,
  mirrorCounts,
} from '../server/test-support/wecom-fake/sync-test-kit.ts';
import { startWecomFake } from '../server/test-support/wecom-fake/wecom-fake.ts';

const customers = Number(process.env.WECOM_BENCH_CUSTOMERS ?? 50_000);
const handle = await openPglite(undefined);
await handle.migrate();
const db = handle.db;
const fake = await startWecomFake();
addGeneratedCorp(fake, {
  corpId: CORP_ID,
  apps: [
    { agentId: 1000002, secret: APP_SECRET },
    { agentId: null, secret: CONTACT_SECRET },
  ],
  shape: {
    customers,
    users: 100,
    departments: 10,
    tagGroups: 5,
    tagsPerGroup: 10,
    chats: 500,
    membersPerChat: 20,
  },
});
const tenantId = 'bench';
await connectTenant(db, tenantId, new Date());
const jobs = createJobRunner({ db, executor: handle, mode: 'manual' });
const api = tenantWecomApi(db, createWecomClient({ db, apiBase: fake.url }));
const adapter = createWecomPlatform(api, () => Promise.reject(new Error('no media in the bench')));
defineWecomSyncJobs(jobs, {
  db,
  api,
  now: () => new Date(),
  adapterFor: () => adapter,
  wecomTenants: async () => [],
});
await jobs.start();

global.gc?.();
const base = process.memoryUsage();
let peakRss = base.rss;
let peakHeap = base.heapUsed;
const sampler = setInterval(() => {
  const usage = process.memoryUsage();
  peakRss = Math.max(peakRss, usage.rss);
  peakHeap = Math.max(peakHeap, usage.heapUsed);
}, 50);
const started = performance.now();
const runId = await startSync(db, jobs, tenantId, 'full', new Date());
await jobs.runDue();
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
const run = await loadRun(db, tenantId, runId);
const counts = await mirrorCounts(db, tenantId);
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
console.log(
  JSON.stringify({
    customers,
    status: run?.status,
    pages: run?.pages,
    seconds: Number(seconds.toFixed(1)),
    customersPerSecond: Math.round(counts.customers / seconds),
    rssBeforeMB: Number(mb(base.rss)),
    peakRssMB: Number(mb(peakRss)),
    heapBeforeMB: Number(mb(base.heapUsed)),
    peakHeapMB: Number(mb(peakHeap)),
    counts,
  }),
);
await jobs.stop(0);
await fake.stop();
await handle.close();
