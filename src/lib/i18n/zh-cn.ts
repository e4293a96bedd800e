// The message catalogue (zh-CN is the default language, spec §1). Keys are grouped by screen.
import type { acquiringZhCN } from './messages/acquiring.zh-cn';
import type { acquiringToolsZhCN } from './messages/acquiring-tools.zh-cn';
import type { acquiringWelcomeZhCN } from './messages/acquiring-welcome.zh-cn';
import type { companyZhCN } from './messages/company.zh-cn';
import type { customerOpsZhCN } from './messages/customer-ops.zh-cn';
import type { customersZhCN } from './messages/customers.zh-cn';
import type { customerHandoverZhCN } from './messages/customer-handover.zh-cn';
import type { memberZhCN } from './messages/member.zh-cn';
import type { settingsZhCN } from './messages/settings.zh-cn';
import type { settingExportLogZhCN } from './messages/setting-export-log.zh-cn';
import type { settingRoleManageZhCN } from './messages/setting-role-manage.zh-cn';
import type { statisticsZhCN } from './messages/statistics.zh-cn';
import type { superformZhCN } from './messages/superform.zh-cn';
import type { pageKitZhCN } from './messages/page-kit.zh-cn';
import type { companyPerformanceZhCN } from './messages/company-performance.zh-cn';
import type { ReachMessageKey } from './messages/reach-keys';
import type { MaterialMarketingMessageKey } from './messages/material-marketing-keys';
import type { companyChatRecordsZhCN } from './messages/company-chat-records.zh-cn';
import type { companyChatDataZhCN } from './messages/company-chat-data.zh-cn';
import type { acquiringAiCallZhCN } from './messages/acquiring-ai-call.zh-cn';
import type { reachMomentDispatchZhCN } from './messages/reach-moment-dispatch.zh-cn';
import type { reachEnterpriseQuickResponseZhCN } from './messages/reach-enterprise-quick-response.zh-cn';
import type { reachMenuSettingZhCN } from './messages/reach-menu-setting.zh-cn';
import type { acquiringNewCustomerJoinGroupZhCN } from './messages/acquiring-new-customer-join-group.zh-cn';
import type { acquiringTagInviteGroupZhCN } from './messages/acquiring-tag-invite-group.zh-cn';
import type { acquiringFissionAddFansZhCN } from './messages/acquiring-fission-add-fans.zh-cn';
import type { reachSiderIframeZhCN } from './messages/reach-sider-iframe.zh-cn';
import type { companyOrderAutoBindZhCN } from './messages/company-order-auto-bind.zh-cn';
import type { companyOrderAutoBindBindConfigHistoryZhCN } from './messages/company-order-auto-bind-bind-config-history.zh-cn';
import type { marketingZhCN } from './messages/marketing.zh-cn';
import type { marketingOperationPlanZhCN } from './messages/marketing-operation-plan.zh-cn';
import type { marketingStrategyZhCN } from './messages/marketing-strategy.zh-cn';
import type { loginChangeZhCN } from './messages/login-change.zh-cn';
import type { loginWecomZhCN } from './messages/login-wecom.zh-cn';
import { platformZhCN } from './messages/platform.zh-cn';
import { pwaZhCN } from './messages/pwa.zh-cn';

export const zhCN = {
  ...platformZhCN,
  ...pwaZhCN,
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
  'common.backHome': '返回首页',
  'common.retry': '重试',
  'common.close': '关闭',
  'common.moveUp': '上移',
  'common.moveDown': '下移',
  'shell.menuLabel': '主菜单',
  'shell.appsArea': '应用',
  'shell.logoAlt': '{name} 标志',
  'shell.tenantSwitch': '切换企业',
  'shell.tenantSwitchHint': '切换后将清除当前企业的缓存数据并重新加载控制台。',
  'shell.tenantCurrent': '当前企业',
  'shell.userMenu': '账号菜单',
  'shell.language': '语言',
  'shell.languageZh': '中文',
  'shell.languageEn': 'English',
  'shell.languageAr': 'العربية（从右到左）',
  'shell.online': '在线',
  'shell.offline': '离线',
  'shell.offlineHint': '网络已断开，仅可查看已缓存的数据',
  'shell.loadFailed': '控制台加载失败',
  'shell.loadFailedHint': '无法获取菜单或账号信息，请检查网络后重试。',
  'shell.bannerRegion': '系统提示',
  'shell.bannerClose': '关闭提示',
  'area.home': '首页',
  'area.acquiring': '引流获客',
  'area.reach': '客户触达',
  'area.marketing': '营销运营',
  'area.customer': '客户管理',
  'area.material': '内容素材',
  'area.statistics': '数据统计',
  'area.company': '企业管理',
  'area.setting': '系统设置',
  'shell.menuOpen': '打开菜单',
  'shell.menuClose': '关闭菜单',
  'shell.menuSearch': '搜索菜单',
  'shell.menuNoMatch': '没有匹配的菜单',
  'shell.menuArea': '展开或收起「{area}」',
  'shell.building': '建设中',
  'shell.breadcrumb': '当前位置',
  'tabs.closeRight': '关闭右侧',
  'tabs.closeCurrent': '关闭当前',
  'tabs.all': '全部页面（{count}）',
  'tabs.switcher': '已打开 {count} 个页面，当前「{title}」',
  'tabs.label': '已打开的页面',
  'tabs.close': '关闭「{title}」',
  'tabs.closeOthers': '关闭其他',
  'tabs.refresh': '刷新当前',
  'notFound.title': '页面不存在',
  'notFound.description': '你访问的页面不存在或已被移除，请检查地址或返回首页。',
  'forbidden.title': '无权限',
  'forbidden.description':
    '当前账号无权限访问「{title}」。如需使用，请联系管理员在角色管理中开通。',
  'forbidden.roleManage': '前往角色管理',
  'construction.title': '功能建设中',
  'construction.intro': '「{title}」正在建设中，上线后将提供：',
  'construction.child': '这是「{parent}」下的「{title}」页面。',
  'chunk.title': '页面加载失败',
  'chunk.description': '页面资源加载失败或超过 120 秒未完成，请检查网络后重新加载。',
  'chunk.retry': '重新加载',
  'index.shortcuts': '我的功能',
  'index.shortcutsHint': '以下是当前账号可以使用的功能区域，点击进入。',
  'index.noAreas':
    '当前账号还没有开通任何功能菜单。请先完成应用授权与配置检查，或联系管理员分配角色。',
  'index.areaCount': '{count} 个功能',
  'index.setupTitle': '开始配置',
  'index.searchPlaceholder': '搜索功能',
} as const;

/** Keys of the strings loaded with the console itself (shell, platform, offline). */
export type ShellMessageKey = keyof typeof zhCN;
/** Keys of the strings each area registers when its code loads (see messages/*-messages.ts). */
type AreaMessageKey =
  | keyof typeof acquiringZhCN
  | keyof typeof statisticsZhCN
  | keyof typeof acquiringToolsZhCN
  | keyof typeof acquiringWelcomeZhCN
  | keyof typeof companyZhCN
  | keyof typeof companyPerformanceZhCN
  | keyof typeof customersZhCN
  | keyof typeof customerOpsZhCN
  | keyof typeof customerHandoverZhCN
  | keyof typeof memberZhCN
  | keyof typeof settingsZhCN
  | keyof typeof settingExportLogZhCN
  | keyof typeof settingRoleManageZhCN
  | keyof typeof superformZhCN
  | keyof typeof pageKitZhCN
  | ReachMessageKey
  | MaterialMarketingMessageKey
  | keyof typeof companyChatRecordsZhCN
  | keyof typeof companyChatDataZhCN
  | keyof typeof acquiringAiCallZhCN
  | keyof typeof reachMomentDispatchZhCN
  | keyof typeof reachEnterpriseQuickResponseZhCN
  | keyof typeof reachMenuSettingZhCN
  | keyof typeof acquiringNewCustomerJoinGroupZhCN
  | keyof typeof acquiringTagInviteGroupZhCN
  | keyof typeof acquiringFissionAddFansZhCN
  | keyof typeof reachSiderIframeZhCN
  | keyof typeof companyOrderAutoBindZhCN
  | keyof typeof companyOrderAutoBindBindConfigHistoryZhCN
  | keyof typeof marketingZhCN
  | keyof typeof marketingOperationPlanZhCN
  | keyof typeof marketingStrategyZhCN
  | keyof typeof loginChangeZhCN
  | keyof typeof loginWecomZhCN;
export type MessageKey = ShellMessageKey | AreaMessageKey;
export type MessageCatalogue = Record<ShellMessageKey, string>;
