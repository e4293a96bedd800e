// docs/wecom.md "Errors": what a WeCom call can fail with. Both are BusinessErrors, so a
// request that meets one answers `{code, msg}` with the Chinese reason in place; a job
// handler rethrows a WecomRetryableError so the runner retries it with back-off.
import { PLATFORM_ERRORS } from '../../../contract/platform';
import { BusinessError } from '../../http/http-errors';
import { RETRYABLE_CODES, wecomErrorMessage } from './error-messages';

/** WeCom answered errcode ≠ 0 (a refusal): permissions, bad ids, bad secret … */
export class WecomApiError extends BusinessError {
  constructor(
    /** The API path under /cgi-bin/, e.g. `externalcontact/add_contact_way`. */
    readonly api: string,
    readonly errcode: number,
    readonly errmsg: string,
    message: string = wecomErrorMessage(errcode, errmsg),
  ) {
    super(PLATFORM_ERRORS.wecomRefused.code, message);
    this.name = 'WecomApiError';
  }
}

/**
 * "Not now": system busy (-1), frequency (45009) or concurrency (45033) limits, a timeout,
 * an HTTP 5xx or a network failure. A job lets it propagate (the runner retries later); a
 * request shows its message.
 */
export class WecomRetryableError extends BusinessError {
  readonly retryable = true;
  constructor(
    readonly api: string,
    /** The errcode, or null when WeCom did not answer (timeout, 5xx, network). */
    readonly errcode: number | null,
    message: string,
  ) {
    super(PLATFORM_ERRORS.wecomBusy.code, message);
    this.name = 'WecomRetryableError';
  }
}

export function isWecomRetryable(error: unknown): error is WecomRetryableError {
  return error instanceof WecomRetryableError;
}

/** The error for an answer with errcode ≠ 0 (invalid-token codes are handled before). */
export function errorForCode(api: string, errcode: number, errmsg: string): BusinessError {
  if (RETRYABLE_CODES.has(errcode)) {
    return new WecomRetryableError(api, errcode, wecomErrorMessage(errcode, errmsg));
  }
  return new WecomApiError(api, errcode, errmsg);
}
