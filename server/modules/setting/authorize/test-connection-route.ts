// /authorize 自建应用 → 测试连接 (docs/wecom.md "Checking the connection"): on WeCom, a token,
// one read (agent/get), the 客户联系 permission and the last callback, checked now; on the
// sandbox, what the sandbox knows (credentials saved, visible range).
import type { FastifyInstance } from 'fastify';
import type { ConnectionTestResult } from '../../../../contract/setting/authorize';
import { ownAppTestConnection } from '../../../../contract/setting/authorize';
import { AUTH_STATUS } from '../../../../contract/platform';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { probeWecom } from '../../../platform/wecom/connection-probe';
import { tenantPlatformKind, wecomClientFor } from '../../../platform/wecom/tenant-platform';
import { isoOrNull, loadTenantApp } from '../../platform/app-state/tenant-app';
import type { TenantApp } from '../../platform/app-state/tenant-app';
import type { PlatformServices } from '../../platform/platform-services';

async function sandboxItems(services: PlatformServices, app: TenantApp) {
  const saved = Boolean(app.appSecret) && app.ownAuthStatus === AUTH_STATUS.normal;
  const { visibleRange } = await services.auth.appStatus(app.tenantId);
  return [
    {
      key: 'wecom_token',
      name: '应用凭证',
      passed: saved,
      message: saved ? '沙箱平台：应用凭证已保存并通过校验' : '尚未保存自建应用凭证',
    },
    {
      key: 'visible_range',
      name: '应用可见范围',
      passed: visibleRange.userCount > 0,
      message: `沙箱平台：${visibleRange.departmentCount} 个部门、${visibleRange.userCount} 名成员`,
    },
    {
      key: 'callback',
      name: '回调',
      passed: true,
      message: '沙箱平台直接送达事件，无需配置回调',
    },
  ];
}

export function registerTestConnectionRoute(
  app: FastifyInstance,
  services: PlatformServices,
): void {
  registerEndpoint(app, ownAppTestConnection, async ({ tenantId }) => {
    const tenant = await loadTenantApp(services.db, tenantId);
    const checkedAt = new Date(services.now()).toISOString();
    if ((await tenantPlatformKind(services.db, tenantId)) === 'sandbox') {
      const result: ConnectionTestResult = {
        platform: 'sandbox',
        checked_at: checkedAt,
        items: await sandboxItems(services, tenant),
        callback_verified_at: null,
        last_callback_at: null,
      };
      return result;
    }
    const probe = await probeWecom(wecomClientFor(services), services.db, tenant);
    const result: ConnectionTestResult = {
      platform: 'wecom',
      checked_at: checkedAt,
      items: probe.items,
      callback_verified_at: isoOrNull(probe.callbackVerifiedAt),
      last_callback_at: isoOrNull(probe.lastCallbackAt),
    };
    return result;
  });
}
