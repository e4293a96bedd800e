/**
 * Why a call failed. `cancelled` (a newer call with the same cancel key) and `session`
 * (spec §5: dropped before sending) never show anything to the operator.
 */
export type ApiErrorKind =
  'business' | 'http' | 'unauthorized' | 'session' | 'timeout' | 'network' | 'cancelled';

export interface ApiErrorDetails {
  kind?: ApiErrorKind;
  /** Whether the operator already saw a toast for this failure (callers must not add one). */
  notified?: boolean;
  /** The server's own msg, when the body had one (e.g. the field named by a 400). */
  serverMessage?: string;
  /** The dotted path of the field a 400 refused (issue #38 item 4), when it named one. */
  field?: string;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly notified: boolean;
  readonly serverMessage: string | undefined;
  readonly field: string | undefined;

  constructor(
    message: string,
    readonly code: number | string,
    readonly status: number,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = details.kind ?? 'business';
    this.notified = details.notified ?? false;
    this.serverMessage = details.serverMessage;
    this.field = details.field;
  }
}

export function isCancelledError(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'cancelled';
}

/**
 * For the query client's `retry`: a failure the client already reported (toast, login redirect)
 * or that was cancelled must not be retried, or the operator sees the same toast again a
 * second later (the notifier only merges repeats within 1 s). Other errors get one retry.
 */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiError) && failureCount < 1;
}
