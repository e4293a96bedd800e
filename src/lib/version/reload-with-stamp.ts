// spec §4: on a new version the page reloads with an added __t query parameter, so the
// reload fetches the new shell rather than a cached one.
export const RELOAD_STAMP_PARAM = '__t';
// A guard against a reload loop: one reload per remote version per tab.
export const RELOADED_FOR_KEY = 'reload_target_version';

export function urlWithReloadStamp(href: string, stamp: number): string {
  const url = new URL(href);
  url.searchParams.set(RELOAD_STAMP_PARAM, String(stamp));
  return url.toString();
}

export function mayReloadFor(remoteVersion: string, storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(RELOADED_FOR_KEY) !== remoteVersion;
}

export function rememberReloadFor(remoteVersion: string, storage: Pick<Storage, 'setItem'>): void {
  storage.setItem(RELOADED_FOR_KEY, remoteVersion);
}
