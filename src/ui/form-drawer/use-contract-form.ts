import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../lib/http/api-error';
import { notifyError } from '../../lib/notify/notifier';

// docs/conventions.md: validation schemas live once, in contract/; forms check with the same schema the
// server uses, so an operator sees the server's Chinese message before anything is sent.
const FALLBACK = '格式不正确';

export type FieldErrors = Readonly<Record<string, string>>;

/** Every issue's message by dotted path (the first message per path wins). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (errors[path] === undefined) {
      errors[path] = /[\u4e00-\u9fff]/.test(issue.message) ? issue.message : FALLBACK;
    }
  }
  return errors;
}

/**
 * The error shown beside a field that holds nested values (a list of rows): its own message,
 * else the first message of anything inside it (`qrs.0.member_cap` under `qrs`).
 */
export function errorAt(errors: FieldErrors, key: string): string | undefined {
  if (errors[key] !== undefined) return errors[key];
  const inside = Object.keys(errors).find((path) => path.startsWith(`${key}.`));
  return inside === undefined ? undefined : errors[inside];
}

const AS_IS = <T>(values: T) => values;

export function useContractForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S,
  initial: z.input<S>,
  /** The values as the page sends them (e.g. blank rows dropped), checked and sent. */
  prepare: (values: z.input<S>) => z.input<S> = AS_IS,
) {
  const [values, setValues] = useState<z.input<S>>(initial);
  // issue #37: what the form opened with (a 新建's defaults or the record), to tell a change.
  const [baseline, setBaseline] = useState<z.input<S>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);

  const recheck = useCallback(
    (next: z.input<S>) => {
      const result = schema.safeParse(prepare(next));
      setErrors(result.success ? {} : fieldErrorsOf(result.error));
    },
    [schema, prepare],
  );

  /** Sets one field; once the form was submitted, errors follow every change. */
  const set = <K extends keyof z.input<S>>(key: K, value: z.input<S>[K]) => {
    setValues((previous) => {
      const next = { ...previous, [key]: value };
      if (checked) recheck(next);
      return next;
    });
  };

  /** Validates everything; answers the parsed data, or undefined with the errors shown. */
  const validate = (): z.output<S> | undefined => {
    setChecked(true);
    const result = schema.safeParse(prepare(values));
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrorsOf(result.error));
    return undefined;
  };

  /**
   * issue #38 item 4: a 400 naming a field (sent with the mutation's `fieldErrors`) shows the
   * server's message beside that field, not a generic toast. Pass it as the mutation's
   * onError; answers whether it showed one.
   */
  const showServerError = useCallback(
    (error: unknown): boolean => {
      if (!(error instanceof ApiError) || error.field === undefined || error.notified) return false;
      const { field } = error;
      const message = error.serverMessage ?? error.message;
      // A field this form does not show still gets its specific message, as a toast.
      if (!Object.hasOwn(values as object, field.split('.')[0] ?? '')) notifyError(message);
      else setErrors((previous) => ({ ...previous, [field]: message }));
      return true;
    },
    [values],
  );

  /** A message the page got another way (a business code it explains beside a field). */
  const showError = useCallback((field: string, message: string) => {
    setChecked(true);
    setErrors((previous) => ({ ...previous, [field]: message }));
  }, []);

  // Stable, so a page can reset the form from an effect when its data arrives.
  const reset = useCallback((next: z.input<S>) => {
    setValues(next);
    setBaseline(next);
    setErrors({});
    setChecked(false);
  }, []);

  /** Unsaved changes: the values differ from what the form was opened (reset) with. */
  const dirty = JSON.stringify(values) !== JSON.stringify(baseline);

  return { values, set, setValues, errors, validate, reset, dirty, showServerError, showError };
}
