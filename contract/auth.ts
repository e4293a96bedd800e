// docs/conventions.md "Login" and issue #2: the bodies and answers of /scrm/v1/auth/* and the menu,
// shared by the login page, the console session and the server.
import { z } from 'zod';
import type { ActionRight, DataScopeKind } from './action-rights';
import type { MenuArea } from './menu-codes';
import { PASSWORD_MAX } from './password-rule';
import { optionalText, requiredText } from './validation';

export { PASSWORD_MAX };

export const ACCOUNT_MAX = 64;
export const TENANT_ID_MAX = 64;
export const REDIRECT_URI_MAX = 2048;
export const AUTH_CODE_MAX = 128;

export const loginBodySchema = z.object({
  account: requiredText('账号', ACCOUNT_MAX),
  password: z
    .string({ error: '密码不能为空' })
    .min(1, { error: '密码不能为空' })
    .max(PASSWORD_MAX, { error: `密码长度不能超过${PASSWORD_MAX}个字符` }),
  tenant_id: optionalText('企业ID', TENANT_ID_MAX),
  redirect_uri: optionalText('redirect_uri', REDIRECT_URI_MAX),
});
export type LoginBody = z.output<typeof loginBodySchema>;

export const exchangeBodySchema = z.object({
  code: requiredText('登录凭证', AUTH_CODE_MAX),
});
export type ExchangeBody = z.output<typeof exchangeBodySchema>;

export const switchTenantBodySchema = z.object({
  tenant_id: requiredText('企业ID', TENANT_ID_MAX),
});
export type SwitchTenantBody = z.output<typeof switchTenantBodySchema>;

export interface TenantSummary {
  readonly tenant_id: string;
  readonly name: string;
}

/** spec §6: 1 self-built, 2 agent-developed, 3 third-party. */
export type AppMode = 1 | 2 | 3;

export interface SessionData {
  readonly token: string;
  readonly tenant_id: string;
  readonly tenants: readonly TenantSummary[];
}

export interface LoginData extends SessionData {
  /** One-time code (60 s) the console exchanges for its own session. */
  readonly code: string;
  readonly redirect_to: string;
}

export interface ProfileData {
  readonly user: { readonly id: number; readonly account: string; readonly name: string };
  readonly tenant: {
    readonly tenant_id: string;
    readonly name: string;
    readonly app_mode: AppMode;
  };
  readonly tenants: readonly TenantSummary[];
}

export interface MenuItem {
  readonly code: string;
  readonly path: string;
  readonly title: string;
  readonly area: MenuArea | 'home';
}

export interface VisibleApp {
  readonly code: string;
  readonly path: string;
  readonly title: string;
}

export interface MenuData {
  readonly allMenu: readonly MenuItem[];
  readonly accessibleMenu: readonly MenuItem[];
  readonly visibleAppList: readonly VisibleApp[];
  /** issue #41: the user's action rights (union of their roles); the console's useCan. */
  readonly actions?: readonly ActionRight[];
  /** issue #41: the user's widest data scope. */
  readonly scope?: DataScopeKind;
}

/** The claims of the session token (HS256, exp in seconds, 8 h). */
export interface TokenClaims {
  readonly sub: string;
  readonly tid: string;
  readonly jti: string;
  readonly iat: number;
  readonly exp: number;
  /** issue #32 finding 6: the membership's session version at issue (absent: 0). */
  readonly sv?: number;
}
