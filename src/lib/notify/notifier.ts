// One notifier for the whole console (docs/conventions.md: wrap third-party state behind our module).
// The Chakra toaster in src/ui/toaster connects itself as the sink; until then notices wait.

export type NoticeType = 'error' | 'success';

export interface Notice {
  type: NoticeType;
  title: string;
  duration: number;
}

export interface NoticeSink {
  show(notice: Notice): void;
  closeAll(): void;
}

// spec §9: notification duration 4.5 s.
export const NOTICE_DURATION_MS = 4500;
// The same message raised again while its toast is still on screen (a burst of failing calls
// and their retries, which on a slow phone spread over seconds) shows once.
export const NOTICE_DEDUPE_MS = NOTICE_DURATION_MS;
const MAX_PENDING = 10;

let sink: NoticeSink | null = null;
let pending: Notice[] = [];
const onWaiting = new Set<() => void>();
const lastShown = new Map<string, number>();

function raise(type: NoticeType, message: string): void {
  const title = message.trim();
  if (!title) return;
  const key = `${type}:${title}`;
  const now = Date.now();
  const previous = lastShown.get(key);
  if (previous !== undefined && now - previous < NOTICE_DEDUPE_MS) return;
  lastShown.set(key, now);
  const notice: Notice = { type, title, duration: NOTICE_DURATION_MS };
  if (sink) {
    sink.show(notice);
    return;
  }
  pending = [...pending, notice].slice(-MAX_PENDING);
  for (const callback of [...onWaiting]) {
    onWaiting.delete(callback);
    callback();
  }
}

/**
 * issue #23: calls back (once) when a notice waits for a sink, at once if one already does: the
 * toaster's machinery loads when there is something to show, not on every start-up.
 */
export function whenNoticeWaits(callback: () => void): () => void {
  if (pending.length > 0) {
    callback();
    return () => undefined;
  }
  onWaiting.add(callback);
  return () => onWaiting.delete(callback);
}

export function notifyError(message: string): void {
  raise('error', message);
}

export function notifySuccess(message: string): void {
  raise('success', message);
}

/** spec §8: on 401 and on the login redirect every toast is destroyed. */
export function closeAllNotices(): void {
  pending = [];
  lastShown.clear();
  sink?.closeAll();
}

/** Connects the on-screen toaster; notices raised before it mounted are shown now. */
export function connectNoticeSink(next: NoticeSink): () => void {
  sink = next;
  const waiting = pending;
  pending = [];
  for (const notice of waiting) next.show(notice);
  return () => {
    if (sink === next) sink = null;
  };
}
