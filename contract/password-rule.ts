// issue #36 / #32: the strength rule of a password a person chooses (the first admin at setup,
// a member replacing the password an admin set). Free of zod, so the login page can check a
// new password before sending it; the server checks it again with the same function.

/** The longest password sign-in accepts (contract/auth.ts re-exports it). */
export const PASSWORD_MAX = 64;

export const PASSWORD_MIN = 10;
export const PASSWORD_RULE =
  `密码至少 ${PASSWORD_MIN} 位，需包含大写字母、小写字母、数字、符号中的至少三类，` +
  '且不能包含账号';

/** The strength rule of a chosen password (PASSWORD_RULE says it in words). */
export function isStrongPassword(password: string, account: string): boolean {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return false;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) =>
    re.test(password),
  ).length;
  if (classes < 3) return false;
  return account === '' || !password.toLowerCase().includes(account.toLowerCase());
}

/** issue #32: the public endpoint that trades a sign-in ticket and a new password (auth-password.ts). */
export const PASSWORD_CHANGE_PATH = '/scrm/v1/auth/password/change';

/** The ticket is short-lived: the login page asks for the new password at once. */
export const PASSWORD_TICKET_TTL_SECONDS = 600;

/** The `data` of a sign-in answered PASSWORD_CHANGE_REQUIRED (no session, no code). */
export interface PasswordChangeTicket {
  readonly ticket: string;
  readonly expires_in: number;
}
