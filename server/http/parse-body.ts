// docs/conventions.md: the server validates bodies with the contract's schemas, through the same
// helper the console's forms use; a failure is a 400 whose msg names the field.
import type { z } from 'zod';
import { validate } from '../../contract/validation';
import { BodyValidationError } from './http-errors';

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  // No body at all is treated as an empty object, so the msg names the first missing field.
  const result = validate(schema, body ?? {});
  if (!result.ok) throw new BodyValidationError(result.message, result.field);
  return result.data;
}
