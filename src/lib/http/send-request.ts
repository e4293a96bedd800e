import { ApiError } from './api-error';
import { CANCELLED_REASON } from './cancel-registry';
import { NETWORK_ERROR_MESSAGE } from './error-catalogue';

export const TIMEOUT_REASON = 'timeout';

export interface ApiEnvelope<T> {
  code: number | string;
  data: T;
  msg: string;
}

export interface RawAnswer {
  status: number;
  statusText: string;
  ok: boolean;
  /** The parsed body when it was an envelope; null when the body was not JSON. */
  envelope: ApiEnvelope<unknown> | null;
}

export interface SendInit {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value;
}

/** Why the fetch failed, read from the abort reason: cancelled, timed out, or the network. */
function failureOf(signal: AbortSignal): ApiError {
  if (signal.aborted && signal.reason === CANCELLED_REASON) {
    return new ApiError('请求已取消', 'CANCELLED', 0, { kind: 'cancelled' });
  }
  const kind = signal.aborted && signal.reason === TIMEOUT_REASON ? 'timeout' : 'network';
  return new ApiError(NETWORK_ERROR_MESSAGE, kind.toUpperCase(), 0, { kind });
}

/** One fetch and its body. Rejects only with an ApiError (cancelled, timeout or network). */
export async function sendRequest(init: SendInit): Promise<RawAnswer> {
  try {
    const response = await fetch(init.url, {
      method: init.method,
      headers: init.headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch (error) {
      // An aborted body read is a cancel or time-out; a body that is not JSON is handled above.
      if (init.signal.aborted) throw error;
    }
    return {
      status: response.status,
      statusText: response.statusText,
      ok: response.ok,
      envelope: isEnvelope(parsed) ? parsed : null,
    };
  } catch {
    throw failureOf(init.signal);
  }
}
