import { failedField } from '../../../contract/envelope';
import { notifyError } from '../notify/notifier';
import { isRedirectingToLogin, redirectToLogin } from '../session/redirect-to-login';
import { checkSessionForRequest } from '../session/session-guard';
import { ApiError } from './api-error';
import type { ApiErrorKind } from './api-error';
import { classifyBodyCode } from './body-codes';
import { claimCancelKey, releaseCancelKey } from './cancel-registry';
import { HTTP_STATUS_MESSAGES, NETWORK_ERROR_MESSAGE, messageForStatus } from './error-catalogue';
import { startLoading, stopLoading } from './loading-indicator';
import { emitForbidden } from './forbidden-event';
import { emitOverdue } from './overdue-event';
import { toQueryString } from './request-options';
import type { QueryParams, RequestOptions } from './request-options';
import { TIMEOUT_REASON, sendRequest } from './send-request';
import type { RawAnswer } from './send-request';

// The one API client (docs/conventions.md): headers, time-out, cancellation and the error catalogue.
export { ApiError } from './api-error';
export type { ApiEnvelope } from './send-request';
export type { RequestOptions } from './request-options';

// spec §7/§9: time-out 40000 ms, base URL empty.
export const REQUEST_TIMEOUT_MS = 40_000;

function sessionExpired(problem: string): ApiError {
  return new ApiError('登录已失效，请重新登录', problem, 0, { kind: 'session' });
}

/** Shows `message` (unless the login redirect already took over) and builds the rejection. */
function shown(
  message: string,
  code: number | string,
  status: number,
  kind: ApiErrorKind,
  serverMessage?: string,
): ApiError {
  const notify = !isRedirectingToLogin();
  if (notify) notifyError(message);
  return new ApiError(message, code, status, { kind, notified: notify, serverMessage });
}

function interpret<T>(url: string, answer: RawAnswer, options: RequestOptions): T {
  const { status, envelope } = answer;
  if (status === 401) {
    // spec §8: 401 destroys the toasts and goes to login, with no message.
    redirectToLogin();
    throw new ApiError('登录已失效，请重新登录', 401, 401, { kind: 'unauthorized' });
  }
  if (!answer.ok) {
    if (status === 403) emitForbidden(url);
    const field = status === 400 ? failedField(envelope?.data) : undefined;
    if (field !== undefined && envelope?.msg && options.fieldErrors) {
      // issue #38 item 4: the form shows the server's message beside the field, no toast.
      throw new ApiError(envelope.msg, status, status, {
        kind: 'http',
        serverMessage: envelope.msg,
        field,
      });
    }
    throw shown(messageForStatus(status, answer.statusText), status, status, 'http', envelope?.msg);
  }
  if (!envelope) throw shown(NETWORK_ERROR_MESSAGE, 'BAD_BODY', status, 'network');
  const { code, data, msg } = envelope;
  switch (classifyBodyCode(code, options)) {
    case 'success':
    case 'silent':
      return data as T;
    case 'empty':
      // spec §8: 400000 is "no search result": an empty answer, not an error.
      return (data ?? null) as T;
    case 'overdue':
      emitOverdue({ url, msg, data });
      return data as T;
    case 'quiet':
      throw new ApiError(msg, code, status, { kind: 'business' });
    case 'error':
      // spec §8: 500000 and every other code show the body msg (business codes included).
      throw shown(msg || HTTP_STATUS_MESSAGES[400] || '', code, status, 'business', msg);
  }
}

async function request<T>(
  method: string,
  url: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  // spec §5: check the session before every request; a bad one never reaches the network.
  const session = checkSessionForRequest();
  if (!session.ok) {
    redirectToLogin();
    throw sessionExpired(session.problem);
  }
  const controller = new AbortController();
  const { cancelKey } = options;
  if (cancelKey) claimCancelKey(cancelKey, controller);
  const timer = setTimeout(
    () => controller.abort(TIMEOUT_REASON),
    options.timeoutMs ?? REQUEST_TIMEOUT_MS,
  );
  if (options.loading) startLoading();
  try {
    const answer = await sendRequest({
      method,
      url,
      body,
      signal: controller.signal,
      headers: {
        Authorization: `Bearer ${session.token}`,
        'X-Tenant': session.tenantId,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
    });
    return interpret<T>(url, answer, options);
  } catch (error) {
    const unshown = error instanceof ApiError && !error.notified;
    if (unshown && (error.kind === 'timeout' || error.kind === 'network')) {
      // spec §8: a time-out or network error shows 网络异常，请稍后再试.
      throw shown(error.message, error.code, 0, error.kind);
    }
    throw error;
  } finally {
    clearTimeout(timer);
    if (options.loading) stopLoading();
    if (cancelKey) releaseCancelKey(cancelKey, controller);
  }
}

export function get<T>(url: string, params?: QueryParams, options?: RequestOptions): Promise<T> {
  return request<T>('GET', url + toQueryString(params), undefined, options);
}

export function post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('POST', url, body ?? {}, options);
}

export function del<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('DELETE', url, body, options);
}
