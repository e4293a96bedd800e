// The WeCom server API client (README.md in this folder, docs/wecom.md): every call to
// `${WECOM_API_BASE}/cgi-bin/...` goes through here. It adds the app's access token (cached
// in the database, token-cache.ts), refreshes it once and calls again when WeCom says the token
// went bad, and turns errcode ≠ 0 into WecomApiError / WecomRetryableError.
import type { Database } from '../../db/database';
import { INVALID_TOKEN_CODES } from './error-messages';
import { createTokenCache } from './token-cache';
import type { AppCredentials, Expiring, TicketKind, TokenCache } from './token-cache';
import { errorForCode } from './wecom-errors';
import { DEFAULT_TIMEOUT_MS, exchangeWithWecom } from './wecom-http';
import type { WecomAnswer, WecomExchange, WecomFetch, WecomTransport } from './wecom-http';

export const DEFAULT_WECOM_API_BASE = 'https://qyapi.weixin.qq.com';

/** WECOM_API_BASE without a trailing slash; WeCom's own host when unset. */
export function resolveWecomApiBase(value: string | undefined): string {
  const base = value?.trim().replace(/\/+$/, '');
  return base ? base : DEFAULT_WECOM_API_BASE;
}

export type Query = Readonly<Record<string, string | number>>;

export interface UploadFile {
  readonly filename: string;
  readonly contentType: string;
  readonly data: Uint8Array;
}

export interface WecomClient {
  readonly apiBase: string;
  /** GET /cgi-bin/<api>?access_token=…&<query>; answers WeCom's JSON (errcode 0). */
  get<T extends object = Record<string, unknown>>(
    app: AppCredentials,
    api: string,
    query?: Query,
  ): Promise<T & WecomAnswer>;
  /** POST JSON to /cgi-bin/<api>. */
  post<T extends object = Record<string, unknown>>(
    app: AppCredentials,
    api: string,
    body: unknown,
    query?: Query,
  ): Promise<T & WecomAnswer>;
  /** POST multipart (field `media`) to /cgi-bin/<api>, e.g. media/upload?type=image. */
  upload<T extends object = Record<string, unknown>>(
    app: AppCredentials,
    api: string,
    query: Query,
    file: UploadFile,
  ): Promise<T & WecomAnswer>;
  /** A usable token exists (cached or fetched); the token itself never leaves the client. */
  checkToken(app: AppCredentials): Promise<void>;
  /** gettoken now: throws the Chinese reason (40001, 40013, 60020 …) when WeCom refuses. */
  verify(app: AppCredentials): Promise<void>;
  /**
   * A JS-SDK ticket (get_jsapi_ticket, or ticket/get?type=agent_config), cached like tokens.
   * Only jsapi-signature.ts reads it, to sign; it never leaves the server.
   */
  jsapiTicket(app: AppCredentials, kind: TicketKind): Promise<string>;
}

export interface WecomClientOptions {
  readonly db: Database;
  /** WECOM_API_BASE; WeCom's own host by default. */
  readonly apiBase?: string;
  readonly timeoutMs?: number;
  /** The app's clock (tests move it); token expiry is measured with it. */
  readonly now?: () => number;
  readonly fetch?: WecomFetch;
}

/** WeCom refused the access token while a ticket was fetched: refresh it outside the lock. */
class StaleToken extends Error {}

function uploadForm(file: UploadFile): FormData {
  const form = new FormData();
  form.append(
    'media',
    new Blob([new Uint8Array(file.data)], { type: file.contentType }),
    file.filename,
  );
  return form;
}

export function createWecomClient(options: WecomClientOptions): WecomClient {
  const transport: WecomTransport = {
    apiBase: resolveWecomApiBase(options.apiBase),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetch: options.fetch ?? ((url, init) => fetch(url, init)),
  };
  const now = options.now ?? Date.now;
  const tokens: TokenCache = createTokenCache({ db: options.db, transport, now });

  async function call(app: AppCredentials, exchange: () => WecomExchange): Promise<WecomAnswer> {
    const token = await tokens.token(app);
    let answer = await exchangeWithWecom(transport, exchange(), {
      name: 'access_token',
      value: token,
    });
    if (INVALID_TOKEN_CODES.has(answer.errcode)) {
      // WeCom may end a token early (docs/wecom.md): refresh once, call once more.
      const fresh = await tokens.token(app, token);
      answer = await exchangeWithWecom(transport, exchange(), {
        name: 'access_token',
        value: fresh,
      });
    }
    if (answer.errcode !== 0) throw errorForCode(exchange().api, answer.errcode, answer.errmsg);
    return answer;
  }

  // A ticket is fetched inside the cache's transaction (its cross-process lock), so the access
  // token is taken before it: on a single-connection database (PGlite) a token refresh inside
  // that transaction would wait for it forever. A token WeCom refuses there is refreshed
  // outside and the ticket asked once more (docs/wecom.md "The chat sidebar").
  async function fetchTicket(app: AppCredentials, kind: TicketKind, token: string) {
    const exchange: WecomExchange =
      kind === 'jsapi'
        ? { method: 'GET', api: 'get_jsapi_ticket' }
        : { method: 'GET', api: 'ticket/get', query: { type: 'agent_config' } };
    const answer = await exchangeWithWecom(transport, exchange, {
      name: 'access_token',
      value: token,
    });
    if (INVALID_TOKEN_CODES.has(answer.errcode)) throw new StaleToken();
    if (answer.errcode !== 0) throw errorForCode(exchange.api, answer.errcode, answer.errmsg);
    const ticket = answer.ticket;
    if (typeof ticket !== 'string' || ticket === '') {
      throw errorForCode(exchange.api, -1, 'answered no ticket');
    }
    const expiresIn =
      typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in : 7200;
    return { value: ticket, expiresAt: new Date(now() + expiresIn * 1000) } satisfies Expiring;
  }

  async function jsapiTicket(app: AppCredentials, kind: TicketKind): Promise<string> {
    const token = await tokens.token(app);
    try {
      return await tokens.ticket(app, kind, () => fetchTicket(app, kind, token));
    } catch (error) {
      if (!(error instanceof StaleToken)) throw error;
      const fresh = await tokens.token(app, token);
      return tokens.ticket(app, kind, () => fetchTicket(app, kind, fresh));
    }
  }

  return {
    apiBase: transport.apiBase,
    async get<T extends object>(app: AppCredentials, api: string, query?: Query) {
      return (await call(app, () => ({ method: 'GET', api, query }))) as T & WecomAnswer;
    },
    async post<T extends object>(app: AppCredentials, api: string, body: unknown, query?: Query) {
      return (await call(app, () => ({ method: 'POST', api, query, body }))) as T & WecomAnswer;
    },
    async upload<T extends object>(
      app: AppCredentials,
      api: string,
      query: Query,
      file: UploadFile,
    ) {
      // A form body is consumed by sending it: build a new one for the retry.
      const answer = await call(app, () => ({
        method: 'POST',
        api,
        query,
        body: uploadForm(file),
      }));
      return answer as T & WecomAnswer;
    },
    async checkToken(app) {
      await tokens.token(app);
    },
    verify: (app) => tokens.verify(app),
    jsapiTicket,
  };
}
