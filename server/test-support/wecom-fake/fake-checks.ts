// The fake refuses what WeCom refuses: a missing or bad access_token (41001 / 40014 / 42001),
// a caller outside the trusted IPs (60020), a secret without the API's permission (48002),
// and a missing or mistyped parameter (the route's documented code, else 40058).
import type { z } from 'zod';
import type { FakeApp, FakeCorp, FakeRoute, FakeToken } from './fake-types';

export type FakeRefusal = { readonly errcode: number; readonly errmsg: string };

const HINT = 'more info at https://open.work.weixin.qq.com/devtool/query';

export function refusal(errcode: number, errmsg: string): FakeRefusal {
  return { errcode, errmsg: `${errmsg}, hint: [fake], from ip: 127.0.0.1, ${HINT}?e=${errcode}` };
}

export type TokenCheck =
  | { readonly ok: true; readonly corp: FakeCorp; readonly app: FakeApp }
  | { readonly ok: false; readonly refusal: FakeRefusal };

export function checkToken(
  value: string | undefined,
  tokens: ReadonlyMap<string, FakeToken>,
  corps: ReadonlyMap<string, FakeCorp>,
  now: number,
): TokenCheck {
  if (!value) return { ok: false, refusal: refusal(41001, 'access_token missing') };
  const token = tokens.get(value);
  if (!token) return { ok: false, refusal: refusal(40014, 'invalid access_token') };
  if (token.expired || token.expiresAt <= now) {
    return { ok: false, refusal: refusal(42001, 'access_token expired') };
  }
  const corp = corps.get(token.corpId);
  const app = corp?.apps.find((candidate) => candidate.secret === token.secret);
  if (!corp || !app) return { ok: false, refusal: refusal(40014, 'invalid access_token') };
  if (corp.deniedIp) {
    return {
      ok: false,
      refusal: {
        errcode: 60020,
        errmsg: `not allow to access from your ip, hint: [fake], from ip: ${corp.deniedIp}, ${HINT}?e=60020`,
      },
    };
  }
  return { ok: true, corp, app };
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Parses `input` with the route's schema; answers WeCom's refusal for the first bad field. */
export function checkParams(
  route: FakeRoute,
  schema: z.ZodType | undefined,
  input: unknown,
): { ok: true; value: unknown } | { ok: false; refusal: FakeRefusal } {
  if (!schema) return { ok: true, value: input };
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const path = issue?.path ?? [];
  const field = path.map(String).join('.');
  if (valueAt(input, path) === undefined) {
    const code = route.missingCodes?.[field] ?? 40058;
    return { ok: false, refusal: refusal(code, `missing required parameter: ${field}`) };
  }
  return { ok: false, refusal: refusal(40058, `invalid parameter: ${field}`) };
}
