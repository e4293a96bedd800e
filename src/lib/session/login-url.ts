import { getRuntimeConfig } from '../config/runtime-config';

// docs/conventions.md: the login page lives at LOGIN_HOST (this server by default) under /auth/login
// and takes redirect_uri and type (spec §2: default LOGIN_IN).
export const LOGIN_PATH = '/auth/login';

export function buildLoginUrl(redirectUri: string, type = 'LOGIN_IN'): string {
  const host = getRuntimeConfig().loginHost.replace(/\/+$/, '');
  const query = new URLSearchParams({ redirect_uri: redirectUri, type });
  return `${host}${LOGIN_PATH}?${query.toString()}`;
}
