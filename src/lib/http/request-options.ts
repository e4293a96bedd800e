/** Per-call options of the shared client (spec §4, §7, §8). */
export interface RequestOptions {
  /** spec §4: a newer call with the same key aborts this one (it rejects as cancelled). */
  cancelKey?: string;
  /** spec §4: whether the call counts on the `#loading` element. */
  loading?: boolean;
  /** spec §8: body codes rejected without a toast; the caller handles them. */
  quietCodes?: ReadonlyArray<number | string>;
  /** spec §8: auth-status calls ignore every non-zero body code silently and resolve. */
  silent?: boolean;
  /**
   * issue #38 item 4: the caller is a form that shows a 400 naming a field beside that field
   * (`useContractForm().showServerError`), so such a 400 rejects without the generic toast.
   */
  fieldErrors?: boolean;
  /** spec §7/§9: 40 000 ms unless a call needs otherwise. */
  timeoutMs?: number;
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** Builds `?a=1&b=2`, skipping empty values; arrays repeat their key. */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== null && item !== undefined) query.append(key, String(item));
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
