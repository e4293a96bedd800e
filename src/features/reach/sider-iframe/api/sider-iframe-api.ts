// issue #18: the console's calls of /sider-iframe and /sider-iframe/config, derived from the
// contract's declarations.
import type { EndpointInput } from '../../../../../contract/endpoint';
import {
  siderConfigGet,
  siderConfigSave,
  siderIframeList,
  siderPageMove,
  siderPageUpdate,
  siderPreview,
  siderPreviewTargets,
} from '../../../../../contract/reach/sider-iframe';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';

export function useSiderPages(query: EndpointInput<typeof siderIframeList>['query']) {
  return useEndpointQuery(siderIframeList, { query }, { keepPrevious: true });
}

export function useSiderPageWrites() {
  const invalidates = [siderIframeList];
  return {
    update: useEndpointMutation(siderPageUpdate, { invalidates }),
    move: useEndpointMutation(siderPageMove, { invalidates }),
  };
}

export function usePreviewTargets(name: string) {
  return useEndpointQuery(
    siderPreviewTargets,
    { query: name ? { name } : {} },
    { keepPrevious: true },
  );
}

export function usePreview() {
  return useEndpointMutation(siderPreview, { invalidates: [siderIframeList] });
}

export function useSiderConfig() {
  return useEndpointQuery(siderConfigGet, {});
}

export function useSaveSiderConfig() {
  return useEndpointMutation(siderConfigSave, { invalidates: [siderConfigGet] });
}
