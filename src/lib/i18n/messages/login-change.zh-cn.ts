// The login page's change-password step (issue #32): loaded with the step, not with the page.
export const loginChangeZhCN = {
  'login.change.title': '修改初始密码',
  'login.change.subtitle': '首次登录或密码被管理员重置后，请先设置只有您知道的新密码',
  'login.change.new': '新密码',
  'login.change.newPlaceholder': '请输入新密码',
  'login.change.again': '确认新密码',
  'login.change.againPlaceholder': '请再次输入新密码',
  'login.change.newRequired': '请输入新密码',
  'login.change.sameAsOld': '新密码不能与当前密码相同',
  'login.change.mismatch': '两次输入的密码不一致',
  'login.change.submit': '修改密码并登录',
  'login.change.submitting': '提交中…',
  'login.change.restart': '返回重新登录',
} as const;
