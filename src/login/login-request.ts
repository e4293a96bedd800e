// The login page's calls: sign-in, and changing a password an admin set (issue #32). Each
// answers a message to show, or what comes next.
import { ERROR_CODES } from '../../contract/error-codes';
import { PASSWORD_CHANGE_PATH } from '../../contract/password-rule';

export type LoginOutcome =
  | { kind: 'signed-in'; redirectTo: string }
  | { kind: 'must-change'; ticket: string }
  | { kind: 'refused'; message: string };

interface LoginAnswer {
  code: number | string;
  msg?: string;
  data?: { redirect_to?: string; ticket?: string } | null;
}

async function postJson(url: string, body: unknown): Promise<LoginAnswer | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as LoginAnswer;
  } catch {
    return undefined;
  }
}

export interface LoginInput {
  account: string;
  password: string;
  redirectUri: string | null;
}

export async function requestLogin(
  input: LoginInput,
  networkErrorMessage: string,
): Promise<LoginOutcome> {
  const answer = await postJson('/scrm/v1/auth/login', {
    account: input.account,
    password: input.password,
    ...(input.redirectUri ? { redirect_uri: input.redirectUri } : {}),
  });
  if (!answer) return { kind: 'refused', message: networkErrorMessage };
  if (String(answer.code) === '0' && answer.data?.redirect_to) {
    return { kind: 'signed-in', redirectTo: answer.data.redirect_to };
  }
  if (Number(answer.code) === ERROR_CODES.passwordChangeRequired && answer.data?.ticket) {
    return { kind: 'must-change', ticket: answer.data.ticket };
  }
  return { kind: 'refused', message: answer.msg || networkErrorMessage };
}

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
