import { startTransition, useEffect, useState } from 'react';

/**
 * issue #23: true once `ready` has been true for one painted frame. A page mounts what is
 * below the fold only then, in a background (time-sliced) render of its own, so the first
 * commit — DOM inserts, Emotion's style inserts, style and layout — stays short and the
 * heading above the fold paints sooner. What mounts late is appended after what is already
 * there, so nothing on screen moves.
 */
export function useAfterPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the frame that shows the first commit, then a new task after it
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
