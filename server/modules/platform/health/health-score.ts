// /index health score and /config-check (issue #6): the checks behind the score, each with the
// page that fixes it: authorization, app status, chat-archive config, callback reachability
// and the visible range. Weights sum to 100.
import { eq } from 'drizzle-orm';
import type { HealthCheck, HealthScore } from '../../../../contract/platform';
import { APP_MODE_TITLES, APP_MODES, AUTH_STATUS } from '../../../../contract/platform';
import type { Database } from '../../../db/database';
import { chatArchiveConfigs } from '../../../db/schema/platform';
import type { AuthPlatform } from '../../../platform/sandbox/auth-platform';
import type { TenantApp } from '../app-state/tenant-app';
import { effectiveAuthStatus } from '../app-state/tenant-app';

export const HEALTH_WEIGHTS = {
  authorization: 30,
  app_status: 20,
  chat_archive: 20,
  callback: 15,
  visible_range: 15,
} as const;

export interface CheckInput {
  readonly app: TenantApp;
  readonly archive: { readonly secret: string; readonly privateKey: string; readonly ver: number };
  readonly visible: { readonly departmentCount: number; readonly userCount: number };
}

function check(
  key: keyof typeof HEALTH_WEIGHTS,
  name: string,
  passed: boolean,
  message: string,
  fix: readonly [string, string],
): HealthCheck {
  return {
    key,
    name,
    passed,
    weight: HEALTH_WEIGHTS[key],
    message,
    fix_path: fix[0],
    fix_label: fix[1],
  };
}

export function healthChecks({ app, archive, visible }: CheckInput): HealthCheck[] {
  const status = effectiveAuthStatus(app);
  const authorized = status !== AUTH_STATUS.unauthorized;
  const selfBuilt = app.appMode === APP_MODES.selfBuilt;
  const callbackReady = selfBuilt
    ? authorized && Boolean(app.callbackToken && app.callbackAesKey)
    : authorized;
  return [
    check(
      'authorization',
      '应用授权',
      authorized,
      authorized
        ? `${APP_MODE_TITLES[app.appMode]}已授权`
        : '应用未授权，客户联系、通讯录等功能无法使用',
      ['/authorize', '去授权'],
    ),
    check(
      'app_status',
      '应用状态',
      status === AUTH_STATUS.normal,
      status === AUTH_STATUS.normal
        ? '应用状态正常'
        : status === AUTH_STATUS.abnormal
          ? '授权异常：应用权限或可见范围被修改，会导致功能和数据异常'
          : '应用未授权，无法获取应用状态',
      ['/authorize', '查看授权'],
    ),
    check(
      'chat_archive',
      '会话存档配置',
      Boolean(archive.secret && archive.privateKey),
      archive.secret && archive.privateKey
        ? `已配置会话存档Secret与私钥（公钥版本 v${archive.ver}）`
        : '未配置会话存档Secret或私钥，会话记录无法拉取',
      ['/chat-archive-configure', '去配置'],
    ),
    check(
      'callback',
      '回调地址',
      callbackReady,
      callbackReady
        ? selfBuilt
          ? '回调Token与EncodingAESKey已配置，平台事件可以送达'
          : '回调由平台托管，平台事件可以送达'
        : selfBuilt && authorized
          ? '未配置回调Token或EncodingAESKey，客户添加、删除等事件无法送达'
          : '应用未授权，平台事件无法送达',
      ['/authorize', '配置回调'],
    ),
    check(
      'visible_range',
      '应用可见范围',
      authorized && visible.userCount > 0,
      authorized && visible.userCount > 0
        ? `可见范围内有 ${visible.userCount} 名成员、${visible.departmentCount} 个部门`
        : '应用可见范围内没有成员，请在企业微信管理后台将成员加入可见范围',
      ['/authorize', '查看可见范围'],
    ),
  ];
}

/** The chat-archive settings the chat_archive check reads. */
export async function archiveState(db: Database, tenantId: string): Promise<CheckInput['archive']> {
  const [archive] = await db
    .select({
      secret: chatArchiveConfigs.secret,
      privateKey: chatArchiveConfigs.privateKey,
      ver: chatArchiveConfigs.publicKeyVer,
    })
    .from(chatArchiveConfigs)
    .where(eq(chatArchiveConfigs.tenantId, tenantId));
  return archive ?? { secret: '', privateKey: '', ver: 1 };
}

export async function healthScore(
  db: Database,
  auth: AuthPlatform,
  app: TenantApp,
  now: Date,
): Promise<HealthScore> {
  const [archive, status] = await Promise.all([
    archiveState(db, app.tenantId),
    auth.appStatus(app.tenantId),
  ]);
  const checks = healthChecks({ app, archive, visible: status.visibleRange });
  const score = checks.reduce((sum, item) => sum + (item.passed ? item.weight : 0), 0);
  return { score, checked_at: now.toISOString(), checks };
}
