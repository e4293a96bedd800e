// spec §4 version probe, §9 interval 5000 ms. Pure scheduling: the caller supplies the clock,
// storage, the remote fetch and what to do on a new version, so the rules test without a page.

export const VERSION_PROBE_INTERVAL_MS = 5000;
// spec §3: browser storage keeps the time of the last reload check.
export const LAST_CHECK_KEY = 'reload_check_time';

export type ProbeOutcome =
  'first-run' | 'too-soon' | 'in-flight' | 'same' | 'failed' | 'new-version';

export interface VersionProbeDeps {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  pageVersion: () => string;
  fetchRemoteVersion: () => Promise<string>;
  onNewVersion: (remoteVersion: string) => Promise<void> | void;
}

export function createVersionProbe(deps: VersionProbeDeps): () => Promise<ProbeOutcome> {
  let inFlight = false;
  return async function probe(): Promise<ProbeOutcome> {
    const now = deps.now();
    const last = Number(deps.storage.getItem(LAST_CHECK_KEY));
    if (!last) {
      // spec §4: on the first run it only stores the time.
      deps.storage.setItem(LAST_CHECK_KEY, String(now));
      return 'first-run';
    }
    if (inFlight) return 'in-flight';
    if (now - last < VERSION_PROBE_INTERVAL_MS) return 'too-soon';
    deps.storage.setItem(LAST_CHECK_KEY, String(now));
    inFlight = true;
    let remote: string;
    try {
      remote = (await deps.fetchRemoteVersion()).trim();
    } catch {
      return 'failed'; // spec §4: a failed probe does nothing
    } finally {
      inFlight = false;
    }
    if (!remote || remote === deps.pageVersion()) return 'same';
    await deps.onNewVersion(remote);
    return 'new-version';
  };
}
