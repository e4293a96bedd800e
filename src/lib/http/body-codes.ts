// spec §8 body codes. Codes arrive as numbers or strings ("100", "102"); compare as text.
export const SUCCESS_CODES: readonly (number | string)[] = [0, '100'];
export const EMPTY_RESULT_CODE = 400000;
export const BUSINESS_ERROR_CODE = 500000;
export const OVERDUE_CODE = '102';

// spec §8 business codes: they reach the operator with the server's message (the default path).
export const BUSINESS_CODES = {
  greetingEmployeeExists: 101114002,
  greetingEmployeeListEmpty: 101114003,
  groupCodePlatformError: 48002,
  groupCodeNoPermission: 701170,
} as const;

export type BodyCodeOutcome = 'success' | 'empty' | 'overdue' | 'silent' | 'quiet' | 'error';

export interface BodyCodeRules {
  quietCodes?: readonly (number | string)[];
  silent?: boolean;
}

function sameCode(a: number | string, b: number | string): boolean {
  return String(a) === String(b);
}

export function classifyBodyCode(
  code: number | string,
  rules: BodyCodeRules = {},
): BodyCodeOutcome {
  if (SUCCESS_CODES.some((success) => sameCode(success, code))) return 'success';
  // spec §8: the auth-status calls ignore non-zero codes silently.
  if (rules.silent) return 'silent';
  if (sameCode(code, EMPTY_RESULT_CODE)) return 'empty';
  if (sameCode(code, OVERDUE_CODE)) return 'overdue';
  if (rules.quietCodes?.some((quiet) => sameCode(quiet, code))) return 'quiet';
  return 'error';
}
