// spec §2 route table, §6 permissions: one list shared by the console's route table, the
// server's menu and the roles. Code = rs_scrm_{area}_{feature}, feature = path in snake case.

export const MENU_AREAS = [
  'acquiring',
  'reach',
  'marketing',
  'customer',
  'material',
  'statistics',
  'company',
  'setting',
] as const;

export type MenuArea = (typeof MENU_AREAS)[number];

export const MENU_AREA_TITLES: Record<MenuArea, string> = {
  acquiring: '引流获客',
  reach: '客户触达',
  marketing: '营销运营',
  customer: '客户管理',
  material: '内容素材',
  statistics: '数据统计',
  company: '企业管理',
  setting: '系统设置',
};

export interface MenuEntry {
  readonly path: string;
  readonly area: MenuArea | 'home';
  readonly title: string;
  readonly code: string;
}

export const HOME_CODE = 'rs_scrm_home';

function codeFor(area: MenuArea, path: string): string {
  return `rs_scrm_${area}_${path.replace(/^\//, '').replace(/-/g, '_')}`;
}

function entries(area: MenuArea, pages: ReadonlyArray<readonly [string, string]>): MenuEntry[] {
  return pages.map(([path, title]) => ({ path, area, title, code: codeFor(area, path) }));
}

export const MENU_ENTRIES: readonly MenuEntry[] = [
  { path: '/index', area: 'home', title: '首页', code: HOME_CODE },
  ...entries('acquiring', [
    ['/strategy', '获客策略'],
    ['/channel-code', '渠道活码'],
    ['/lock-code', '获客锁客码'],
    ['/shunt-code', '分流活码'],
    ['/short-chain', '获客短链'],
    ['/ai-call', '导入表格加粉'],
    ['/welcome', '加粉欢迎语'],
    ['/group-code', '无限群活码'],
    ['/group-welcome', '入群欢迎语'],
    ['/new-customer-join-group', '新客拉群'],
    ['/tag-invite-group', '标签拉群'],
    ['/fission-add-fans', '裂变加粉'],
  ]),
  ...entries('reach', [
    ['/reach-strategy', '触达策略'],
    ['/private-chat', '私聊群发'],
    ['/group-chat', '群聊群发'],
    ['/moment-dispatch', '朋友圈群发'],
    ['/chat-sop', '私聊SOP'],
    ['/group-sop', '群聊SOP'],
  ]),
  // spec §2: /marketing-msg sits in the reach menu but carries rs_scrm_marketing_msg.
  { path: '/marketing-msg', area: 'reach', title: '营销短信', code: 'rs_scrm_marketing_msg' },
  ...entries('reach', [
    ['/enterprise-quick-response', '企业话术'],
    ['/menu-setting', '聊天工具栏'],
    ['/sider-iframe', '聊天侧边栏'],
  ]),
  ...entries('marketing', [
    ['/marketing-strategy', '营销策略'],
    ['/marketing', '营销活动'],
    ['/order-points', '订单积分兑换'],
    ['/admp-strategy', '运营策略'],
    ['/admp-tag', 'ADMP标签'],
    ['/operation-plan', '运营计划'],
  ]),
  ...entries('customer', [
    ['/customer-strategy', '客户策略'],
    ['/customer-list', '客户列表'],
    ['/repeat-customer', '重复客户'],
    ['/loss-customer', '流失客户'],
    ['/group-list', '客户群'],
    ['/tag-manage', '标签管理'],
    ['/batch-tag', '批量打标签'],
    ['/auto-tag', '自动打标签'],
    ['/sync-tag', '同步企微标签'],
    ['/custom-info', '客户信息设置'],
  ]),
  ...entries('material', [
    ['/material-strategy', '内容策略'],
    ['/material-goods', '商品素材'],
    ['/super-form', '超级表单'],
    ['/super-radar', '超级雷达'],
  ]),
  ...entries('statistics', [
    ['/privsph-overview', '私域概览'],
    ['/customer-data', '客户数据'],
    ['/community-data', '客户群数据'],
    ['/transform-data', '客户成交'],
    ['/community-deal', '社群成交'],
    ['/data-marketing', '营销成交'],
    ['/performance-ranking', '业绩排行'],
  ]),
  ...entries('company', [
    ['/mail-list', '授权账号'],
    ['/performance-rule', '业绩规则'],
    ['/performance-order', '业绩订单'],
    ['/order-auto-bind', '订单自动绑定'],
    ['/chat-records', '会话记录'],
    ['/chat-data', '会话数据'],
  ]),
  ...entries('setting', [
    ['/role-manage', '角色管理'],
    ['/authorize', '应用授权'],
    ['/developer', '第三方开发授权'],
    ['/chat-archive-configure', '会话存档配置'],
    ['/config-check', '配置检查'],
    ['/export-log', '导出记录'],
  ]),
];

export const ALL_MENU_CODES: readonly string[] = MENU_ENTRIES.map((entry) => entry.code);

// spec §2: reachable by every signed-in user (what a new tenant needs before any grant).
export const SPECIAL_PATHS: readonly string[] = [
  '/index',
  '/authorize',
  '/menu-setting',
  '/chat-archive-configure',
  '/config-check',
];

/**
 * Pages every signed-in member opens without holding their code (issue #37 "export rights"):
 * /export-log lists the member's own exports (everyone's for the holder of its code), so
 * whoever may export can download what they exported.
 */
export const MEMBER_PATHS: readonly string[] = ['/export-log'];

export function menuCodeForPath(path: string): string | undefined {
  return MENU_ENTRIES.find((entry) => entry.path === path)?.code;
}
