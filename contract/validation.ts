// docs/conventions.md: validation schemas live once, in contract/, and both the forms and the server
// use them. Every message names the field in Chinese (docs/conventions.md: specific and actionable).
import { z } from 'zod';
import { isStorableText } from './fields';

export type ValidationResult<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly message: string; readonly field: string };

const FALLBACK_MESSAGE = '请求参数格式不正确';

/** A required text field: trimmed, not empty, at most `max` characters. */
export function requiredText(label: string, max: number) {
  return (
    z
      .string({ error: `${label}不能为空` })
      .trim()
      .min(1, { error: `${label}不能为空` })
      .max(max, { error: `${label}长度不能超过${max}个字符` })
      // issue #25 finding 5: NUL and lone surrogates cannot be stored (a 400, never a 500).
      .refine(isStorableText, { error: `${label}含有无法保存的字符` })
  );
}

/** An optional text field: absent or at most `max` characters. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(max, { error: `${label}长度不能超过${max}个字符` })
    .refine(isStorableText, { error: `${label}含有无法保存的字符` })
    .optional();
}

/** Parse input; on failure answer the first issue's message, which names the field. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
): ValidationResult<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  const message = issue && /[\u4e00-\u9fff]/.test(issue.message) ? issue.message : FALLBACK_MESSAGE;
  return { ok: false, message, field };
}
