// spec §8 error catalogue: the business codes the server answers with HTTP 200, and the
// messages of the HTTP statuses it uses. Codes 1001xx belong to sign-in (docs/conventions.md "Login").

export const ERROR_CODES = {
  /** spec §8: 500000 is the generic business error. */
  businessError: 500000,
  /** spec §8: 400000 means a search found nothing. */
  noSearchResult: 400000,
  badCredentials: 100101,
  loginThrottled: 100102,
  authCodeInvalid: 100103,
  notTenantMember: 100104,
  noTenant: 100105,
  /** issue #32: the password was set by an admin; data carries a ticket to change it. */
  passwordChangeRequired: 100106,
  passwordTicketInvalid: 100107,
  passwordUnchanged: 100108,
  passwordChangeThrottled: 100109,
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const ERROR_MESSAGES = {
  badCredentials: '账号或密码错误',
  loginThrottled: '登录失败次数过多，请1分钟后再试',
  authCodeInvalid: '登录凭证已失效，请重新登录',
  notTenantMember: '当前账号不属于该企业',
  noTenant: '当前账号未加入任何企业',
  redirectNotAllowed: '登录后的跳转地址不被允许',
  passwordChangeRequired: '首次登录或密码被重置后，请先修改密码',
  passwordTicketInvalid: '修改密码已超时，请重新登录',
  passwordUnchanged: '新密码不能与当前密码相同',
  passwordChangeThrottled: '修改密码过于频繁，请稍后再试',
} as const;

/** issue #25 finding 3: the throttle's delay grows, so the message names the actual wait. */
export function loginThrottledMessage(minutes: number): string {
  return `登录失败次数过多，请${minutes}分钟后再试`;
}

/** spec §8 HTTP statuses: the msg the server puts in the body of each non-200 answer. */
export const HTTP_STATUS_MESSAGES = {
  400: '请求失败！请您稍后重试',
  401: '登录已失效，请重新登录',
  403: '当前账号无权限访问！',
  404: '你所访问的资源不存在！',
  500: '网络繁忙，请稍后再试',
  /** issue #24: the process is at its limit of requests in flight (with Retry-After). */
  503: '网络异常，请稍后再试',
} as const;
