// docs/wecom.md "Which platform a tenant uses": the adapter every module gets answers each
// call with the tenant's own platform — the sandbox (the default, every demo tenant) or WeCom
// once the tenant's self-built app was saved and verified (tenantPlatformKind).
import type { Database } from '../db/database';
import type { PlatformAdapter } from './adapter';
import { tenantPlatformKind } from './wecom/tenant-platform';

type TenantCall<K extends keyof PlatformAdapter> = PlatformAdapter[K] extends (
  tenantId: string,
  ...rest: infer A
) => infer R
  ? (tenantId: string, ...rest: A) => R
  : never;

export function routeByTenant(
  db: Database,
  sandbox: PlatformAdapter,
  wecom: () => PlatformAdapter | undefined,
): PlatformAdapter {
  const pick = async (tenantId: string) => {
    if ((await tenantPlatformKind(db, tenantId)) !== 'wecom') return sandbox;
    const adapter = wecom();
    if (!adapter) throw new Error('企业微信接口未配置（WECOM_API_BASE）');
    return adapter;
  };
  const via =
    <K extends Exclude<keyof PlatformAdapter, 'kind'>>(name: K) =>
    async (tenantId: string, ...rest: unknown[]) => {
      const adapter = await pick(tenantId);
      const method = adapter[name] as (tenantId: string, ...args: unknown[]) => unknown;
      return method.call(adapter, tenantId, ...rest);
    };
  return {
    // The embedded default: sandbox-only routes (the sandbox shop) register on it.
    kind: sandbox.kind,
    listDepartments: via('listDepartments') as TenantCall<'listDepartments'>,
    listEmployees: via('listEmployees') as TenantCall<'listEmployees'>,
    listCorpTags: via('listCorpTags') as TenantCall<'listCorpTags'>,
    addCorpTags: via('addCorpTags') as TenantCall<'addCorpTags'>,
    editCorpTag: via('editCorpTag') as TenantCall<'editCorpTag'>,
    deleteCorpTags: via('deleteCorpTags') as TenantCall<'deleteCorpTags'>,
    markTags: via('markTags') as TenantCall<'markTags'>,
    remark: via('remark') as TenantCall<'remark'>,
    sendWelcome: via('sendWelcome') as TenantCall<'sendWelcome'>,
    addContactWay: via('addContactWay') as TenantCall<'addContactWay'>,
    updateContactWay: via('updateContactWay') as TenantCall<'updateContactWay'>,
    deleteContactWay: via('deleteContactWay') as TenantCall<'deleteContactWay'>,
    addJoinWay: via('addJoinWay') as TenantCall<'addJoinWay'>,
    updateJoinWay: via('updateJoinWay') as TenantCall<'updateJoinWay'>,
    deleteJoinWay: via('deleteJoinWay') as TenantCall<'deleteJoinWay'>,
    addGroupWelcomeTemplate: via(
      'addGroupWelcomeTemplate',
    ) as TenantCall<'addGroupWelcomeTemplate'>,
    editGroupWelcomeTemplate: via(
      'editGroupWelcomeTemplate',
    ) as TenantCall<'editGroupWelcomeTemplate'>,
    deleteGroupWelcomeTemplate: via(
      'deleteGroupWelcomeTemplate',
    ) as TenantCall<'deleteGroupWelcomeTemplate'>,
    transferCustomers: via('transferCustomers') as TenantCall<'transferCustomers'>,
    transferResult: via('transferResult') as TenantCall<'transferResult'>,
    transferGroups: via('transferGroups') as TenantCall<'transferGroups'>,
    unassignedCustomers: via('unassignedCustomers') as TenantCall<'unassignedCustomers'>,
  };
}
