// A server process the job tests kill with SIGKILL (issue #14 "Done when": a job enqueued,
// then the process killed, runs exactly once after restart). Usage:
//   tsx job-child.ts <enqueue|hang> <pglite folder | postgres url>
// It prints "ready <job id>" once the job is durable (enqueue) or running (hang), then
// waits to be killed.
import { openPglite, openPostgres } from '../../db/database';
import { createJobRunner } from '../job-runner';
import { defineTestJobs } from './test-jobs';

const [command, target] = process.argv.slice(2);
if (!target || (command !== 'enqueue' && command !== 'hang')) {
  process.stderr.write('usage: job-child.ts <enqueue|hang> <target>\n');
  process.exit(2);
}
const handle = target.startsWith('postgres')
  ? await openPostgres(target)
  : await openPglite(target);
const jobs = createJobRunner({
  db: handle.db,
  executor: handle,
  mode: command === 'hang' ? 'worker' : 'manual',
  pollingIntervalSeconds: 0.5,
});
const started = defineTestJobs(jobs, { hang: true });
await jobs.start();
const id = await jobs.enqueue(command === 'hang' ? 'test.hang' : 'test.effect', {
  tenantId: 'demo',
});
if (command === 'hang') await started;
process.stdout.write(`ready ${id}\n`);
await new Promise(() => undefined);
