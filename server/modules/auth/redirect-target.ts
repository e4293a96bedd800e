// issue #2 "no open redirect": the login page sends the session only to this console's own
// origin or to an origin listed in ALLOWED_REDIRECT_ORIGINS.

export const DEFAULT_REDIRECT = '/index';

/**
 * The URL to send the browser to, with `code` appended as a query parameter (existing
 * query and hash kept), or undefined when the target is not allowed.
 */
export function redirectTargetWithCode(
  redirectUri: string | undefined,
  code: string,
  ownOrigin: string,
  allowedOrigins: readonly string[],
): string | undefined {
  // Without redirect_uri the session still goes back through a code: the console at /index
  // exchanges it (a bare /index would bounce the operator straight back to the login page).
  const target = redirectUri === undefined || redirectUri === '' ? DEFAULT_REDIRECT : redirectUri;
  // A path on this server: one leading slash, not a protocol-relative //host or /\host.
  const isLocalPath = /^\/(?![/\\])/.test(target);
  let url: URL;
  try {
    url = new URL(target, isLocalPath ? ownOrigin : undefined);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.origin !== ownOrigin && !allowedOrigins.includes(url.origin)) return undefined;
  url.searchParams.set('code', code);
  return isLocalPath ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
