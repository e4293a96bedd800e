// spec §7 application-license/get-grant-step: where the tenant is on the way to a working app,
// by app mode (a self-built app needs no licence; the others need the platform's grants).
import type { GrantStep, GrantStepData } from '../../../../contract/setting/authorize';
import { APP_MODES, AUTH_STATUS } from '../../../../contract/platform';
import type { TenantApp } from '../../platform/app-state/tenant-app';

function step(step: number, title: string, description: string, done: boolean): GrantStep {
  return { step, title, description, done };
}

export function grantSteps(app: TenantApp, visibleUsers: number): GrantStepData {
  const third = app.appMode === APP_MODES.thirdParty;
  const appAuthorized =
    (third ? app.thirdAuthStatus : app.ownAuthStatus) !== AUTH_STATUS.unauthorized;
  const first =
    app.appMode === APP_MODES.selfBuilt
      ? step(1, '填写自建应用凭证', '填写企业ID、AgentId与Secret，由平台校验', appAuthorized)
      : third
        ? step(1, '授权第三方应用', '企业管理员在授权页同意安装应用', appAuthorized)
        : step(1, '授权代开发应用', '企业管理员在授权页同意代开发应用', appAuthorized);
  const second =
    app.appMode === APP_MODES.selfBuilt
      ? step(
          2,
          '配置回调',
          '填写回调Token与EncodingAESKey，接收客户变更事件',
          Boolean(app.callbackToken && app.callbackAesKey),
        )
      : step(2, '激活接口许可', '为应用激活接口许可账号', app.licenseGrantedAt !== null);
  const visible = step(
    3,
    '确认可见范围',
    '在企业微信管理后台将使用的成员加入应用可见范围',
    appAuthorized && visibleUsers > 0,
  );
  const done = first.done && second.done && visible.done;
  const steps = [first, second, visible, step(4, '完成', '应用可以正常使用', done)];
  const current = steps.find((item) => !item.done)?.step ?? steps.length;
  return { app_mode: app.appMode, current_step: current, steps };
}
