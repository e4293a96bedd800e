// /role-manage 成员 → 关联企业微信成员 (contract/setting/role-manage-wecom.ts, docs/wecom.md "Sign in
// with 企业微信"): the accounts' links, the synced members to pick from, link and unlink.
import { roleAuditList } from '../../../../../contract/setting/role-manage';
import {
  linkUserWecom,
  unlinkUserWecom,
  wecomLinkList,
  wecomMemberOptions,
} from '../../../../../contract/setting/role-manage-wecom';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';

export function useWecomLinks() {
  return useEndpointQuery(wecomLinkList, {});
}

/** The picker's members: read only while the picker is open. */
export function useWecomMembers(keyword: string, enabled: boolean) {
  return useEndpointQuery(
    wecomMemberOptions,
    { query: { keyword: keyword || undefined } },
    { enabled, keepPrevious: true },
  );
}

const invalidates = [wecomLinkList, wecomMemberOptions, roleAuditList];

export function useLinkWecom() {
  return useEndpointMutation(linkUserWecom, { invalidates });
}

export function useUnlinkWecom() {
  return useEndpointMutation(unlinkUserWecom, { invalidates });
}
