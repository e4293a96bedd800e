// /authorize 自建应用 → 测试连接 (contract/setting/authorize.ts, docs/wecom.md).
import { ownAppTestConnection } from '../../../../../contract/setting/authorize';
import { useEndpointMutation } from '../../../../data/endpoint-hooks';

export function useConnectionTest() {
  return useEndpointMutation(ownAppTestConnection);
}
