// Navigations the service worker must never answer from the cached shell (docs/conventions.md rules,
// docs/stack.md "PWA"): the API, the version probe, run-time config, the login page,
// the legacy prefixes, public form pages, uploads and hashed assets.
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /^\/scrm\//,
  /^\/_reload_\//,
  /^\/config\.json$/,
  /^\/auth\//,
  /^\/sider-web\//,
  /^\/h5\//,
  /^\/superform-web\//,
  /^\/p\//,
  // issue #20: a customer opening a super-radar link (tracked, server-rendered)
  /^\/rl\//,
  // issue #16: the sandbox's scan pages (/s/c channel codes, /s/f fission posters)
  /^\/s\//,
  // issue #18: the chat sidebar H5 (server-rendered, its own script; never the console shell)
  /^\/sidebar(\/|$)/,
  /^\/uploads\//,
  /^\/assets\//,
  /^\/sw\.js$/,
  /^\/manifest\.webmanifest$/,
];

export function isShellNavigation(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname));
}
