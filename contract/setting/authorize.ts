// spec §2 /authorize, §7 app/*, third-app/*, application-license/*,
// mini-authorize-operate-record/*: self-built credentials, third-party and agent-developed
// grants, licence steps, the operate record and corp logos.
import { z } from 'zod';
import { defineEndpoint, pageCode, responseOf } from '../endpoint';
import { bodyId } from '../fields';
import type { AppMode, AuthStatus } from '../platform';
import { requiredText } from '../validation';

/** Grant kinds the platform's consent page handles; add-by-auth-code applies each. */
export const GRANT_KINDS = ['third_app', 'license', 'customized_auth', 'customized_grant'] as const;
export type GrantKind = (typeof GRANT_KINDS)[number];

export const GRANT_KIND_TITLES: Record<GrantKind, string> = {
  third_app: '第三方应用授权',
  license: '接口许可授权',
  customized_auth: '代开发应用授权',
  customized_grant: '代开发应用接口许可',
};

/** What a masked secret looks like on the wire (never the secret itself). */
export interface MaskedSecret {
  readonly configured: boolean;
  /** e.g. `abcd••••••wxyz`; empty when not configured. */
  readonly masked: string;
}

/** `app/config/get`: the self-built app's settings, secrets masked (write-only). */
export interface OwnAppConfig {
  readonly corp_id: string;
  readonly agent_id: string;
  readonly secret: MaskedSecret;
  readonly contact_secret: MaskedSecret;
  readonly callback_token: MaskedSecret;
  readonly callback_aes_key: MaskedSecret;
  /** Where the platform sends events for this tenant. */
  readonly callback_url: string;
  readonly updated_at: string | null;
}

const CORP_ID_MAX = 64;
const SECRET_MAX = 128;

/** Empty or absent means "keep the saved value" for write-only fields. */
const keptSecret = (label: string) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(SECRET_MAX, { error: `${label}长度不能超过${SECRET_MAX}个字符` })
    .optional();

/** `app/internal/save`. */
export const ownAppSaveSchema = z.object({
  corp_id: requiredText('企业ID（CorpID）', CORP_ID_MAX).regex(/^[A-Za-z0-9_-]+$/, {
    error: '企业ID（CorpID）只能包含字母、数字、下划线和短横线',
  }),
  agent_id: requiredText('应用AgentId', 16).regex(/^\d+$/, { error: '应用AgentId只能是数字' }),
  secret: keptSecret('应用Secret'),
  contact_secret: keptSecret('客户联系Secret'),
  callback_token: keptSecret('回调Token').refine(
    (value) => !value || /^[A-Za-z0-9]{1,32}$/.test(value),
    { error: '回调Token只能是32位以内的英文或数字' },
  ),
  callback_aes_key: keptSecret('回调EncodingAESKey').refine(
    (value) => !value || /^[A-Za-z0-9]{43}$/.test(value),
    { error: '回调EncodingAESKey必须是43位英文或数字' },
  ),
});
export type OwnAppSaveBody = z.output<typeof ownAppSaveSchema>;

export interface VisibleRange {
  readonly department_count: number;
  readonly user_count: number;
}

/** `app/auth/detail` and `third-app/auth/detail`. */
export interface AppAuthDetail {
  readonly status: AuthStatus;
  readonly corp_id: string;
  readonly corp_name: string;
  readonly app_name: string;
  readonly agent_id: string;
  readonly auth_time: string | null;
  readonly permissions: readonly string[];
  readonly visible_range: VisibleRange;
}

/** `third-app/corp/info`. */
export interface ThirdCorpInfo {
  readonly corp_id: string;
  readonly corp_name: string;
  readonly corp_logo: string;
  readonly corp_scale: string;
  readonly industry: string;
  readonly auth_status: AuthStatus;
}

export interface GrantUrlData {
  readonly url: string;
}

/** The query of the grant-url calls: where the consent page sends the operator back. */
export const grantUrlQuerySchema = z.object({
  redirect_uri: requiredText('回调地址', 2048),
});

export const authCodeQuerySchema = z.object({
  auth_code: requiredText('授权码', 128),
});

/** `application-license/add-by-auth-code`. */
export interface AuthCodeResult {
  readonly kind: GrantKind;
  readonly status: AuthStatus;
}

export interface GrantStep {
  readonly step: number;
  readonly title: string;
  readonly description: string;
  readonly done: boolean;
}

/** `application-license/get-grant-step`: where the tenant is in the licence steps. */
export interface GrantStepData {
  readonly app_mode: AppMode;
  readonly current_step: number;
  readonly steps: readonly GrantStep[];
}

/** `application-license/get-business-info`. */
export interface BusinessInfo {
  readonly corp_id: string;
  readonly corp_name: string;
  readonly app_mode: AppMode;
  readonly license_total: number;
  readonly license_active: number;
  readonly license_expire_time: string | null;
  readonly service_expire_time: string | null;
}

/** `application-license/get-corporation-custom-app` / `-third-app` (null until granted). */
export interface CorporationApp {
  readonly app_type: 'custom' | 'third';
  readonly app_name: string;
  readonly agent_id: string;
  readonly status: AuthStatus;
  readonly auth_time: string | null;
  readonly square_logo: string;
}

export interface ApplicationAuthItem {
  readonly app_type: 'own' | 'custom' | 'third';
  readonly app_name: string;
  readonly status: AuthStatus;
  readonly auth_time: string | null;
}

/** `application-license/check-result`: data.application_auth is a list (spec §7). */
export interface CheckResultData {
  readonly application_auth: readonly ApplicationAuthItem[];
}

/** `application-license/auth/check`: data is a list (spec §7). */
export interface AuthCheckItem {
  readonly key: string;
  readonly name: string;
  readonly passed: boolean;
  readonly message: string;
}

export const OPERATE_TYPES = [
  'save_credentials',
  'grant',
  'logo_update',
  'mini_program_bind',
  'mini_program_unbind',
] as const;
export type OperateType = (typeof OPERATE_TYPES)[number];

export const OPERATE_TYPE_TITLES: Record<OperateType, string> = {
  save_credentials: '保存自建应用配置',
  grant: '授权',
  logo_update: '更新企业Logo',
  mini_program_bind: '绑定小程序',
  mini_program_unbind: '解绑小程序',
};

/** `mini-authorize-operate-record/get-operate-record-by-tenant-id`. */
export interface OperateRecord {
  readonly id: number;
  readonly operate_type: OperateType;
  readonly operator_name: string;
  readonly content: string;
  readonly create_time: string;
}

/** `app/corp/logo/update` and `third-app/corp/logo/update`: an upload of this tenant. */
export const logoUpdateSchema = z.object({
  logo_url: requiredText('企业Logo', 500),
});
export type LogoUpdateBody = z.output<typeof logoUpdateSchema>;

export const initialLeadUpdateSchema = z.object({
  id: bodyId('引导ID'),
  lead_step: z
    .number({ error: '引导步骤格式不正确' })
    .int({ error: '引导步骤格式不正确' })
    .min(0, { error: '引导步骤格式不正确' })
    .max(10, { error: '引导步骤格式不正确' })
    .optional(),
  lead_status: z.union([z.literal(0), z.literal(1)], { error: '引导状态只能为0或1' }).optional(),
});
export type InitialLeadUpdateBody = z.output<typeof initialLeadUpdateSchema>;

/** One line of 测试连接 (docs/wecom.md "Checking the connection"). */
export interface ConnectionCheckItem {
  readonly key: string;
  readonly name: string;
  readonly passed: boolean;
  readonly message: string;
}

/** `app/internal/test-connection`: the self-built app checked on its platform, now. */
export interface ConnectionTestResult {
  /** Which platform the tenant uses: the sandbox until a WeCom app is saved and verified. */
  readonly platform: 'sandbox' | 'wecom';
  readonly checked_at: string;
  readonly items: readonly ConnectionCheckItem[];
  readonly callback_verified_at: string | null;
  readonly last_callback_at: string | null;
}

export const ownAppTestConnection = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/platform/app/internal/test-connection',
  permission: pageCode('/authorize'),
  action: 'settings',
  response: responseOf<ConnectionTestResult>(),
});
