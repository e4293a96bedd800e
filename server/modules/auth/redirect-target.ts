// issue #2 "no open redirect": the login page sends the session only to this console's own
// origin or to an origin listed in ALLOWED_REDIRECT_ORIGINS.
// issue #25 finding 1: the decision is taken on the URL as the browser will resolve it (dot
// segments removed, `\` read as `/`, tabs and newlines dropped), never on the raw string:
// `/.//evil.example` resolves to the path `//evil.example`, which a browser reads as a host.

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
  let url: URL;
  try {
    // Resolved against this server exactly as the browser resolves a Location / href.
    url = new URL(target, ownOrigin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  if (url.origin !== ownOrigin && !allowedOrigins.includes(url.origin)) return undefined;
  // A resolved path starting with // or /\ would be read as another authority once written
  // without its origin (and is never a console route).
  if (/^\/[/\\]/.test(url.pathname)) return undefined;
  url.searchParams.set('code', code);
  // Written as given: a path stays a path (safe now that it starts with exactly one slash),
  // an absolute URL stays absolute.
  const givenAsPath = /^\/(?![/\\])/.test(target.trim());
  return givenAsPath && url.origin === ownOrigin
    ? `${url.pathname}${url.search}${url.hash}`
    : url.href;
}
