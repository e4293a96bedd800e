// docs/conventions.md: the messaging platform's authorization side, as the server needs it (issue #6):
// the consent page that grants an app (third-party, licence, agent-developed), the one-time
// auth codes it hands back, the check of self-built credentials, and the app's status.
// To join server/platform/adapter.ts (owned by issue #9): PlatformAdapter gains
// `readonly auth: AuthPlatform`, and createPlatformAdapter builds it with
// createSandboxAuthPlatform(db, directoryCounter(adapter)). A WeCom adapter implements the
// same interface with get_permanent_code / gettoken / agent/get.
import type { GrantKind } from '../../../contract/setting/authorize';

export interface SandboxCorp {
  readonly corpId: string;
  readonly corpName: string;
  /** The platform's name of our app (third-party and agent-developed alike). */
  readonly appName: string;
  readonly corpScale: string;
  readonly industry: string;
  /** Licence accounts the platform grants with a licence consent. */
  readonly licenseTotal: number;
}

export interface ConsentRequest {
  readonly tenantId: string;
  readonly kind: GrantKind;
  /** Absolute URL the consent page sends the operator back to (with auth_code). */
  readonly redirectUri: string;
}

export type RedeemResult =
  | { readonly ok: true; readonly kind: GrantKind }
  | { readonly ok: false; readonly message: string };

export interface OwnCredentials {
  readonly corpId: string;
  readonly agentId: string;
  readonly secret: string;
}

export type CredentialCheck =
  { readonly ok: true } | { readonly ok: false; readonly message: string };

export interface AppRuntimeStatus {
  /** The members and departments inside the app's visible range. */
  readonly visibleRange: { readonly departmentCount: number; readonly userCount: number };
}

export interface AuthPlatform {
  readonly kind: 'sandbox' | 'wecom';
  corp(tenantId: string, tenantName: string): SandboxCorp;
  /** Starts a consent and answers the platform's consent page URL. */
  startConsent(request: ConsentRequest, now: Date): Promise<string>;
  /** Consumes an auth code issued to this tenant (single use, 10 minutes). */
  redeemAuthCode(tenantId: string, code: string, now: Date): Promise<RedeemResult>;
  /** gettoken with corpid + secret: does the platform accept these credentials? */
  verifyCredentials(tenantId: string, credentials: OwnCredentials): Promise<CredentialCheck>;
  appStatus(tenantId: string): Promise<AppRuntimeStatus>;
}

/** Counts of the platform's directory (the visible range of an authorized app). */
export type DirectoryCounter = (
  tenantId: string,
) => Promise<{ readonly departmentCount: number; readonly userCount: number }>;
