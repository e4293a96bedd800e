// docs/conventions.md "API conventions": every business answer is HTTP 200 with {code, data, msg};
// code 0 is success, any other code carries a Chinese msg (spec §8).

export interface Envelope<T> {
  readonly code: number;
  readonly data: T;
  readonly msg: string;
}

/** docs/conventions.md: lists answer {list, total, page, page_size}; page_size is at most 100. */
export interface ListData<T> {
  readonly list: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly page_size: number;
}

export const SUCCESS_CODE = 0;
export const MAX_PAGE_SIZE = 100;

export function success<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: SUCCESS_CODE, data, msg };
}

export function failure(code: number, msg: string): Envelope<null> {
  return { code, data: null, msg };
}

/** What a 400 naming a field carries besides its message (issue #38 item 4). */
export interface FieldFailureData {
  /** The dotted path of the refused field (`name`, `qrs.0.member_cap`). */
  readonly field: string;
}

/** A 400 whose message names `field`: the console shows it beside that field. */
export function fieldFailure(msg: string, field: string): Envelope<FieldFailureData> {
  return { code: 400, data: { field }, msg };
}

/** The field a failed answer names, if it names one. */
export function failedField(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const field = (data as { field?: unknown }).field;
  return typeof field === 'string' && field !== '' ? field : undefined;
}
