// The message catalogue (zh-CN is the default language, spec §1). Keys are grouped by screen.
export const zhCN = {
  'app.name': '私域运营控制台',
  'app.tagline': '企业微信私域客户运营，一站管理',
  'login.title': '账号登录',
  'login.subtitle': '使用企业账号登录控制台',
  'login.account': '账号',
  'login.accountPlaceholder': '请输入账号',
  'login.password': '密码',
  'login.passwordPlaceholder': '请输入密码',
  'login.submit': '登录',
  'login.submitting': '登录中…',
  'login.accountRequired': '请输入账号',
  'login.passwordRequired': '请输入密码',
  'login.networkError': '网络异常，请稍后再试',
  'login.showPassword': '显示密码',
  'login.hidePassword': '隐藏密码',
  'login.feature1': '渠道活码与客户标签，获客有来源',
  'login.feature2': '群发、SOP 与欢迎语，触达有节奏',
  'login.feature3': '数据统计离线可看，决策有依据',
  'index.welcome': '欢迎回来，{name}',
  'index.tenant': '当前企业：{tenant}',
  'common.loading': '加载中…',
  'common.signOut': '退出登录',
} as const;

export type MessageKey = keyof typeof zhCN;
export type MessageCatalogue = Record<MessageKey, string>;
