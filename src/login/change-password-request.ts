// The change-password step's call (issue #32): trades the sign-in ticket and a new password.
// Loaded with the step, not with the login page.
import { ERROR_CODES } from '../../contract/error-codes';
import { PASSWORD_CHANGE_PATH } from '../../contract/password-rule';
import { postJson } from './login-request';

export type ChangeOutcome =
  | { kind: 'changed' }
  /** The ticket expired or was used: sign in again. */
  | { kind: 'expired'; message: string }
  | { kind: 'refused'; message: string };

export async function requestPasswordChange(
  input: { account: string; ticket: string; newPassword: string },
  networkErrorMessage: string,
): Promise<ChangeOutcome> {
  const answer = await postJson(PASSWORD_CHANGE_PATH, {
    account: input.account,
    ticket: input.ticket,
    new_password: input.newPassword,
  });
  if (!answer) return { kind: 'refused', message: networkErrorMessage };
  if (String(answer.code) === '0') return { kind: 'changed' };
  const message = answer.msg || networkErrorMessage;
  if (Number(answer.code) === ERROR_CODES.passwordTicketInvalid)
    return { kind: 'expired', message };
  return { kind: 'refused', message };
}
