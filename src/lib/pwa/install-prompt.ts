// issue #5 "Install": the browser offers installation through `beforeinstallprompt`; we keep
// the event and show our own button in the user menu instead of the browser's mini bar.

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

let offered: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offered = event as BeforeInstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    offered = null;
    changed();
  });
}

export function canInstall(): boolean {
  return offered !== null;
}

export function subscribeInstallPrompt(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Shows the browser's install dialog; an event can be used once, so it is dropped after. */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = offered;
  if (!event) return 'unavailable';
  offered = null;
  changed();
  await event.prompt();
  return (await event.userChoice).outcome;
}
