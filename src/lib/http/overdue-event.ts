// spec §8: body code "102" (overdue) starts the expiry flow of the platform banners. The client
// knows nothing of banners, so it announces the event and the shell listens.
export const OVERDUE_EVENT = 'scrm:overdue';

export interface OverdueDetail {
  url: string;
  msg: string;
  data: unknown;
}

export function emitOverdue(detail: OverdueDetail): void {
  window.dispatchEvent(new CustomEvent<OverdueDetail>(OVERDUE_EVENT, { detail }));
}

/** Subscribes to overdue answers; returns the unsubscribe function. */
export function onOverdue(listener: (detail: OverdueDetail) => void): () => void {
  const handler = (event: Event): void => listener((event as CustomEvent<OverdueDetail>).detail);
  window.addEventListener(OVERDUE_EVENT, handler);
  return () => window.removeEventListener(OVERDUE_EVENT, handler);
}
