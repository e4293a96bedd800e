import type { loginChangeZhCN } from './login-change.zh-cn';

// English strings of the login page's change-password step, translated from the Chinese.
export const loginChangeEn: Record<keyof typeof loginChangeZhCN, string> = {
  'login.change.title': 'Change your initial password',
  'login.change.subtitle': 'Your password was set by an admin: choose a new one only you know',
  'login.change.new': 'New password',
  'login.change.newPlaceholder': 'Enter a new password',
  'login.change.again': 'Confirm new password',
  'login.change.againPlaceholder': 'Enter the new password again',
  'login.change.newRequired': 'Enter a new password',
  'login.change.sameAsOld': 'The new password must differ from the current one',
  'login.change.mismatch': 'The two passwords differ',
  'login.change.submit': 'Change password and sign in',
  'login.change.submitting': 'Submitting…',
  'login.change.restart': 'Back to sign-in',
};
