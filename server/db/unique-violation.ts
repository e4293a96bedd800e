// issue #32 finding 7: two requests that both pass a "name free?" check race to the insert;
// the loser hits the unique constraint (SQLSTATE 23505). The caller maps that to the business
// error a single request gets (e.g. 角色名称已存在), never a 500. Drizzle wraps the driver's
// error (pg or PGlite) in its own, so the code is looked for along the `cause` chain.
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const {
      code,
      constraint: name,
      cause,
    } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === UNIQUE_VIOLATION) return constraint === undefined || name === constraint;
    current = cause;
  }
  return false;
}

/** Runs `work`; a unique violation (of `constraint` when given) becomes `mapped()`. */
export async function onUniqueViolation<T>(
  work: () => Promise<T>,
  mapped: () => Error,
  constraint?: string,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw mapped();
    throw error;
  }
}
