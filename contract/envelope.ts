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
