// Sign in with 企业微信 (issue #40, docs/wecom.md "Sign in with 企业微信"): the login page asks
// for WeCom's QR login address, WeCom sends the browser back with `code` and `state`, and the
// page trades them for a session; /authorize keeps what an admin allowed for first sign-ins.
import { z } from 'zod';
import type { LoginData } from './auth';
import { REDIRECT_URI_MAX } from './auth';
import { defineEndpoint, pageCode, publicAccess, responseOf } from './endpoint';
import { bodyId } from './fields';
import { optionalText, requiredText } from './validation';

/** WeCom: a code is at most 512 bytes; a state [a-zA-Z0-9], at most 128. */
export const WECOM_CODE_MAX = 512;
export const WECOM_STATE_MAX = 128;

export const WECOM_SIGN_IN_ERRORS = {
  unavailable: {
    code: 100110,
    msg: '该企业未接入企业微信或未开启企业微信登录，请使用账号密码登录',
  },
  stateInvalid: { code: 100111, msg: '企业微信登录已失效或链接无效，请重新扫码登录' },
  outsider: { code: 100112, msg: '您不是该企业的成员，无法使用企业微信登录' },
  noAccount: {
    code: 100113,
    msg: '您的企业微信账号尚未开通控制台账号，请联系管理员开通或允许首次登录自动创建',
  },
  disabled: { code: 100114, msg: '您的控制台账号已被停用或已移出该企业，请联系管理员' },
  roleNotFound: { code: 100115, msg: '角色不存在' },
  roleRequired: { code: 100116, msg: '请选择首次登录自动创建账号的角色' },
  throttled: { code: 100117, msg: '企业微信授权过于频繁，请稍后再试' },
} as const;

export const wecomSignInStart = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/auth/wecom/start',
  permission: publicAccess,
  body: z
    .object({
      corp_id: requiredText('企业ID', 64),
      redirect_uri: optionalText('redirect_uri', REDIRECT_URI_MAX),
    })
    .strict(),
  /** WeCom's QR login page for the tenant's self-built app. */
  response: responseOf<{ url: string }>(),
});

export const wecomSignInFinish = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/auth/wecom/login',
  permission: publicAccess,
  body: z
    .object({
      code: requiredText('企业微信登录凭证', WECOM_CODE_MAX),
      state: requiredText('state', WECOM_STATE_MAX),
    })
    .strict(),
  response: responseOf<LoginData>(),
});

export interface WecomSignInSettings {
  /** Create a console account on a member's first WeCom sign-in. */
  readonly auto_create: boolean;
  /** The role such an account gets (a role of this tenant); null until chosen. */
  readonly role_id: number | null;
}

export const wecomSignInSettingsGet = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/setting/wecom-sign-in',
  permission: pageCode('/authorize'),
  /** With the tenant's roles to choose from (an /authorize admin may not hold /role-manage). */
  response: responseOf<
    WecomSignInSettings & { roles: ReadonlyArray<{ id: number; name: string }> }
  >(),
});

export const wecomSignInSettingsSave = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/setting/wecom-sign-in',
  permission: pageCode('/authorize'),
  body: z
    .object({
      auto_create: z.boolean({ error: '自动创建账号格式不正确' }),
      role_id: bodyId('角色').nullable(),
    })
    .strict(),
  response: responseOf<WecomSignInSettings>(),
});
