// issue #32 finding 1: the import worker's entry, a child process. It reads one sheet within
// the limits it is sent and answers its rows or the Chinese reason it was refused; the parent
// bounds its heap (--max-old-space-size) and its time (read-sheet-outside.ts). Built to
// dist/server/sheet-worker.mjs.
import { FileRejected } from './file-rejected';
import { LIMIT_MESSAGES } from './import-limits';
import type { SheetWorkerAnswer, SheetWorkerInput } from './sheet-worker-types';
import { readSheetHere } from './sheet-read';

function answer(message: SheetWorkerAnswer): void {
  process.send?.(message, undefined, undefined, () => process.exit(0));
}

process.once('message', (message) => {
  const input = message as SheetWorkerInput;
  readSheetHere(input.fileName, Buffer.from(input.content), input.limits).then(
    (rows) => answer({ ok: true, rows }),
    (error: unknown) =>
      // Anything but a limit is a file the reader could not make sense of.
      answer({
        ok: false,
        reason: error instanceof FileRejected ? error.message : LIMIT_MESSAGES.notZip,
      }),
  );
});
