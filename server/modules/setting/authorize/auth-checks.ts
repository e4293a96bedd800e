// spec §7 application-license/auth/check (data is a list): what the app may do on the
// platform right now: directory, customer contact, licences, visible range and events.
import type { AuthCheckItem } from '../../../../contract/setting/authorize';
import { APP_MODES, AUTH_STATUS } from '../../../../contract/platform';
import type { TenantApp } from '../../platform/app-state/tenant-app';
import { effectiveAuthStatus } from '../../platform/app-state/tenant-app';

function item(
  key: string,
  name: string,
  passed: boolean,
  ok: string,
  problem: string,
): AuthCheckItem {
  return { key, name, passed, message: passed ? ok : problem };
}

export function authChecks(app: TenantApp, visibleUsers: number): AuthCheckItem[] {
  const status = effectiveAuthStatus(app);
  const authorized = status !== AUTH_STATUS.unauthorized;
  const normal = status === AUTH_STATUS.normal;
  const selfBuilt = app.appMode === APP_MODES.selfBuilt;
  return [
    item(
      'contacts',
      '通讯录读取',
      normal,
      '可以读取成员与部门',
      authorized ? '授权异常，无法读取通讯录' : '应用未授权',
    ),
    item(
      'customer_contact',
      '客户联系',
      normal && (!selfBuilt || Boolean(app.contactSecret)),
      '可以管理客户与客户群',
      selfBuilt && authorized ? '未配置客户联系Secret' : '应用未授权或授权异常',
    ),
    item(
      'license',
      '接口许可',
      app.licenseGrantedAt !== null,
      `已激活 ${app.licenseTotal} 个账号`,
      '尚未激活接口许可，成员无法使用客户联系功能',
    ),
    item(
      'visible_range',
      '可见范围',
      authorized && visibleUsers > 0,
      `${visibleUsers} 名成员可用`,
      '可见范围内没有成员',
    ),
  ];
}
