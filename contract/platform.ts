// spec §3, §4, §7 "/scrm/v1/platform": app modes, auth states, the service's expiry and the
// shapes of the calls the shell and the home page make. Shared by console and server.
import type { AppMode } from './auth';

export const PLATFORM_API = '/scrm/v1/platform';

export const APP_MODES = { selfBuilt: 1, agentDeveloped: 2, thirdParty: 3 } as const;
export type { AppMode };

export const APP_MODE_TITLES: Record<AppMode, string> = {
  1: '自建应用',
  2: '代开发应用',
  3: '第三方应用',
};

/** spec §4: own-app status 0 normal, 1 unauthorized, 2 abnormal; third-party starts at 1. */
export const AUTH_STATUS = { normal: 0, unauthorized: 1, abnormal: 2 } as const;
export type AuthStatus = (typeof AUTH_STATUS)[keyof typeof AUTH_STATUS];

export const AUTH_STATUS_TITLES: Record<AuthStatus, string> = {
  0: '已授权',
  1: '未授权',
  2: '授权异常',
};

export interface AuthStatusData {
  readonly status: AuthStatus;
}

/** spec §3 "Expiry-tip modules": each can be closed once per session (spec §4). */
export const EXPIRY_MODULES = [
  'youzan',
  'weimob',
  'video_store',
  'own_shop',
  'marketing',
  'forms',
  'chat_keywords',
] as const;
export type ExpiryModule = (typeof EXPIRY_MODULES)[number];

export const EXPIRY_MODULE_TITLES: Record<ExpiryModule, string> = {
  youzan: '有赞店铺授权',
  weimob: '微盟店铺授权',
  video_store: '视频号小店授权',
  own_shop: '自有商城授权',
  marketing: '营销活动功能',
  forms: '超级表单功能',
  chat_keywords: '聊天关键词功能',
};

/** Shop modules and their platform codes (spec §3 "Platform codes"). */
export const SHOP_MODULE_PLATFORMS: Partial<Record<ExpiryModule, number>> = {
  youzan: 5,
  own_shop: 6,
  weimob: 10,
  video_store: 16,
};

/** spec §8: the expiry banner counts N days, 30 when the platform does not say. */
export const DEFAULT_EXPIRE_DAY = 30;
/** A service or module is "expiring" within this many days. */
export const EXPIRING_WITHIN_DAYS = 30;

export interface ModuleExpiry {
  readonly module: ExpiryModule;
  readonly name: string;
  readonly is_expiring: boolean;
  readonly expire_day: number;
  readonly expire_time: string;
}

/** `mini-initial-lead/get-scrm-app-info` (spec §7: is_expiring and expire_day). */
export interface ScrmAppInfo {
  readonly app_mode: AppMode;
  readonly is_expiring: boolean;
  readonly expire_day: number;
  /** The service has ended (the body code "102" state, spec §8). */
  readonly is_overdue: boolean;
  readonly expire_time: string | null;
  readonly modules: readonly ModuleExpiry[];
}

/** `mini-initial-lead/get-index-corp-info`. */
export interface IndexCorpInfo {
  readonly tenant_id: string;
  readonly corp_id: string;
  readonly corp_name: string;
  readonly logo: string;
  readonly app_mode: AppMode;
  readonly seats: { readonly total: number; readonly used: number };
  readonly service_expire_time: string | null;
}

/** Today's figures on /index, from the statistics that exist (customers and groups). */
export interface IndexTodayFigures {
  readonly date: string;
  readonly new_customers: number;
  readonly lost_customers: number;
  readonly net_customers: number;
  readonly total_customers: number;
  readonly total_groups: number;
  readonly employees: number;
}

export const HEALTH_CHECK_KEYS = [
  'authorization',
  'app_status',
  'chat_archive',
  'callback',
  'visible_range',
] as const;
export type HealthCheckKey = (typeof HEALTH_CHECK_KEYS)[number];

export interface HealthCheck {
  readonly key: HealthCheckKey;
  readonly name: string;
  readonly passed: boolean;
  /** Points this check adds to the score when it passes (all weights sum to 100). */
  readonly weight: number;
  readonly message: string;
  /** The console page that fixes it. */
  readonly fix_path: string;
  readonly fix_label: string;
}

/** `mini-initial-lead/get-system-health-score` and the /config-check run. */
export interface HealthScore {
  readonly score: number;
  readonly checked_at: string;
  readonly checks: readonly HealthCheck[];
}

export interface InitialLeadStep {
  readonly key: string;
  readonly title: string;
  readonly done: boolean;
  readonly path: string;
}

/** `mini-initial-lead/get-initial-lead-by-tenant-id`: the tenant's getting-started guide. */
export interface InitialLead {
  readonly id: number;
  readonly tenant_id: string;
  readonly lead_step: number;
  /** 0 open, 1 closed by the operator. */
  readonly lead_status: 0 | 1;
  readonly steps: readonly InitialLeadStep[];
}

/** spec §3 user store: authShop {data, authPlatform, isAuth, expireTime}. */
export interface AuthShopData {
  readonly platform: number;
  readonly module: ExpiryModule;
  readonly name: string;
  readonly expire_time: string;
}

/** spec §9: notices are polled every 30 minutes (kept here: no zod in the shell's first load). */
export const NOTICE_POLL_MS = 1_800_000;

/** Business codes of the platform calls (HTTP 200 with a Chinese msg, spec §8). */
export const PLATFORM_ERRORS = {
  initialLeadNotFound: { code: 106001, msg: '引导记录不存在' },
  authCodeInvalid: { code: 106002, msg: '授权码无效或已过期，请重新发起授权' },
  credentialsRejected: { code: 106003, msg: '平台校验应用凭证失败' },
  redirectNotAllowed: { code: 106004, msg: '回调地址不被允许，请从控制台发起授权' },
  logoNotUploaded: { code: 106005, msg: '企业Logo必须是本企业上传的图片，请重新上传' },
  miniProgramNotFound: { code: 106006, msg: '小程序不存在' },
  noticeNotFound: { code: 106007, msg: '公告不存在或已下线' },
  miniProgramUnauthorized: { code: 106008, msg: '小程序已取消授权，请先在微信后台重新授权' },
  secretRequired: { code: 106009, msg: '应用Secret不能为空' },
  developerInReview: { code: 106010, msg: '开发授权正在审核中，请等待审核完成' },
  chatArchiveIncomplete: { code: 106011, msg: '请先填写会话存档Secret并生成私钥' },
  /** WeCom refused a call; the message is the errcode's own (server/platform/wecom). */
  wecomRefused: { code: 106020, msg: '企业微信拒绝了请求' },
  /** WeCom busy, rate-limited, timed out or unreachable: try again later. */
  wecomBusy: { code: 106021, msg: '企业微信暂时无法响应，请稍后重试' },
} as const;
