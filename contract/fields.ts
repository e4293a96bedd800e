// Field schemas shared by every endpoint declaration (issue #25 findings 5 and 6): JSON bodies
// are strict (a number is a number, never `true` or `[n]`), query strings and path segments
// are coerced only from digit strings, ids fit PostgreSQL's integer, text refuses NUL and
// lone surrogates, dates are real dates.
import { z } from 'zod';
import { chinaToday } from './china-time';

/** PostgreSQL `integer` upper bound: a larger id is a 400, never a 500. */
export const MAX_INT_ID = 2_147_483_647;

const DIGITS = /^\d{1,10}$/;

/** An id in a JSON body: a positive integer number, nothing coerced. */
export function bodyId(label = '编号') {
  return z
    .number({
      // issue #38: nothing picked is 请选择所属分组, not 所属分组格式不正确.
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? `请选择${label}`
          : `${label}格式不正确`,
    })
    .int({ error: `${label}格式不正确` })
    .positive({ error: `${label}格式不正确` })
    .max(MAX_INT_ID, { error: `${label}超出范围` });
}

/** An id in a path segment or query string: digits only, then the same bounds as bodyId. */
export function textId(label = '编号') {
  return z
    .union([z.number(), z.string().regex(DIGITS, { error: `${label}格式不正确` })], {
      error: `${label}格式不正确`,
    })
    .transform((value) => Number(value))
    .pipe(bodyId(label));
}

const idParamsByLabel = new Map<string, ReturnType<typeof buildIdParams>>();
const buildIdParams = (label: string) => z.object({ id: textId(label) });
/** The type of `idParams(label)`, for a declaration naming it by `schemaRef` (issue #39). */
export type IdParams = ReturnType<typeof buildIdParams>;

/**
 * A path's `:id` (`/…/:id`), its 400 naming `label` (编号格式不正确 by default). Written once
 * (issue #34): one schema per label, so declarations that share a label share the object.
 */
export function idParams(label = '编号') {
  let schema = idParamsByLabel.get(label);
  if (!schema) {
    schema = buildIdParams(label);
    idParamsByLabel.set(label, schema);
  }
  return schema;
}

/** An optional query-string id. */
export function queryId(label = '编号') {
  return textId(label).optional();
}

/** A query-string list of ids: `a=1&a=2` (an array) or a single `a=1`. */
export function queryIdList(label = '编号') {
  return z
    .preprocess(
      (value) => (value === undefined || Array.isArray(value) ? value : [value]),
      z.array(textId(label)).max(500, { error: `${label}数量过多` }),
    )
    .optional();
}

/** A query-string integer within bounds (page, page_size, days…). */
export function queryInt(label: string, min: number, max: number) {
  return z
    .union([z.number(), z.string().regex(/^-?\d{1,10}$/, { error: `${label}格式不正确` })], {
      error: `${label}格式不正确`,
    })
    .transform((value) => Number(value))
    .pipe(
      z
        .number()
        .int({ error: `${label}格式不正确` })
        .min(min, { error: `${label}不能小于${min}` })
        .max(max, { error: `${label}不能超过${max}` }),
    );
}

/**
 * A whole number in a JSON body that a form may also send as a digit string (a select's
 * value). Never coerced from `true`, `[n]`, `null` or `''` (issue #25 finding 6).
 */
export function numberOrDigits(label: string) {
  return z
    .union([z.number(), z.string().regex(/^-?\d{1,10}$/)], {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `${label}不能为空`
          : `${label}格式不正确`,
    })
    .transform((value) => Number(value))
    .pipe(z.number().int({ error: `${label}格式不正确` }));
}

/** Paging of every list (docs/conventions.md: page_size at most 100). */
export const pagingQuery = {
  page: queryInt('页码', 1, 100_000).default(1),
  page_size: queryInt('每页条数', 1, 100).default(20),
};

// NUL and unpaired UTF-16 surrogates cannot be stored by PostgreSQL text.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** False for text PostgreSQL cannot store (NUL, a lone surrogate). */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** Text that can be stored: no NUL, no lone surrogate; trimmed; length bounds named. */
export function safeText(label: string, max: number, min = 0) {
  let schema = z.string({ error: `${label}格式不正确` }).trim();
  if (min > 0) schema = schema.min(min, { error: `${label}不能为空` });
  return schema
    .max(max, { error: `${label}长度不能超过${max}个字符` })
    .refine(isStorableText, { error: `${label}含有无法保存的字符` });
}

/** A calendar date YYYY-MM-DD that exists (2023-02-29 and 2026-13-45 are refused). */
export function calendarDate(label = '日期') {
  return z.string({ error: `${label}格式不正确` }).refine(isRealDate, {
    error: `${label}格式不正确，应为YYYY-MM-DD`,
  });
}

/**
 * A date that means "until" or "from" in the future (issue #38: every such input refuses the
 * past): a real YYYY-MM-DD, today or later in China time.
 */
export function notPastDate(label: string) {
  return calendarDate(label).refine((value) => !isRealDate(value) || value >= chinaToday(), {
    error: `${label}不能早于今天`,
  });
}

export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * issue #12: a form's starting values come only from its schema — each field's `.default()`,
 * and `blanks` for the fields that have none (required ones the operator must fill).
 */
export function schemaDefaults<S extends z.ZodObject, B extends Partial<z.input<S>>>(
  schema: S,
  blanks: B,
): Required<z.input<S>> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const parsed = (field as z.ZodType).safeParse(undefined);
    values[key] = parsed.success ? parsed.data : (blanks as Record<string, unknown>)[key];
  }
  return values as Required<z.input<S>>;
}
