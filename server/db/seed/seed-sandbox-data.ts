// The fixed parts of a seeded sandbox tenant (issue #9): departments, tag groups, channel-code
// groups and codes, group chat names. The history itself is made up in seed-sandbox-history.ts.
import type { ChannelCodeFormInput } from '../../../contract/acquiring/channel-code';

export interface TenantProfile {
  readonly tenantId: string;
  readonly corpName: string;
  readonly randomSeed: number;
  readonly departments: readonly string[];
  readonly employees: number;
  readonly customers: number;
  readonly groups: number;
  readonly days: number;
  readonly tagGroups: readonly (readonly [string, readonly string[]])[];
  readonly codes: readonly CodeTemplate[];
}

/** A channel code in terms of indexes: employees by position, tags by "group/tag" name. */
export interface CodeTemplate {
  readonly name: string;
  readonly group: string;
  /** Share of the code adds this code gets. */
  readonly weight: number;
  readonly employees: readonly number[];
  readonly backups?: readonly number[];
  readonly dailyLimit?: number;
  readonly schedules?: readonly {
    weekdays: number[];
    start: string;
    end: string;
    employees: number[];
  }[];
  readonly tags: readonly string[];
  readonly remark?: string;
  readonly description?: string;
  readonly welcome: ChannelCodeFormInput['welcome_type'];
  readonly welcomeText?: string;
}

export const CODE_GROUPS = ['线下门店', '线上投放', '活动物料'] as const;
export const DEFAULT_CODE_GROUP = '默认分组';

const TAG_GROUPS = [
  ['客户等级', ['A类客户', 'B类客户', 'C类客户', '潜在客户']],
  ['客户来源', ['线下门店', '抖音', '小红书', '朋友推荐', '官网', '展会']],
  ['兴趣偏好', ['护肤', '彩妆', '母婴', '数码', '运动户外', '家居']],
  ['购买意向', ['高意向', '中意向', '低意向', '已成交', '复购']],
  ['会员等级', ['普通会员', '银卡会员', '金卡会员', '钻石会员']],
  ['生命周期', ['新客', '活跃', '沉睡', '流失预警']],
] as const;

const WORKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [6, 7];

const DEMO_CODES: readonly CodeTemplate[] = [
  {
    name: '门店前台二维码',
    group: '线下门店',
    weight: 9,
    employees: [0, 1, 2, 3, 4],
    schedules: [
      { weekdays: WORKDAYS, start: '09:00', end: '18:00', employees: [0, 1, 2] },
      { weekdays: WEEKEND, start: '10:00', end: '20:00', employees: [3, 4] },
    ],
    dailyLimit: 12,
    backups: [5],
    tags: ['客户来源/线下门店', '生命周期/新客'],
    remark: '门店',
    description: '门店前台扫码添加',
    welcome: 1,
    welcomeText: '您好，欢迎光临！回复“会员”即可领取新人礼券，有任何问题随时找我～',
  },
  {
    name: '门店收银台',
    group: '线下门店',
    weight: 6,
    employees: [6, 7],
    tags: ['客户来源/线下门店', '购买意向/已成交'],
    welcome: 2,
  },
  {
    name: '抖音直播间引流',
    group: '线上投放',
    weight: 8,
    employees: [8, 9, 10, 11],
    dailyLimit: 15,
    backups: [12, 13],
    tags: ['客户来源/抖音', '购买意向/中意向'],
    remark: '抖音',
    welcome: 1,
    welcomeText: '感谢关注直播间！专属福利已备好，点击下方链接领取～',
  },
  {
    name: '小红书笔记',
    group: '线上投放',
    weight: 5,
    employees: [14, 15, 16],
    tags: ['客户来源/小红书'],
    welcome: 1,
    welcomeText: '你好呀，我是你的专属美妆顾问，有任何护肤问题都可以问我哦～',
  },
  {
    name: '官网在线客服',
    group: DEFAULT_CODE_GROUP,
    weight: 3,
    employees: [17, 18],
    schedules: [
      { weekdays: [...WORKDAYS, ...WEEKEND], start: '08:00', end: '22:00', employees: [17, 18] },
    ],
    tags: ['客户来源/官网'],
    welcome: 3,
  },
  {
    name: '双十一活动海报',
    group: '活动物料',
    weight: 4,
    employees: [19, 20, 21],
    tags: ['购买意向/高意向'],
    welcome: 1,
    welcomeText: '双十一大促已开启，回复“优惠”获取满减攻略！',
  },
  {
    name: '会员日活动',
    group: '活动物料',
    weight: 3,
    employees: [22, 23],
    tags: ['会员等级/普通会员'],
    welcome: 2,
  },
  {
    name: '朋友圈广告',
    group: '线上投放',
    weight: 3,
    employees: [24, 25, 26],
    tags: [],
    welcome: 2,
  },
  {
    name: '公众号菜单',
    group: DEFAULT_CODE_GROUP,
    weight: 2,
    employees: [27],
    backups: [28],
    tags: ['客户来源/官网'],
    welcome: 2,
  },
  {
    name: '春季展会展位',
    group: '活动物料',
    weight: 1,
    employees: [29, 30],
    tags: ['客户来源/展会'],
    welcome: 1,
    welcomeText: '很高兴在展会认识您，资料稍后发您～',
  },
];

export const GROUP_CHAT_NAMES = [
  'VIP客户交流群',
  '新品体验官群',
  '门店福利群',
  '护肤知识分享群',
  '宝妈育儿交流群',
  '数码发烧友群',
  '户外运动爱好者',
  '会员专享福利群',
  '直播粉丝群',
  '双十一团购群',
];

export const DEMO_PROFILE: TenantProfile = {
  tenantId: 'demo',
  corpName: '演示企业',
  randomSeed: 20240901,
  departments: ['销售一部', '销售二部', '客户成功部', '市场部', '运营中心'],
  employees: 40,
  customers: 3000,
  groups: 60,
  days: 90,
  tagGroups: TAG_GROUPS,
  codes: DEMO_CODES,
};

export const SECOND_PROFILE: TenantProfile = {
  tenantId: 'second',
  corpName: '第二企业',
  randomSeed: 20240902,
  departments: ['销售部', '客服部'],
  employees: 6,
  customers: 60,
  groups: 3,
  days: 30,
  tagGroups: [
    ['客户等级', ['重要客户', '普通客户']],
    ['客户来源', ['地推', '转介绍']],
  ],
  codes: [
    {
      name: '地推二维码',
      group: DEFAULT_CODE_GROUP,
      weight: 1,
      employees: [0, 1],
      tags: ['客户来源/地推'],
      welcome: 2,
    },
  ],
};
