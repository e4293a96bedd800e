// The WeCom server API client (README.md in this folder, docs/wecom.md): every call to
// `${WECOM_API_BASE}/cgi-bin/...` goes through here. It adds the app's access token (cached
// in the database, token-cache.ts), refreshes it once and calls again when WeCom says the token
// went bad, and turns errcode ≠ 0 into WecomApiError / WecomRetryableError.
import type { Database } from '../../db/database';
import { INVALID_TOKEN_CODES } from './error-messages';
import { createTokenCache } from './token-cache';
import type { AppCredentials, TokenCache } from './token-cache';
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
  /** gettoken now: throws the Chinese reason (40001, 40013, 60020 …) when WeCom refuses. */
  verify(app: AppCredentials): Promise<void>;
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
  const tokens: TokenCache = createTokenCache({
    db: options.db,
    transport,
    now: options.now ?? Date.now,
  });

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
    verify: (app) => tokens.verify(app),
  };
}
