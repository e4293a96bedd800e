// Helpers of the /role-manage server tests: call an endpoint as a session, read the envelope.
import type { TestApp } from '../../../test-support/test-app';
import { authHeaders, signInFirstTime } from '../../../test-support/test-app';

export type Session = { token: string; tenantId: string };
export const BASE = '/scrm/v1/setting/role-manage';

export async function call<T>(
  t: TestApp,
  session: Session,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await t.app.inject({
    method,
    url: `${BASE}${url}`,
    headers: authHeaders(session),
    ...(payload ? { payload } : {}),
  });
  const body =
    response.statusCode === 200 || response.statusCode === 400
      ? response.json<{ code: number; data: T; msg: string }>()
      : undefined;
  return { status: response.statusCode, body, code: body?.code, data: body?.data as T };
}

/**
 * Signs in an account made (or reset) by /role-manage with the password the admin was shown:
 * the first sign-in changes it (issue #32), to `newPassword` (CHANGED_PASSWORD by default).
 */
export async function signInNew(
  t: TestApp,
  account: string,
  password: string,
  newPassword?: string,
): Promise<Session> {
  return signInFirstTime(t.app, account, password, newPassword);
}
