import type { loginWecomZhCN } from './login-wecom.zh-cn';

// English strings of the login page's WeCom QR sign-in step, translated from the Chinese.
export const loginWecomEn: Record<keyof typeof loginWecomZhCN, string> = {
  'login.wecom': 'Sign in with WeCom',
  'login.wecom.title': 'Sign in with WeCom',
  'login.wecom.subtitle': 'Enter your corp ID, then scan and confirm with WeCom',
  'login.wecom.corpId': 'Corp ID',
  'login.wecom.corpIdPlaceholder': 'Enter your WeCom corp ID',
  'login.wecom.corpIdRequired': 'Enter the corp ID',
  'login.wecom.submit': 'Continue to WeCom',
  'login.wecom.submitting': 'Opening WeCom…',
  'login.wecom.finishing': 'Signing in with WeCom…',
  'login.wecom.cancelled': 'WeCom sign-in was cancelled',
  'login.wecom.back': 'Back to password sign-in',
};
