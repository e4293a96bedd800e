// issue #24 "isolation": a body that passes an endpoint's schema where it can, with every id
// field set to an id of another tenant, so that the walk reaches the handler's ownership
// checks instead of stopping at validation. Built from the zod definitions (zod 4 `_zod.def`);
// a schema this cannot satisfy (a regex, a refinement) still answers 400, which is safe.
import type { z } from 'zod';

interface Def {
  readonly type: string;
  readonly shape?: Record<string, z.ZodType>;
  readonly innerType?: z.ZodType;
  readonly element?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly entries?: Record<string, string | number>;
  readonly values?: readonly unknown[];
  readonly in?: z.ZodType;
  readonly checks?: ReadonlyArray<{ _zod: { def: { check: string; minimum?: number } } }>;
  readonly format?: string;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const isIdKey = (key: string) => /(^id$|_id$|Id$)/.test(key);
const isIdListKey = (key: string) => /(_ids$|Ids$)/.test(key);

function minimum(def: Def, check: string): number {
  const found = def.checks?.find((entry) => entry._zod.def.check === check);
  return found?._zod.def.minimum ?? 0;
}

function sampleString(def: Def): string {
  if (def.format === 'url') return 'https://example.com/a';
  if (def.format === 'email') return 'a@example.com';
  return '测'.repeat(Math.max(1, minimum(def, 'min_length')));
}

/** A value for `schema`; `key` is the field's name (ids get `foreignId`). */
export function sampleOf(schema: z.ZodType, foreignId: number, key = ''): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(def.shape ?? {})) {
        const value = sampleOf(field, foreignId, name);
        if (value !== undefined) out[name] = value;
      }
      return out;
    }
    case 'optional':
      return isIdKey(key) || isIdListKey(key)
        ? sampleOf(def.innerType!, foreignId, key)
        : undefined;
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sampleOf(def.innerType!, foreignId, key);
    case 'pipe':
      return sampleOf(def.in!, foreignId, key);
    case 'string':
      return isIdKey(key) ? String(foreignId) : sampleString(def);
    case 'number':
    case 'int':
    case 'bigint':
      return isIdKey(key) ? foreignId : Math.max(1, minimum(def, 'greater_than'));
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array': {
      const count = Math.max(isIdListKey(key) ? 1 : 0, minimum(def, 'min_length'));
      return Array.from({ length: count }, () =>
        sampleOf(def.element!, foreignId, key.replace(/s$/, '')),
      );
    }
    case 'union':
      return def.options?.[0] ? sampleOf(def.options[0], foreignId, key) : undefined;
    case 'date':
      return new Date().toISOString();
    default:
      return undefined;
  }
}
