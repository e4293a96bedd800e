import type {
  AuthCodeResult,
  GrantKind,
  GrantUrlData,
  OwnAppConfig,
  OwnAppSaveBody,
} from '../../../../../contract/setting/authorize';
import { PLATFORM_API } from '../../../../../contract/platform';
import { chatArchiveGet } from '../../../../../contract/setting/chat-archive-configure';
import { configCheckRun } from '../../../../../contract/setting/config-check';
import { wecomSyncProgress } from '../../../../../contract/setting/wecom-sync';
import { endpointKey } from '../../../../lib/api/endpoint-client';
import { get, post } from '../../../../lib/http/client';
import { queryClient } from '../../../../lib/query/query-client';

// spec §2, §7 writes of /authorize. After each, the shell's tenant state (['platform']) is
// refetched: banners, header logo, home cards.
const LICENSE = `${PLATFORM_API}/application-license`;

const GRANT_URLS: Record<GrantKind, string> = {
  third_app: `${PLATFORM_API}/third-app/get-grant-url`,
  license: `${LICENSE}/get-grant-url`,
  customized_auth: `${LICENSE}/get-customized-auth-url`,
  customized_grant: `${LICENSE}/get-customized-grant-url`,
};

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
  const { url } = await get<GrantUrlData>(GRANT_URLS[kind], { redirect_uri: redirectUri });
  window.location.assign(url);
}

export function addByAuthCode(authCode: string): Promise<AuthCodeResult> {
  return get<AuthCodeResult>(`${LICENSE}/add-by-auth-code`, { auth_code: authCode });
}

export function saveOwnApp(body: OwnAppSaveBody): Promise<OwnAppConfig> {
  return post<OwnAppConfig>(`${PLATFORM_API}/app/internal/save`, body);
}

export function updateCorpLogo(kind: 'app' | 'third-app', logoUrl: string): Promise<unknown> {
  return post(`${PLATFORM_API}/${kind}/corp/logo/update`, { logo_url: logoUrl });
}
