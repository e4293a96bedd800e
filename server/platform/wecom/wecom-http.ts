// One HTTP exchange with WeCom's server API (`${WECOM_API_BASE}/cgi-bin/<api>`): JSON in and
// out, a timeout, and failures turned into our errors. The URL carries access_token (WeCom
// requires it in the query string) or gettoken's corpsecret, so no error, log line or
// message built here ever includes the URL or the driver's own error (docs/wecom.md "Secrets").
import { WecomRetryableError } from './wecom-errors';

export type WecomFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface WecomExchange {
  readonly method: 'GET' | 'POST';
  /** Path under /cgi-bin/, e.g. `department/simplelist`. */
  readonly api: string;
  /** Query parameters besides the credential. */
  readonly query?: Readonly<Record<string, string | number>>;
  /** JSON body (POST), or a multipart form (media/upload). */
  readonly body?: unknown;
}

export interface WecomTransport {
  readonly apiBase: string;
  readonly timeoutMs: number;
  readonly fetch: WecomFetch;
}

/** Every WeCom answer has errcode (0 or absent on success) and errmsg. */
export interface WecomAnswer {
  readonly errcode: number;
  readonly errmsg: string;
  readonly [field: string]: unknown;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

function urlOf(transport: WecomTransport, exchange: WecomExchange, credential: Credential): string {
  const params = new URLSearchParams();
  params.set(credential.name, credential.value);
  for (const [key, value] of Object.entries(exchange.query ?? {})) params.set(key, String(value));
  return `${transport.apiBase}/cgi-bin/${exchange.api}?${params.toString()}`;
}

/** `access_token=…` for API calls, `corpsecret=…` (with corpid in query) for gettoken. */
export interface Credential {
  readonly name: 'access_token' | 'corpsecret';
  readonly value: string;
}

function requestInit(exchange: WecomExchange, signal: AbortSignal): RequestInit {
  if (exchange.method === 'GET') return { method: 'GET', signal };
  if (exchange.body instanceof FormData) return { method: 'POST', body: exchange.body, signal };
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(exchange.body ?? {}),
    signal,
  };
}

function unreachable(api: string, why: string): WecomRetryableError {
  return new WecomRetryableError(api, null, `无法连接企业微信（${api}）：${why}，请稍后重试`);
}

/** Sends one request and answers WeCom's JSON; errcode ≠ 0 is the caller's to judge. */
export async function exchangeWithWecom(
  transport: WecomTransport,
  exchange: WecomExchange,
  credential: Credential,
): Promise<WecomAnswer> {
  const { api } = exchange;
  let response: Response;
  try {
    const signal = AbortSignal.timeout(transport.timeoutMs);
    response = await transport.fetch(
      urlOf(transport, exchange, credential),
      requestInit(exchange, signal),
    );
  } catch (error) {
    // The driver's error may quote the URL: keep only what kind of failure it was.
    const timedOut = error instanceof Error && /timeout|abort/i.test(error.name);
    throw unreachable(api, timedOut ? `等待超过 ${transport.timeoutMs / 1000} 秒` : '网络错误');
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    throw unreachable(api, `服务器错误 HTTP ${response.status}`);
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    throw unreachable(api, `返回内容不是JSON（HTTP ${response.status}）`);
  }
  if (!parsed || typeof parsed !== 'object') throw unreachable(api, '返回内容不是JSON对象');
  const answer = parsed as Record<string, unknown>;
  const errcode = typeof answer.errcode === 'number' ? answer.errcode : 0;
  const errmsg = typeof answer.errmsg === 'string' ? answer.errmsg : '';
  return { ...answer, errcode, errmsg };
}
