import type {
  AuthCodeResult,
  GrantKind,
  OwnAppConfig,
  OwnAppSaveBody,
} from '../../../../../contract/setting/authorize';
import { chatArchiveGet } from '../../../../../contract/setting/chat-archive-configure';
import { configCheckRun } from '../../../../../contract/setting/config-check';
import {
  GRANT_URL_ENDPOINTS,
  addByAuthCode as addByAuthCodeEndpoint,
  ownAppLogoUpdate,
  ownAppSave,
  thirdAppLogoUpdate,
} from '../../../../../contract/setting/authorize-endpoints';
import { callEndpoint, endpointKey } from '../../../../lib/api/endpoint-client';
import { wecomSyncProgress } from '../../../../../contract/setting/wecom-sync';
import { queryClient } from '../../../../lib/query/query-client';

// spec §2, §7 writes of /authorize. After each, the shell's tenant state (['platform']) is
// refetched: banners, header logo, home cards.

export async function refreshPlatformState(): Promise<void> {
  // The config checks and the archive's authorization info read the same tenant state; a save
  // that connects a WeCom corp starts its first sync (docs/wecom.md "What syncs when").
  await Promise.all(
    [
      ['platform'],
      endpointKey(configCheckRun),
      endpointKey(chatArchiveGet),
      endpointKey(wecomSyncProgress),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** Asks for the consent page and goes there; it sends the operator back with auth_code. */
export async function startGrant(kind: GrantKind, redirectUri: string): Promise<void> {
  const { url } = await callEndpoint(GRANT_URL_ENDPOINTS[kind], {
    query: { redirect_uri: redirectUri },
  });
  window.location.assign(url);
}

export function addByAuthCode(authCode: string): Promise<AuthCodeResult> {
  return callEndpoint(addByAuthCodeEndpoint, { query: { auth_code: authCode } });
}

export function saveOwnApp(body: OwnAppSaveBody): Promise<OwnAppConfig> {
  return callEndpoint(ownAppSave, { body });
}

export function updateCorpLogo(kind: 'app' | 'third-app', logoUrl: string): Promise<unknown> {
  const endpoint = kind === 'app' ? ownAppLogoUpdate : thirdAppLogoUpdate;
  return callEndpoint(endpoint, { body: { logo_url: logoUrl } });
}
