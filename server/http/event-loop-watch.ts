// issue #24 "Load without errors": PGlite runs its queries synchronously on this thread, so a
// heavy query (a job's sweep, a large export) stalls every request at once. Log each stall
// longer than `stallMs` (how long, and when) so a timeout seen by a client can be explained.
export function watchEventLoop(
  stallMs = 500,
  log: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): () => void {
  const tickMs = 100;
  let expected = Date.now() + tickMs;
  const timer = setInterval(() => {
    const now = Date.now();
    const lag = now - expected;
    expected = now + tickMs;
    if (lag < stallMs) return;
    log(
      JSON.stringify({
        time: new Date(now).toISOString(),
        level: 'warn',
        msg: 'event loop stalled',
        ms: lag,
      }),
    );
  }, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
