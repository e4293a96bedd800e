import { useCallback, useState } from 'react';
import type { z } from 'zod';

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

export function useContractForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S,
  initial: z.input<S>,
) {
  const [values, setValues] = useState<z.input<S>>(initial);
  // issue #37: what the form opened with (a 新建's defaults or the record), to tell a change.
  const [baseline, setBaseline] = useState<z.input<S>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);

  const recheck = useCallback(
    (next: z.input<S>) => {
      const result = schema.safeParse(next);
      setErrors(result.success ? {} : fieldErrorsOf(result.error));
    },
    [schema],
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
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrorsOf(result.error));
    return undefined;
  };

  // Stable, so a page can reset the form from an effect when its data arrives.
  const reset = useCallback((next: z.input<S>) => {
    setValues(next);
    setBaseline(next);
    setErrors({});
    setChecked(false);
  }, []);

  /** Unsaved changes: the values differ from what the form was opened (reset) with. */
  const dirty = JSON.stringify(values) !== JSON.stringify(baseline);

  return { values, set, setValues, errors, validate, reset, dirty };
}
