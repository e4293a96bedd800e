// issue #15 / spec §8: the sandbox can be told to make the platform's group-code calls
// (groupchat/add_join_way, auto-create) fail with 48002 (platform API error) or 701170
// (missing permission), per tenant, so the console's explanations can be seen and tested.
import { GROUP_CODE_PLATFORM_CODES } from '../../../contract/acquiring/group-code';
import type { SANDBOX_FAILURES } from '../../../contract/acquiring/group-code';
import { BusinessError } from '../../http/http-errors';

type Failure = (typeof SANDBOX_FAILURES)[number];
const failures = new Map<string, Failure>();

export function setGroupJoinFailure(tenantId: string, fail: Failure): void {
  if (fail === 'none') failures.delete(tenantId);
  else failures.set(tenantId, fail);
}

/** Every tenant back to a working sandbox (a new process's state; server tests that share one). */
export function forgetGroupJoinFailures(): void {
  failures.clear();
}

/** Throws the platform's answer when the tenant's sandbox is told to fail. */
export function platformGroupCall(tenantId: string): void {
  const fail = failures.get(tenantId);
  if (fail === '48002') {
    throw new BusinessError(
      GROUP_CODE_PLATFORM_CODES.apiError,
      '企业微信接口调用失败（48002）：应用没有调用“客户群加入群聊”接口的权限或接口未开放。请到「配置检查」确认自建应用已开启客户联系权限并在可调用应用中，稍后重试。',
    );
  }
  if (fail === '701170') {
    throw new BusinessError(
      GROUP_CODE_PLATFORM_CODES.noPermission,
      '缺少客户联系权限（701170）：请管理员在企业微信后台「客户联系 → 权限配置」中为本应用开启客户群权限，然后到「配置检查」重新检查。',
    );
  }
}
