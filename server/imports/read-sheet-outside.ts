// issue #32 finding 1: a user's sheet is parsed in a child process, never on the API's event
// loop, so a hostile file costs that process, not the requests. (A worker thread was tried:
// joining its thread on exit blocked the event loop for over a second on a loaded machine.)
// The child's heap is capped and it is killed after the time limit; a refusal, an
// out-of-memory death or a timeout all answer FileRejected with the reason the import shows.
import type { ChildProcess } from 'node:child_process';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { FileRejected } from './file-rejected';
import type { ImportLimits } from './import-limits';
import { IMPORT_LIMITS, LIMIT_MESSAGES } from './import-limits';
import type { SheetWorkerAnswer } from './sheet-worker-types';

/** The built server runs dist/server/sheet-worker.mjs beside main.mjs; from source (tsx,
 *  vitest) the .ts file runs through tsx's loader. */
function startWorker(limits: ImportLimits): ChildProcess {
  const fromSource = import.meta.url.endsWith('.ts');
  const file = new URL(fromSource ? './sheet-worker.ts' : './sheet-worker.mjs', import.meta.url);
  return fork(fileURLToPath(file), [], {
    execArgv: [
      ...(fromSource ? ['--import', 'tsx'] : []),
      `--max-old-space-size=${limits.memoryMb}`,
    ],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
  });
}

export function readSheetOutside(
  fileName: string,
  content: Buffer,
  limits: ImportLimits = IMPORT_LIMITS,
): Promise<string[][]> {
  if (content.length > limits.fileBytes) {
    return Promise.reject(new FileRejected(LIMIT_MESSAGES.fileTooLarge(limits)));
  }
  return new Promise((resolve, reject) => {
    const child = startWorker(limits);
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      if (child.exitCode === null) child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => settle(() => reject(new FileRejected(LIMIT_MESSAGES.timeout(limits)))),
      limits.timeMs,
    );
    child.once('message', (message: SheetWorkerAnswer) =>
      settle(() => (message.ok ? resolve(message.rows) : reject(new FileRejected(message.reason)))),
    );
    // V8 aborts a process past its heap limit (SIGABRT; SIGTRAP for some of its OOM paths).
    child.once('exit', (_code, signal) => {
      const outOfMemory = signal === 'SIGABRT' || signal === 'SIGTRAP';
      const reason = outOfMemory ? LIMIT_MESSAGES.outOfMemory : LIMIT_MESSAGES.crashed;
      settle(() => reject(new FileRejected(reason)));
    });
    child.once('error', () => settle(() => reject(new FileRejected(LIMIT_MESSAGES.crashed))));
    child.send({ fileName, content: new Uint8Array(content), limits });
  });
}
