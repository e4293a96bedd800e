import { Fragment, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * issue #37 "forms start clean": a form page its tab keeps alive (React `<Activity>`) kept the
 * last record's name, tags and count for the next 新建. Its body lives in one round; `finish`
 * (after a save, or on 返回) starts the next round, so the next visit opens the defaults.
 */
export function FreshForm({ children }: { children: (finish: () => void) => ReactNode }) {
  const [round, setRound] = useState(0);
  return <Fragment key={round}>{children(() => setRound((value) => value + 1))}</Fragment>;
}
