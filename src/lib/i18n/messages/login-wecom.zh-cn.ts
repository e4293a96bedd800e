// The login page's 企业微信扫码登录 step (issue #40): loaded with the step, not with the page.
export const loginWecomZhCN = {
  'login.wecom': '企业微信扫码登录',
  'login.wecom.title': '企业微信扫码登录',
  'login.wecom.subtitle': '输入企业ID后，用企业微信扫码确认即可登录',
  'login.wecom.corpId': '企业ID',
  'login.wecom.corpIdPlaceholder': '请输入企业微信的企业ID（CorpID）',
  'login.wecom.corpIdRequired': '请输入企业ID',
  'login.wecom.submit': '前往企业微信扫码',
  'login.wecom.submitting': '正在前往…',
  'login.wecom.finishing': '正在通过企业微信登录…',
  'login.wecom.cancelled': '已取消企业微信登录',
  'login.wecom.back': '返回账号密码登录',
} as const;
