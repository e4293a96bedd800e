// spec §3, §7 "/scrm/v1/member": members and points (issue #8). The enumerations of spec §3,
// the business codes and the shapes the member calls answer. Shared by console and server.
// Money and points travel as decimal text with 2 decimals ("1234.50"): exact, never a float.

export const MEMBER_API = '/scrm/v1/member';

/** spec §3 "Platform codes". */
export const PLATFORM_TYPES = {
  1: '淘宝/天猫',
  2: '京东',
  3: '1号店',
  4: '拼多多',
  5: '有赞',
  6: '自有商城',
  7: 'ERP',
  8: '苏宁',
  9: '抖音小店',
  10: '微盟',
  11: '小鹅通',
  12: '快手',
  13: '小红书',
  14: '得物',
  15: 'ShopEx',
  16: '视频号小店',
} as const satisfies Record<number, string>;
export type PlatformType = keyof typeof PLATFORM_TYPES;
export const PLATFORM_TYPE_CODES = Object.keys(PLATFORM_TYPES).map(Number) as PlatformType[];

export function platformName(type: number): string {
  return (PLATFORM_TYPES as Record<number, string>)[type] ?? `平台${type}`;
}

/** spec §3 "Order status": 1 to ship, 2 to receive, 3 completed, 4 cancelled (refunded). */
export const ORDER_STATUS = { toShip: 1, toReceive: 2, completed: 3, cancelled: 4 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUS_TITLES: Record<OrderStatus, string> = {
  1: '待发货',
  2: '待收货',
  3: '已完成',
  4: '已取消/退款',
};

/** spec §3 "Binding status": 0 not bound, 1 success, 2 failed. */
export const BIND_STATUS = { unbound: 0, bound: 1, failed: 2 } as const;
export type BindStatus = (typeof BIND_STATUS)[keyof typeof BIND_STATUS];
export const BIND_STATUS_TITLES: Record<BindStatus, string> = {
  0: '未绑定',
  1: '绑定成功',
  2: '绑定失败',
};

/** spec §3 "Identifier type": 1 phone, 2 order, 3 account. */
export const IDENTIFIER_TYPES = { phone: 1, order: 2, account: 3 } as const;
export type IdentifierType = (typeof IDENTIFIER_TYPES)[keyof typeof IDENTIFIER_TYPES];
export const IDENTIFIER_TYPE_TITLES: Record<IdentifierType, string> = {
  1: '手机号',
  2: '订单号',
  3: '账号',
};

/** spec §3 "Responsible-employee auto-assign": 10 first friend added, 20 first to bind. */
export const ASSIGN_RULES = { firstFriend: 10, firstBinder: 20 } as const;
export type AssignRule = (typeof ASSIGN_RULES)[keyof typeof ASSIGN_RULES];
export const ASSIGN_RULE_TITLES: Record<AssignRule, string> = {
  10: '首个添加好友的员工',
  20: '首个绑定电商的员工',
};

/** spec §3 "Disabled 0, Enabled 1". */
export const RULE_STATUS = { disabled: 0, enabled: 1 } as const;
export type RuleStatus = (typeof RULE_STATUS)[keyof typeof RULE_STATUS];

/** How order amount / amount-per-point becomes points. */
export const ROUNDING_MODES = { floor: 1, halfUp: 2, ceil: 3, twoDecimals: 4 } as const;
export type RoundingMode = (typeof ROUNDING_MODES)[keyof typeof ROUNDING_MODES];
export const ROUNDING_TITLES: Record<RoundingMode, string> = {
  1: '向下取整',
  2: '四舍五入取整',
  3: '向上取整',
  4: '保留两位小数',
};

/** Points validity: 1 never expire, 2 expire N days after they were earned. */
export const VALIDITY_TYPES = { permanent: 1, days: 2 } as const;
export type ValidityType = (typeof VALIDITY_TYPES)[keyof typeof VALIDITY_TYPES];
export const VALIDITY_TITLES: Record<ValidityType, string> = {
  1: '永久有效',
  2: '获得后N天内有效',
};

/** Kinds of points change (the history's type filter). */
export const CHANGE_TYPES = {
  orderEarn: 1,
  orderReversal: 2,
  manual: 3,
  expiry: 4,
  /** issue #20 /marketing: a lottery points prize (order_id = the play) and a check-in reward. */
  lotteryPrize: 5,
  checkInReward: 6,
} as const;
export type ChangeType = (typeof CHANGE_TYPES)[keyof typeof CHANGE_TYPES];
export const CHANGE_TYPE_TITLES: Record<ChangeType, string> = {
  1: '订单获得',
  2: '订单冲正',
  3: '手动调整',
  4: '积分过期',
  5: '抽奖奖品',
  6: '打卡奖励',
};

/** Business codes of the member calls (1080xx), each with its Chinese message. */
export const MEMBER_ERRORS = {
  platformNotLinked: { code: 108001, msg: '该平台尚未关联店铺，请先关联店铺' },
  memberNotFound: { code: 108002, msg: '会员不存在或已被删除' },
  insufficientPoints: { code: 108003, msg: '扣减积分不能超过会员当前积分余额' },
  orderNotFound: { code: 108004, msg: '订单不存在' },
  orderStatusInvalid: { code: 108005, msg: '订单状态不能这样变更' },
  buyerNotFound: { code: 108006, msg: '找不到该买家：请填写本企业客户的客户ID或买家手机号' },
  orderExists: { code: 108007, msg: '该平台已有这个订单号' },
} as const;

export interface PointsRule {
  readonly platform_type: number;
  readonly platform_name: string;
  readonly status: RuleStatus;
  /** Order amount (yuan) that earns one point, decimal text. */
  readonly amount_per_point: string;
  /** The order status that earns (spec §3 order status 1–3; completed by default). */
  readonly earn_status: OrderStatus;
  readonly rounding: RoundingMode;
  readonly validity_type: ValidityType;
  readonly validity_days: number | null;
  readonly assign_rule: AssignRule;
  readonly assign_fallback: AssignRule;
  /** False until the operator saved a rule for this platform (the defaults are shown). */
  readonly configured: boolean;
  readonly updated_at: string | null;
  readonly updated_by: string | null;
}

export interface LinkedShop {
  readonly id: number;
  readonly platform_type: number;
  readonly name: string;
  readonly shop_code: string;
  readonly linked_at: string;
  readonly expires_at: string | null;
}

/** `integral-set/platform-list`: each linked platform with its shops and its rule. */
export interface PointsPlatformRow extends PointsRule {
  readonly shops: readonly LinkedShop[];
}

export interface EmployeeRef {
  readonly id: number;
  readonly name: string;
}

export interface MemberRow {
  readonly member_id: number;
  /** The customer's external_userid; empty while the member is not bound to a customer. */
  readonly external_user_id: string;
  readonly customer_id: number | null;
  readonly name: string;
  readonly avatar: string;
  readonly phone: string;
  readonly platform_types: readonly number[];
  readonly bind_status: BindStatus;
  readonly points_balance: string;
  readonly birthday: string | null;
  readonly responsible_employee: EmployeeRef | null;
  readonly created_at: string;
}

export interface MemberIdentity {
  readonly platform_type: number;
  readonly identifier_type: IdentifierType;
  readonly identifier: string;
  readonly bound_at: string;
}

export interface PointsChangeRow {
  readonly id: number;
  readonly member_id: number;
  readonly member_name: string;
  readonly external_user_id: string;
  readonly change_type: ChangeType;
  /** Signed decimal text: "+" earns, "-" deducts. */
  readonly points: string;
  readonly balance_after: string;
  readonly reason: string;
  readonly order_no: string | null;
  readonly platform_type: number | null;
  readonly operator_name: string;
  readonly created_at: string;
  readonly expires_at: string | null;
}

export interface MemberDetail extends MemberRow {
  readonly customer: {
    readonly id: number;
    readonly name: string;
    readonly avatar: string;
    readonly corp_name: string;
    readonly type: number;
    readonly gender: number;
  } | null;
  readonly identities: readonly MemberIdentity[];
  /** Which rule chose the responsible employee (10/20), null when none could. */
  readonly responsible_rule: AssignRule | null;
  readonly order_count: number;
  readonly order_amount: string;
  /** The latest changes (the drawer pages on with points-change-page). */
  readonly points_history: readonly PointsChangeRow[];
}

export interface PointsConvertRow {
  /** The grant's id in the points history. */
  readonly id: number;
  readonly order_no: string;
  readonly platform_type: number;
  readonly amount: string;
  readonly order_status: OrderStatus;
  readonly points: string;
  /** Points taken back by a cancel or refund (0.00 when none). */
  readonly reversed_points: string;
  readonly member_id: number;
  readonly member_name: string;
  readonly external_user_id: string;
  readonly converted_at: string;
}

export interface PointsChangeResult {
  readonly member_id: number;
  readonly points: string;
  readonly balance: string;
  readonly change_id: number;
}
