// Where the consent page may send the operator back: this console only (the host the request
// came to, or an origin of ALLOWED_REDIRECT_ORIGINS), never an arbitrary site.
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../http/app-deps';

export function allowedGrantRedirect(
  redirectUri: string,
  request: FastifyRequest,
  config: AppConfig,
): string | undefined {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  // Normalised through URL, like the target (a default port drops out of both).
  const requestHost = new URL(`${url.protocol}//${request.host}`).host;
  const sameHost = url.host === requestHost;
  if (!sameHost && !config.allowedRedirectOrigins.includes(url.origin)) return undefined;
  return url.href;
}
