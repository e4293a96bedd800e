import { useState } from 'react';

/**
 * Whether a dialog or drawer has been open at least once (docs/architecture.md "Styling"):
 * a page renders it from its first open on and keeps it mounted after, so a closed one that
 * was never used costs no Emotion-styled elements on the page's first paint. For the dialogs
 * `AppDialog mountOnOpen` cannot serve (an unsaved-changes guard, a drawer).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // React's "state from the previous render" pattern: set during render, no extra commit.
  if (open && !opened) setOpened(true);
  return opened || open;
}
