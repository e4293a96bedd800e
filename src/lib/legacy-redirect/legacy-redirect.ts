// spec §2 start-up: three legacy prefixes leave the console before the router starts.
// /sider-web/ goes to the sider host, /h5/ and /superform-web/ to the H5 host; the prefix is
// stripped, the rest of the path, the query and the hash are kept.
// issue #38 item 2: a sidebar page's legacy name lands on its one address (/sidebar/<page>).
import { legacySiderPath } from '../../../contract/reach/sider-pages';

export interface LegacyHosts {
  siderHost: string;
  h5Host: string;
}

type HostKey = keyof LegacyHosts;

const LEGACY_PREFIXES: ReadonlyArray<readonly [string, HostKey]> = [
  ['/sider-web/', 'siderHost'],
  ['/h5/', 'h5Host'],
  ['/superform-web/', 'h5Host'],
];

/** Which legacy prefix a path starts with, if any (checked before the config is loaded). */
export function matchLegacyPrefix(pathname: string): HostKey | undefined {
  return LEGACY_PREFIXES.find(([prefix]) => pathname.startsWith(prefix))?.[1];
}

/**
 * The absolute address a legacy path moves to, or undefined when the path is not legacy or
 * its host is not configured (redirecting to an empty host would loop on this server).
 */
export function legacyRedirectTarget(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  hosts: LegacyHosts,
): string | undefined {
  const entry = LEGACY_PREFIXES.find(([prefix]) => location.pathname.startsWith(prefix));
  if (!entry) return undefined;
  const [prefix, hostKey] = entry;
  const host = hosts[hostKey].replace(/\/+$/, '');
  if (!host) return undefined;
  const rawRest = location.pathname.slice(prefix.length - 1);
  const rest = hostKey === 'siderHost' ? legacySiderPath(rawRest) : rawRest;
  return `${host}${rest}${location.search}${location.hash}`;
}
