import type { z } from 'zod';

/** The first Chinese message of each field of a failed parse (the form shows it inline). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  return errors;
}
