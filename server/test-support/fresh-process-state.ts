// setupFiles of the Vitest project `server`, whose test files share their worker process
// (isolate: false; docs/testing.md "Server tests in a shared process"): this runs before each
// file and gives it the process state a newly started server has. Production runs one database
// per process, so these caches are keyed by tenant only; in a shared worker the next file's
// database copy has the same tenants but not the previous file's roll-ups or failures.
import { resetLiveRollups } from '../modules/statistics/rollup/rollup';
import { forgetGroupJoinFailures } from '../platform/sandbox/group-join-failure';

// statistics: the final days this process saw and their memoised sums (rollup.ts, final-memo.ts)
resetLiveRollups();
// the sandbox's group-code failures a file switched on (group-join-failure.ts)
forgetGroupJoinFailures();
