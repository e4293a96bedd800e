// /authorize 自建应用 → 企业微信登录: whether a member's first WeCom sign-in creates a console
// account, and its role (contract/auth-wecom.ts, docs/wecom.md "Sign in with 企业微信").
import {
  wecomSignInSettingsGet,
  wecomSignInSettingsSave,
} from '../../../../../contract/auth-wecom';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';

export function useWecomSignInSettings() {
  return useEndpointQuery(wecomSignInSettingsGet, {});
}

export function useSaveWecomSignInSettings() {
  return useEndpointMutation(wecomSignInSettingsSave, { invalidates: [wecomSignInSettingsGet] });
}
