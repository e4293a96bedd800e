// The login page's sign-in call. It answers a message to show, or what comes next: the
// console, or (issue #32) the change-password step with its ticket.

export type LoginOutcome =
  | { kind: 'signed-in'; redirectTo: string }
  | { kind: 'must-change'; ticket: string }
  | { kind: 'refused'; message: string };

interface LoginAnswer {
  code: number | string;
  msg?: string;
  data?: { redirect_to?: string; ticket?: string } | null;
}

export async function postJson(url: string, body: unknown): Promise<LoginAnswer | undefined> {
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
  // issue #32 (100106): no session, only a ticket to change a password an admin set.
  if (answer.data?.ticket) {
    return { kind: 'must-change', ticket: answer.data.ticket };
  }
  return { kind: 'refused', message: answer.msg || networkErrorMessage };
}
