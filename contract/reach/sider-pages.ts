// The sidebar's pages and their one address (issue #38 item 2), without a schema: the console's
// start-up legacy redirect reads it before anything else loads, so it must not pull in zod.
/**
 * The sidebar's panels. `quick-reply` sends the scripts of /enterprise-quick-response; it is
 * last so tenants that already ordered their pages keep their order (/menu-setting's
 * /sider-web/quick-reply entry lands on it).
 */
export const SIDER_PAGE_KEYS = ['profile', 'sop', 'material', 'order', 'quick-reply'] as const;
export type SiderPageKey = (typeof SIDER_PAGE_KEYS)[number];

/**
 * The one address of a sidebar page (issue #38 item 2): `/sider-iframe` lists it, the
 * `/menu-setting` toolbar entries copy it, the legacy `/sider-web/<page>` redirect lands on
 * it. It is served on SIDER_HOST, or on this server when that is unset.
 */
export const siderPagePath = (pageKey: SiderPageKey) => `/sidebar/${pageKey}`;

/** Older names of sidebar pages in links already pasted into the platform's admin. */
const LEGACY_PAGE_NAMES: ReadonlyMap<string, SiderPageKey> = new Map<string, SiderPageKey>([
  ['sop-task', 'sop'],
  ['sop_task', 'sop'],
  ['quick_reply', 'quick-reply'],
]);

/** The sidebar page a path segment names, current or legacy. */
export function siderPageNamed(name: string): SiderPageKey | undefined {
  if ((SIDER_PAGE_KEYS as readonly string[]).includes(name)) return name as SiderPageKey;
  return LEGACY_PAGE_NAMES.get(name);
}

/**
 * Where the rest of a legacy `/sider-web/<rest>` path goes on the sidebar host: a path whose
 * first segment names a sidebar page goes to that page's address; any other path is kept
 * (the sidebar host answers it with its first page).
 */
export function legacySiderPath(rest: string): string {
  const first = rest.split('/')[1] ?? '';
  const pageKey = siderPageNamed(first);
  return pageKey ? siderPagePath(pageKey) : rest;
}
