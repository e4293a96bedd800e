import { hasUnsavedForm } from '../navigation/unsaved-forms';
import { takeOverWithNewWorker } from '../pwa/service-worker';
import { currentBuildVersion } from './build-version';
import { createVersionProbe } from './probe-scheduler';
import { mayReloadFor, rememberReloadFor, urlWithReloadStamp } from './reload-with-stamp';

// spec §4 version probe: the shell runs it after every route change; it also runs when the
// app comes back to the foreground (issue #5).
const PROBE_URL = '/_reload_/_probe_';
// Saving drafts must not hold the reload hostage (a stuck IndexedDB, a slow editor).
const BEFORE_RELOAD_TIMEOUT_MS = 2000;

type BeforeReloadTask = () => Promise<void> | void;
const beforeReloadTasks = new Set<BeforeReloadTask>();

/** Editors register here to save their unsaved draft before a version reload. */
export function onBeforeVersionReload(task: BeforeReloadTask): () => void {
  beforeReloadTasks.add(task);
  return () => beforeReloadTasks.delete(task);
}

async function fetchRemoteVersion(): Promise<string> {
  const response = await fetch(PROBE_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`probe answered ${response.status}`);
  return response.text();
}

async function reloadIntoNewVersion(remoteVersion: string): Promise<void> {
  // issue #37: a form with unsaved changes is never reloaded away; the probe runs again after
  // the next route change.
  if (hasUnsavedForm()) return;
  if (!mayReloadFor(remoteVersion, sessionStorage)) return;
  rememberReloadFor(remoteVersion, sessionStorage);
  // issue #5: every open editor saves its unsaved draft first.
  const saving = Promise.allSettled([...beforeReloadTasks].map(async (task) => task()));
  await Promise.race([
    saving,
    new Promise((resolve) => setTimeout(resolve, BEFORE_RELOAD_TIMEOUT_MS)),
  ]);
  await takeOverWithNewWorker();
  window.location.replace(urlWithReloadStamp(window.location.href, Date.now()));
}

const probe = createVersionProbe({
  now: () => Date.now(),
  storage: localStorage,
  pageVersion: () => currentBuildVersion(),
  fetchRemoteVersion,
  onNewVersion: reloadIntoNewVersion,
});

export function runVersionProbe(): void {
  if (import.meta.env.DEV) return; // the dev server has no build version to compare
  void probe();
}

export function probeWhenBackInForeground(): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') runVersionProbe();
  });
}
