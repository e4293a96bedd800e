// The login page's one call. It answers a message to show, or where to go next.

export type LoginOutcome =
  { kind: 'signed-in'; redirectTo: string } | { kind: 'refused'; message: string };

interface LoginAnswer {
  code: number | string;
  msg?: string;
  data?: { redirect_to?: string } | null;
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
  let response: Response;
  try {
    response = await fetch('/scrm/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        account: input.account,
        password: input.password,
        ...(input.redirectUri ? { redirect_uri: input.redirectUri } : {}),
      }),
    });
  } catch {
    return { kind: 'refused', message: networkErrorMessage };
  }
  let answer: LoginAnswer;
  try {
    answer = (await response.json()) as LoginAnswer;
  } catch {
    return { kind: 'refused', message: networkErrorMessage };
  }
  if (String(answer.code) === '0' && answer.data?.redirect_to) {
    return { kind: 'signed-in', redirectTo: answer.data.redirect_to };
  }
  return { kind: 'refused', message: answer.msg || networkErrorMessage };
}
